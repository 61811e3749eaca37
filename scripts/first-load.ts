// The JavaScript a first visit to a public page starts with, read from the production build.
//
// React Router's server writes, for a page, the client entry and every route module the URL
// matches (root, the site layout, the page) with each one's static imports; decision 013's
// after-paint loader carries exactly that list and adds the links after the first paint. The same
// list is computed here from the build's route manifest (build/client/assets/manifest-*.js), so the
// check runs on the build output alone, without a server or a database. bench/lighthouse.ts
// compares it with the list the running server's HTML names, page by page.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";

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
export type PageLoad = { page: string; routeIds: string[]; chunks: Chunk[]; totalGzip: number };

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
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const id of routeIds) {
      const r = manifest.routes[id]!;
      files.add(r.module);
      for (const f of r.imports ?? []) files.add(f);
    }
    const chunks = [...files].map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { page, routeIds, chunks, totalGzip: chunks.reduce((s, c) => s + c.gzipBytes, 0) };
  });
}
