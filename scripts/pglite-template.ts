// Makes the PGlite cluster template (src/platform/db/pglite-template.ts) when it is missing:
// `node scripts/pglite-template.ts`. Run as its own short process so initdb's memory goes with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_CONF, pgliteTemplatePath } from "#src/platform/db/pglite-template.ts";

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

if (import.meta.main) await makePgliteTemplate();
