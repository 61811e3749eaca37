// A freshly initialised PGlite cluster, kept as a tarball so a new DATA_DIR starts from it instead
// of running initdb. initdb inside PGlite's WebAssembly grows its memory to about 1.1 GiB and takes
// 6 s; loading the tarball peaks near 360 MiB and takes about 1 s (docs/decisions/028-memory.md).
// The tarball is made once per installed PGlite version, in a short child process
// (scripts/pglite-template.ts, run by `npm start` when it is missing), so the server never carries
// initdb's peak. Without it the server still starts: it runs initdb itself.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Settings every embedded cluster starts with; part of the template's name, so a change makes a new one. */
export const PGLITE_CONF = "shared_buffers = 32MB\n";

/** The installed PGlite's version (its package.json is not exported, so found beside its entry). */
function pgliteVersion(): string {
  let dir = path.dirname(require.resolve("@electric-sql/pglite"));
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** Where the template for the installed PGlite lives (under node_modules, like other build caches). */
export function pgliteTemplatePath(root = process.cwd()): string {
  const conf = createHash("sha256").update(PGLITE_CONF).digest("hex").slice(0, 12);
  return path.join(root, "node_modules", ".cache", "pglite-template", `${pgliteVersion()}-${conf}.tar.gz`);
}

/** The template as a Blob for PGlite's `loadDataDir`, or undefined when it has not been made. */
export function readPgliteTemplate(root?: string): Blob | undefined {
  const file = pgliteTemplatePath(root);
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** True when a PGlite data folder holds no cluster yet (initdb would run). */
export function isEmptyCluster(pgliteDir: string): boolean {
  return !fs.existsSync(path.join(pgliteDir, "PG_VERSION"));
}
