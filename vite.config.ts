import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnlyImports } from "./scripts/vite/server-only-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverOnlyImports(import.meta.dirname)],
  build: { target: "es2022" },
});
