// The JavaScript a first visit to a public page starts with, read from the production build.
//
// React Router's server writes, for a page, the client entry and every route module the URL
// matches (root, the site layout, the page) with each one's static imports; decision 013's
// after-paint loader carries exactly that list and adds the links after the first paint. The same
// list is computed here from the build's route manifest (build/client/assets/manifest-*.js), so the
// check runs on the build output alone, without a server or a database. bench/lighthouse.ts
// compares it with the list the running server's HTML names, page by page.
//
// A static page (its route module exports `handle = STATIC_PAGE`, decision 051) names no router
// scripts: only src/entry.static.ts's chunk and its imports, found in the client build's
// .vite/manifest.json, as the server does (src/platform/http/client-entries.ts). A static page with
// islands (`handle = withIslands("name", …)`) adds each island's module and its imports.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { readViteManifest, staticPageFiles, type ViteManifest } from "../src/platform/http/client-entries.ts";

const SRC_DIR = path.resolve(import.meta.dirname, "..", "src");

/**
 * The islands of the route `id` (its file under src/ without the extension, React Router's default
 * id) when it is a static page: its module exports `handle = STATIC_PAGE` (no islands) or
 * `handle = withIslands("a", "b")` (src/ui/static-page-handle.ts); undefined when it hydrates the router.
 */
export function staticRouteIslands(id: string, srcDir = SRC_DIR): string[] | undefined {
  for (const ext of [".tsx", ".ts"]) {
    const file = path.join(srcDir, id + ext);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, "utf8");
    if (/^export const handle = STATIC_PAGE;$/m.test(text)) return [];
    const islands = /^export const handle = withIslands\(([^)]*)\);$/m.exec(text);
    if (islands) return [...islands[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    return undefined;
  }
  return undefined;
}

/** Whether the route `id` is a static page (with or without islands). */
export function isStaticRoute(id: string, srcDir = SRC_DIR): boolean {
  return staticRouteIslands(id, srcDir) !== undefined;
}

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

export type Chunk = { path: string; name: string; gzipBytes: number; rawBytes: number };
export type PageLoad = {
  page: string;
  routeIds: string[];
  /** False for a static page (decision 051): no React, no router. */
  router: boolean;
  chunks: Chunk[];
  totalGzip: number;
};

/** `/assets/site-layout-B9Dr6qLM.js` → `site-layout`: a chunk's name without its content hash. */
export function chunkName(file: string): string {
  return path
    .basename(file)
    .replace(/\.js$/, "")
    .replace(/-[A-Za-z0-9_-]{8}$/, "");
}

export function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-[^.]+\.js$/.test(f));
  if (!file) throw new Error(`no route manifest in ${assets}: run \`npm run build\` first`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

function routeTree(manifest: Manifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const r of Object.values(manifest.routes)) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: build(r.id) },
    );
  return build(undefined);
}

/** Measures each page: the files its HTML names, gzipped at level 9 (as the bench always has). */
export function measurePages(clientDir: string, pages: readonly string[]): PageLoad[] {
  const manifest = readManifest(clientDir);
  const viteManifest = readViteManifest(clientDir) ?? {};
  const tree = routeTree(manifest);
  const sizes = new Map<string, Chunk>();
  const sizeOf = (file: string): Chunk => {
    let c = sizes.get(file);
    if (!c) {
      const body = fs.readFileSync(path.join(clientDir, file));
      c = {
        path: file,
        name: chunkName(file),
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      };
      sizes.set(file, c);
    }
    return c;
  };
  return pages.map((page) => {
    const matches = matchRoutes(tree, page) ?? [];
    const routeIds = matches.map((m) => m.route.id!);
    if (!routeIds.length || routeIds.at(-1)!.endsWith("not-found"))
      throw new Error(`${page} matches no page route in the build`);
    const files = pageScripts(manifest, routeIds, viteManifest);
    const chunks = files.map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const router = !isStaticRoute(routeIds.at(-1)!);
    return { page, routeIds, router, chunks, totalGzip: chunks.reduce((s, c) => s + c.gzipBytes, 0) };
  });
}

/**
 * The scripts a page's HTML names, in no particular order: for a static page the static entry's
 * files and its islands' (from the client build's `viteManifest`, URLs as the server writes them),
 * else the client entry and each matched route module with its static imports.
 */
export function pageScripts(
  manifest: Manifest,
  routeIds: readonly string[],
  viteManifest: ViteManifest,
): string[] {
  const islands = staticRouteIslands(routeIds.at(-1)!);
  if (islands) {
    const { files } = staticPageFiles(viteManifest, islands);
    if (!files.length)
      throw new Error("the build has no static entry (src/entry.static.ts) in .vite/manifest.json");
    return files;
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const r = manifest.routes[id]!;
    files.add(r.module);
    for (const f of r.imports ?? []) files.add(f);
  }
  return [...files];
}

/** The JS a first visit to `html`'s page starts with: modulepreload links, script tags, inline imports. */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  // The after-paint loader (src/platform/http/after-paint-scripts.ts) carries the preload list and
  // the module script as JSON.
  for (const m of html.matchAll(/"preloads":\[([^\]]*)\]/g))
    for (const href of m[1]!.matchAll(/"([^"]+)"/g)) found.add(href[1]!);
  html = html.replace(/\\"/g, '"');
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from\s*|\s*\(\s*)"([^"]+\.js)"/g))
    found.add(m[1]!);
  return [...found].filter((p) => p.startsWith("/"));
}
