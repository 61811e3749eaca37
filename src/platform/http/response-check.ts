import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { ZodType } from "zod";
import type { EndpointSchemas, NonJsonAnswer } from "#src/lib/endpoints.ts";
import type { Logger } from "../log/logger.ts";
import { isSchema } from "./openapi.ts";
import type { HonoEnv } from "./session.ts";

/** The code of the 500 a test run gets when an answer is not what the API document says. */
export const RESPONSE_SCHEMA_CODE = "response_schema";

/**
 * What is wrong with one success answer against its endpoint's declared `response`, or null when
 * it matches: a JSON answer must parse with the schema (as sent, dates as strings), a declared
 * download or stream must come with its media type (or one in its range, `image/*`; a stored file
 * with any), and a declared empty answer has no body.
 */
export async function responseMismatch(
  res: Response,
  declared: ZodType | NonJsonAnswer,
): Promise<string[] | null> {
  const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (isSchema(declared)) {
    if (type !== "application/json") return [`answered ${type || "no content"}, not JSON`];
    const body: unknown = await res.clone().json();
    const parsed = declared.safeParse(body);
    if (parsed.success) return null;
    return parsed.error.issues.slice(0, 10).map((i) => `${i.path.join(".") || "(the answer)"}: ${i.message}`);
  }
  if (declared.mediaType && type && inMediaRange(type, declared.mediaType)) return null;
  if (type === "application/json") return ["answered JSON, but the document names no JSON answer"];
  if (declared.mediaType && res.status !== 304)
    return [`answered ${type || "no content"}, not ${declared.mediaType}`];
  return null;
}

/**
 * Whether a media type is the declared one or falls in its range (`image/*`, or every type for
 * ANSWERS.file), as OpenAPI reads a content key: a stored file is served under its own type.
 */
function inMediaRange(type: string, declared: string): boolean {
  if (declared === "*/*" || declared === type) return true;
  return declared.endsWith("/*") && type.startsWith(declared.slice(0, -1));
}

/**
 * Holds every 2xx answer of the API to the `response` its endpoint declares (the one the OpenAPI
 * document publishes), so the document cannot drift from the handlers. It runs where
 * CHECK_RESPONSES is set (every API and browser test): an answer that differs becomes a 500 with
 * the differences, which fails the test that made the request. Endpoints without a declaration are
 * left alone here; the OpenAPI test requires one of each.
 */
export function checkResponses(schemas: EndpointSchemas, logger: Logger): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === "HEAD" || c.res.status < 200 || c.res.status >= 300) return;
    // The route that answered: Hono leaves routeIndex on the handler that ran. Several routes can
    // match one path (`/overrides` and `/:year`), and only the one that answered names the answer.
    const routes = matchedRoutes(c);
    const answered = routes[c.req.routeIndex];
    const route = answered?.method === method ? answered : routes.findLast((r) => r.method === method);
    const declared = route && schemas[`${method} ${route.path}`]?.response;
    if (!declared) return;
    const problems = await responseMismatch(c.res, declared);
    if (!problems) return;
    logger.error({ route: `${method} ${route.path}`, problems }, "answer differs from its documented schema");
    c.res = new Response(
      JSON.stringify({
        error: `The answer of ${method} ${route.path} differs from the API document`,
        code: RESPONSE_SCHEMA_CODE,
        problems,
      }),
      { status: 500, headers: { "content-type": "application/json" } },
    );
  };
}
