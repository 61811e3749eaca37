import { and, eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { heapCheckpoint } from "#src/platform/runtime/settle-memory.ts";
import { MATCH_REASON_LABELS, type MatchReason } from "../import.contract.ts";
import { crmImportRows, crmImports } from "./import.tables.ts";
import { matchExisting } from "./import-match.ts";
import { type Candidate, fileCandidates, fileKey } from "./import-rows.ts";

/**
 * The check (the first pass of an import, run by the `crm.import` job): every row of the file is
 * validated and matched against the CRM by the same rules the run applies, in batches of
 * CHECK_BATCH_ROWS read from disk, and what needs a look is stored per row (`crm_import_rows`:
 * a duplicate with its match, a row that cannot be imported with its problems). Nothing in the CRM
 * changes. A row that repeats the email (contacts) or the website or name (companies) of an
 * earlier row of the file is a duplicate too ("file"): only those keys stay in memory, one short
 * string per row, never the rows themselves.
 */

/** Rows per batch: one matching round and one insert of findings each, as in the run. */
const CHECK_BATCH_ROWS = 1000;

type FindingRow = typeof crmImportRows.$inferInsert;

const WHAT: Record<string, string> = { e: "email", d: "website", n: "name" };

/** Cells are kept for the review only, and only so much of each as a screen shows. */
const shortValues = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.slice(0, 200)]));

/** One batch's findings and progress, in one transaction. */
async function checkBatch(
  db: Db,
  importId: string,
  batch: Candidate[],
  seen: Map<string, number>,
  processedRows: number,
) {
  const matches = await matchExisting(db, batch);
  const findings: FindingRow[] = [];
  for (const c of batch) {
    const base = { importId, rowNumber: c.row, values: shortValues(c.values) };
    if (!c.input) {
      findings.push({ ...base, finding: "invalid", reasons: c.problems });
      continue;
    }
    const key = fileKey(c);
    const earlier = key ? seen.get(key) : undefined;
    if (key && earlier === undefined) seen.set(key, c.row);
    const match = matches.get(c.row);
    if (match) {
      const by: MatchReason = match.by;
      findings.push({
        ...base,
        finding: "duplicate",
        matchBy: by,
        match: { id: match.id, label: match.label, reason: match.reason ?? MATCH_REASON_LABELS[by] },
      });
    } else if (earlier !== undefined) {
      findings.push({
        ...base,
        finding: "duplicate",
        matchBy: "file",
        match: {
          id: null,
          label: `Row ${earlier} of this file`,
          reason: `Same ${WHAT[key![0]!]} as row ${earlier}`,
        },
      });
    }
  }
  await db.transaction(async (tx) => {
    if (findings.length) await tx.insert(crmImportRows).values(findings);
    await tx
      .update(crmImports)
      .set({ processedRows, heartbeatAt: new Date() })
      .where(eq(crmImports.id, importId));
  });
}

/**
 * Checks an import's file from its first row (or after the last committed batch of a check a
 * stopped process left), then marks it checked with its row count; a file that turns out not to be
 * readable goes back to the mapping step with the reason, its partial findings dropped.
 */
export async function runCheck(db: Db, importId: string): Promise<void> {
  const [imp] = await db.select().from(crmImports).where(eq(crmImports.id, importId));
  if (imp?.status !== "checking") return;
  const seen = new Map<string, number>();
  let rowNumber = 0;
  try {
    let batch: Candidate[] = [];
    const checkpoint = heapCheckpoint();
    const missing = "The uploaded file is no longer there. Upload it again.";
    for await (const candidate of fileCandidates(imp, missing)) {
      rowNumber = candidate.row;
      if (rowNumber <= imp.processedRows) {
        // Checked before a stop: only its key is needed again, for the rows that repeat it.
        const key = fileKey(candidate);
        if (key && !seen.has(key)) seen.set(key, rowNumber);
        continue;
      }
      batch.push(candidate);
      if (batch.length >= CHECK_BATCH_ROWS) {
        await checkBatch(db, importId, batch, seen, rowNumber);
        batch = [];
        checkpoint();
      }
    }
    if (batch.length) await checkBatch(db, importId, batch, seen, rowNumber);
  } catch (err) {
    await db.transaction(async (tx) => {
      await tx.delete(crmImportRows).where(eq(crmImportRows.importId, importId));
      await tx
        .update(crmImports)
        .set({
          status: "uploaded",
          processedRows: 0,
          totalRows: null,
          heartbeatAt: null,
          error: `The file could not be checked: ${(err as Error).message.slice(0, 400)}`,
        })
        .where(eq(crmImports.id, importId));
    });
    return;
  }
  await db
    .update(crmImports)
    .set({ status: "checked", totalRows: rowNumber, processedRows: 0, heartbeatAt: null })
    .where(and(eq(crmImports.id, importId), eq(crmImports.status, "checking")));
}
