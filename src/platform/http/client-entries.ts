import fs from "node:fs";
import path from "node:path";

/** One entry of Vite's client build manifest (`build/client/.vite/manifest.json`). */
export type ViteManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The key of the router-less pages' entry (scripts/vite/static-entry-plugin.ts). */
export const STATIC_ENTRY_KEY = "src/entry.static.ts";

/**
 * The URLs a page must load for the chunk `key`: the chunk itself first, then its static imports,
 * depth first, each once. Empty when the manifest has no such chunk.
 */
export function entryFiles(manifest: ViteManifest, key: string, base = "/"): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const walk = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    out.push(base + chunk.file);
    for (const i of chunk.imports ?? []) walk(i);
  };
  walk(key);
  return out;
}

export function readViteManifest(clientDir: string): ViteManifest | undefined {
  const file = path.join(clientDir, ".vite", "manifest.json");
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, "utf8")) as ViteManifest;
}

/** An island's module is `<name>.island.ts` or `<name>.island.tsx` anywhere under src/. */
export const ISLAND_FILE = /^([a-z0-9-]+)\.island\.tsx?$/;

/** Every island module under `srcDir`: name → path relative to the project root (`src/…`). */
export function islandModules(srcDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const root = path.dirname(srcDir);
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else {
        const m = ISLAND_FILE.exec(e.name);
        if (!m) continue;
        const rel = path.relative(root, full).split(path.sep).join("/");
        const other = found.get(m[1]!);
        if (other) throw new Error(`two islands named ${m[1]}: ${other} and ${rel}`);
        found.set(m[1]!, rel);
      }
    }
  };
  walk(srcDir);
  return found;
}

/** The manifest key of island `name`'s module (scripts/vite/static-entry-plugin.ts emits each one). */
export function islandKey(manifest: ViteManifest, name: string): string | undefined {
  return Object.keys(manifest).find((k) => ISLAND_FILE.exec(path.posix.basename(k))?.[1] === name);
}

/**
 * The URLs a static page names (decision 051), the module scripts first: the static entry, then each
 * island's module, then every static import of theirs, each once. Throws for an island the build
 * does not have, so a page cannot silently lose its interactive part.
 */
export function staticPageFiles(
  manifest: ViteManifest,
  islands: readonly string[] = [],
  base = "/",
): { modules: string[]; files: string[] } {
  const keys = [STATIC_ENTRY_KEY];
  for (const name of islands) {
    const key = islandKey(manifest, name);
    if (!key) throw new Error(`the client build has no island "${name}" (a ${name}.island.tsx module)`);
    keys.push(key);
  }
  const modules = keys.filter((k) => manifest[k]).map((k) => base + manifest[k]!.file);
  const files = new Set(modules);
  for (const k of keys) for (const f of entryFiles(manifest, k, base)) files.add(f);
  return { modules, files: [...files] };
}

/** What the root layout writes for a static page: module scripts to import, and every file to preload. */
export type StaticScripts = (islands: readonly string[]) => { modules: string[]; files: string[] };

let cached: ViteManifest | undefined;

/**
 * The scripts of a page that hydrates no router (decision 051): the static entry and the page's
 * islands with their imports, read from the production build's manifest (`BUILD_DIR`, default
 * `build`), read once. In development the source modules themselves, which Vite's dev server serves.
 */
export function staticEntryScripts(dev: boolean): StaticScripts {
  if (dev) {
    return (islands) => {
      const all = islandModules(path.resolve("src"));
      const modules = [
        `/${STATIC_ENTRY_KEY}`,
        ...islands.map((n) => `/${all.get(n) ?? `missing-island-${n}`}`),
      ];
      return { modules, files: modules };
    };
  }
  return (islands) => {
    if (!cached) {
      cached = readViteManifest(path.resolve(process.env.BUILD_DIR ?? "build", "client")) ?? {};
    }
    if (!cached[STATIC_ENTRY_KEY]) return { modules: [], files: [] };
    return staticPageFiles(cached, islands);
  };
}
