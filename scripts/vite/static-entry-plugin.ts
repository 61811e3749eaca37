import path from "node:path";
import type { Plugin } from "vite";
import { islandModules } from "../../src/platform/http/client-entries.ts";

/** The entry of pages that hydrate no router (decision 051), relative to the project root. */
export const STATIC_ENTRY = "src/entry.static.ts";

/**
 * Emits `src/entry.static.ts` and every island module (`src/**\/<name>.island.ts(x)`, decision 051)
 * as entry chunks of the client build. Nothing in the router app imports them, so without this
 * they would not be built; the server and the first-load check find their file names (and their
 * imports) in the client build's `.vite/manifest.json` under the same keys. Shared code (React
 * DOM's client, the island runtime) becomes chunks of its own, as between route modules.
 */
export function staticEntry(root: string): Plugin {
  return {
    name: "agency:static-entry",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    buildStart() {
      this.emitFile({ type: "chunk", id: path.join(root, STATIC_ENTRY), name: "entry.static" });
      for (const [name, file] of islandModules(path.join(root, "src")))
        this.emitFile({ type: "chunk", id: path.join(root, file), name: `island.${name}` });
    },
  };
}
