import { describe, expect, it } from "vitest";
import { withPageMethods } from "./page-methods.ts";

// The shape of React Router's server manifest: a root, a layout, pages, a page with an action, a 404.
const mod = (action?: () => null) => ({ default: () => null, ...(action ? { action } : {}) });
const routes = {
  root: { id: "root", path: "", module: mod() },
  layout: { id: "layout", parentId: "root", module: mod() },
  home: { id: "home", parentId: "layout", index: true, module: mod() },
  about: { id: "about", parentId: "layout", path: "about", module: mod() },
  post: { id: "post", parentId: "layout", path: "blog/:slug", module: mod() },
  form: { id: "form", parentId: "layout", path: "apply", module: mod(() => null) },
  missing: { id: "missing", parentId: "layout", path: "*", module: mod() },
};

const seen: string[] = [];
const handler = withPageMethods({ routes } as never, async (request: Request) => {
  seen.push(request.method);
  return new Response("page", { status: request.method === "GET" ? 200 : 418 });
});
const ask = (method: string, path: string) => handler(new Request(`http://x${path}`, { method }), {});

describe("page methods", () => {
  it("answers a write to a page without an action with 405 and Allow, before rendering", async () => {
    seen.length = 0;
    for (const path of ["/about", "/", "/blog/hello", "/about.data"]) {
      const res = await ask("POST", path);
      expect(res.status, path).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    }
    expect((await ask("DELETE", "/about")).status).toBe(405);
    expect(seen).toEqual([]);
  });

  it("answers OPTIONS with 204 and Allow; a page with an action allows the writes", async () => {
    const res = await ask("OPTIONS", "/about");
    expect(res.status).toBe(204);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const form = await ask("OPTIONS", "/apply");
    expect(form.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect((await ask("POST", "/apply")).status).toBe(418);
  });

  it("renders the 404 page (as a GET) for a write to an unknown path", async () => {
    seen.length = 0;
    expect((await ask("POST", "/no/such/page")).status).toBe(200);
    expect(seen).toEqual(["GET"]);
    expect((await ask("GET", "/about")).status).toBe(200);
  });
});
