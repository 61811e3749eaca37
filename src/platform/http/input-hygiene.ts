import type { MiddlewareHandler } from "hono";
import { textProblem, textProblemMessage } from "#src/lib/text.ts";
import type { HonoEnv } from "./session.ts";

/**
 * The shared text rule (src/lib/text.ts) applied to every path segment and query parameter of
 * every request, API and pages alike, before any handler or loader sees them: an id with a NUL or
 * half an emoji is a 400 with a clear message, never a database error.
 */
export function requestTextGuard(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let problem: string | null = null;
    for (const segment of url.pathname.split("/")) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // Percent-escapes that are not UTF-8 (e.g. %ED%A0%80, a lone surrogate).
        problem = textProblemMessage("brokenCharacter", "The address");
        break;
      }
      const p = textProblem(decoded);
      if (p) {
        problem = textProblemMessage(p, "The address");
        break;
      }
    }
    if (!problem) {
      for (const [name, value] of url.searchParams) {
        const p = textProblem(name) ?? textProblem(value);
        if (p) {
          problem = textProblemMessage(p, `The parameter "${textProblem(name) ? "?" : name}"`);
          break;
        }
      }
    }
    if (!problem) return next();
    if (url.pathname.startsWith("/api/")) return c.json({ error: problem, code: "invalid_input" }, 400);
    return c.text(problem, 400);
  };
}
