// Makes the PGlite cluster template (src/platform/db/pglite-template.ts) when it is missing:
// `node scripts/pglite-template.ts`, and with a DATA_DIR argument also unpacks it into that folder
// when the folder has no cluster yet. Run as its own short process so the memory of initdb, and of
// unpacking the template (~60 MiB of native heap the server would otherwise keep), goes with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "#src/platform/db/db.ts";
import { isEmptyCluster, PGLITE_CONF, pgliteTemplatePath } from "#src/platform/db/pglite-template.ts";

export async function makePgliteTemplate(file = pgliteTemplatePath()): Promise<void> {
  if (fs.existsSync(file)) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  try {
    const db = await PGlite.create(dir, { postgresqlconf: PGLITE_CONF });
    const dump = await db.dumpDataDir("gzip");
    await db.close();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written under another name and renamed: a concurrent reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A new data folder gets its cluster from the template (opened once, then closed). */
export async function unpackPgliteTemplate(dataDir: string): Promise<void> {
  if (!isEmptyCluster(path.join(dataDir, "pglite"))) return;
  const database = await openDatabase({ dataDir });
  await database.close();
}

if (import.meta.main) {
  await makePgliteTemplate();
  const dataDir = process.argv[2];
  if (dataDir) await unpackPgliteTemplate(dataDir);
}
