import path from "node:path";
import type { Plugin } from "vite";

/** The entry of pages that hydrate no router (decision 051), relative to the project root. */
export const STATIC_ENTRY = "src/entry.static.ts";

/**
 * Emits `src/entry.static.ts` as an entry chunk of the client build. Nothing in the router app
 * imports it, so without this it would not be built; the server and the first-load check find its
 * file name (and its imports) in the client build's `.vite/manifest.json` under the same key.
 */
export function staticEntry(root: string): Plugin {
  return {
    name: "agency:static-entry",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    buildStart() {
      this.emitFile({ type: "chunk", id: path.join(root, STATIC_ENTRY), name: "entry.static" });
    },
  };
}
