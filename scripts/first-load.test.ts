import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  entryFiles,
  islandKey,
  islandModules,
  STATIC_ENTRY_KEY,
  staticPageFiles,
} from "../src/platform/http/client-entries.ts";
import { grownChunks } from "./check-first-load.ts";
import { chunkName, isStaticRoute, measurePages, staticRouteIslands } from "./first-load.ts";

// A build in miniature: the client entry, a root with a layout, a page and a shared chunk.
let clientDir: string;
const write = (name: string, body: string) => fs.writeFileSync(path.join(clientDir, "assets", name), body);

beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-load-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  write("entry.client-AAAAAAAA.js", "x".repeat(400));
  write("root-BBBBBBBB.js", "root");
  write("site-layout-CCCCCCCC.js", "layout");
  write("blog-post-DDDDDDDD.js", "post");
  write("zod-EEEEEEEE.js", Array.from({ length: 500 }, (_, i) => `v${i * 7919}`).join(";"));
  const manifest = {
    entry: { module: "/assets/entry.client-AAAAAAAA.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root-BBBBBBBB.js", imports: [] },
      layout: { id: "layout", parentId: "root", module: "/assets/site-layout-CCCCCCCC.js" },
      post: {
        id: "post",
        parentId: "layout",
        path: "blog/:slug",
        module: "/assets/blog-post-DDDDDDDD.js",
        imports: ["/assets/zod-EEEEEEEE.js"],
      },
      "not-found": { id: "not-found", parentId: "layout", path: "*", module: "/assets/root-BBBBBBBB.js" },
    },
  };
  write("manifest-12345678.js", `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe("first-load JavaScript of a page, from the build's route manifest", () => {
  it("names the entry and every matched route's module and imports, each once", () => {
    const [page] = measurePages(clientDir, ["/blog/any-post"]);
    expect(page!.routeIds).toEqual(["root", "layout", "post"]);
    expect(page!.chunks.map((c) => c.name).sort()).toEqual(
      ["blog-post", "entry.client", "root", "site-layout", "zod"].sort(),
    );
    expect(page!.totalGzip).toBe(page!.chunks.reduce((s, c) => s + c.gzipBytes, 0));
  });

  it("refuses a path that only the not-found route matches, so a renamed page is not measured as a 404", () => {
    expect(() => measurePages(clientDir, ["/no-such-page"])).toThrow("/no-such-page matches no page route");
  });

  it("names a chunk without its content hash", () => {
    expect(chunkName("/assets/site-layout-B9Dr6qLM.js")).toBe("site-layout");
    expect(chunkName("/assets/entry.client-BtORcFRF.js")).toBe("entry.client");
  });

  it("explains an overrun by the chunks that are new or grew, largest growth first", () => {
    const [page] = measurePages(clientDir, ["/blog/any-post"]);
    const sizes = Object.fromEntries(page!.chunks.map((c) => [c.name, c.gzipBytes]));
    const { zod: _new, ...rest } = sizes;
    const recorded = { ...rest, "blog-post": sizes["blog-post"]! - 10 };
    const lines = grownChunks(page!, recorded);
    expect(lines[0]).toMatch(/^new chunk zod: /);
    expect(lines[1]).toMatch(/^chunk blog-post grew /);
    expect(lines).toHaveLength(2);
  });
});

describe("static pages (decision 051)", () => {
  it("knows a static page by its route module's handle", () => {
    expect(isStaticRoute("features/analytics/pages/privacy")).toBe(true);
    expect(isStaticRoute("features/marketing/pages/contact")).toBe(true);
    expect(isStaticRoute("features/identity/pages/auth")).toBe(false);
    expect(isStaticRoute("no/such/route")).toBe(false);
  });

  it("lists an entry's chunk, then its static imports depth first, each once", () => {
    const manifest = {
      "src/entry.static.ts": { file: "assets/entry.static-A.js", imports: ["_a.js", "_b.js"] },
      "_a.js": { file: "assets/a-B.js", imports: ["_c.js"] },
      "_b.js": { file: "assets/b-C.js", imports: ["_c.js"] },
      "_c.js": { file: "assets/c-D.js" },
    };
    expect(entryFiles(manifest, STATIC_ENTRY_KEY)).toEqual([
      "/assets/entry.static-A.js",
      "/assets/a-B.js",
      "/assets/c-D.js",
      "/assets/b-C.js",
    ]);
    expect(entryFiles(manifest, "missing")).toEqual([]);
  });

  it("reads the islands a static page's handle declares", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-src-"));
    fs.writeFileSync(path.join(dir, "a.tsx"), 'export const handle = withIslands("x-y", "z");\n');
    fs.writeFileSync(path.join(dir, "b.tsx"), "export const handle = STATIC_PAGE;\n");
    fs.writeFileSync(path.join(dir, "c.tsx"), "export default function C() {}\n");
    expect(staticRouteIslands("a", dir)).toEqual(["x-y", "z"]);
    expect(staticRouteIslands("b", dir)).toEqual([]);
    expect(staticRouteIslands("c", dir)).toBeUndefined();
    expect(isStaticRoute("a", dir)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("names the static entry and each island's module, then all their imports, each once", () => {
    const manifest = {
      "src/entry.static.ts": { file: "assets/entry.static-A.js", imports: ["_c.js"] },
      "src/features/x/components/gallery.island.tsx": {
        file: "assets/island.gallery-B.js",
        imports: ["_c.js", "_react.js"],
      },
      "_c.js": { file: "assets/c-D.js" },
      "_react.js": { file: "assets/react-E.js" },
    };
    expect(islandKey(manifest, "gallery")).toBe("src/features/x/components/gallery.island.tsx");
    expect(islandKey(manifest, "other")).toBeUndefined();
    expect(staticPageFiles(manifest, ["gallery"])).toEqual({
      modules: ["/assets/entry.static-A.js", "/assets/island.gallery-B.js"],
      files: [
        "/assets/entry.static-A.js",
        "/assets/island.gallery-B.js",
        "/assets/c-D.js",
        "/assets/react-E.js",
      ],
    });
    expect(staticPageFiles(manifest).modules).toEqual(["/assets/entry.static-A.js"]);
    expect(() => staticPageFiles(manifest, ["other"])).toThrow('no island "other"');
  });

  it("finds every island module under src/, by name", () => {
    const found = islandModules(path.resolve("src"));
    for (const [name, file] of found) expect(file).toMatch(new RegExp(`^src/.+/${name}\\.island\\.tsx?$`));
  });
});
