import { getRequestState } from "#src/platform/http/app-context.ts";
import type { Route } from "./+types/robots";

/** Staff, account and API areas stay out of search engines; everything else is welcome. */
const DISALLOWED = [
  "/api/",
  "/admin",
  "/command-center",
  "/employee",
  "/workspace",
  "/auth",
  "/profile",
  "/settings",
];

export function loader({ context }: Route.LoaderArgs) {
  const base = getRequestState(context).services.config.publicUrl.replace(/\/+$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
