import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnlyImports } from "./scripts/vite/server-only-plugin.ts";
import { staticEntry } from "./scripts/vite/static-entry-plugin.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    serverOnlyImports(import.meta.dirname),
    staticEntry(import.meta.dirname),
  ],
  // The manifest names the chunk of src/entry.static.ts for the server (decision 051); it stays in
  // build/client/.vite, which the static file server does not serve.
  build: { target: "es2022", manifest: true },
});
