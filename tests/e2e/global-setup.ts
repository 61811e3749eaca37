// Once per run, before the workers start their servers: the embedded database's cluster template
// (src/platform/db/pglite-template.ts), so each fresh DATA_DIR loads it instead of running initdb.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export default function globalSetup() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const localNode = path.join(root, "node_modules/.bin/node");
  const node = fs.existsSync(localNode) ? localNode : process.execPath;
  const made = spawnSync(node, ["scripts/pglite-template.ts"], { cwd: root, stdio: "inherit" });
  if (made.status !== 0) throw new Error("scripts/pglite-template.ts failed");
}
