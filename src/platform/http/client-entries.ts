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

let cached: string[] | undefined;

/**
 * The scripts of a page that hydrates no router (decision 051): the static entry and its imports,
 * read once from the production build (`BUILD_DIR`, default `build`). In development the source
 * module itself, which Vite's dev server serves.
 */
export function staticEntryScripts(dev: boolean): string[] {
  if (dev) return [`/${STATIC_ENTRY_KEY}`];
  if (!cached) {
    const manifest = readViteManifest(path.resolve(process.env.BUILD_DIR ?? "build", "client"));
    cached = manifest ? entryFiles(manifest, STATIC_ENTRY_KEY) : [];
  }
  return cached;
}
