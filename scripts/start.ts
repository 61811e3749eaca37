// `npm start`: builds the pages when the build is missing or older than the sources, then serves.
import "#src/platform/runtime/node-env.ts";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const buildFile = path.resolve("build/server/index.js");
const sources = ["src", "public", "vite.config.ts", "react-router.config.ts"].filter((p) => fs.existsSync(p));
const sourceTime = Math.max(
  ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
const stale = !fs.existsSync(buildFile) || fs.statSync(buildFile).mtimeMs < sourceTime;

if (stale) {
  // `npm run build` itself, so the steps of a build (pages, compressed assets, stripped server
  // sources) are listed once, in package.json.
  console.log("Building the web app (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The embedded database's first start: initdb runs once per install, and a new DATA_DIR is unpacked
// from its template, in a short process of their own, so the server loads a ready cluster instead
// of carrying initdb's 1.1 GiB peak and the unpacking's native heap (decision 028).
if (!process.env.DATABASE_URL) {
  const { pgliteTemplatePath, isEmptyCluster } = await import("#src/platform/db/pglite-template.ts");
  const { loadConfig } = await import("#src/platform/config/config.ts");
  // A bad setting is left for the server to report, with its own message.
  const dataDir = (() => {
    try {
      return loadConfig(process.env).dataDir;
    } catch {
      return undefined;
    }
  })();
  const needsCluster = dataDir !== undefined && isEmptyCluster(path.join(dataDir, "pglite"));
  if (!fs.existsSync(pgliteTemplatePath()) || needsCluster) {
    const made = spawnSync(
      process.execPath,
      [path.resolve("scripts/pglite-template.ts"), ...(needsCluster ? [dataDir] : [])],
      { stdio: "inherit" },
    );
    if (made.status !== 0)
      console.warn("Could not prepare the embedded database; the server prepares it itself.");
  }
}

const { main } = await import("../src/server.ts");
await main();
