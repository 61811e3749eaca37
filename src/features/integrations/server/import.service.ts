import fs from "node:fs";
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { companies, contacts, deals } from "#src/features/crm/server/index.ts";
import { toCsv } from "#src/lib/csv.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  guessMapping,
  type ImportCheckInput,
  type ImportDto,
  type ImportKind,
  type ImportRunInput,
  IMPORT_MESSAGES as M,
  PREVIEW_ROWS,
  type UndoResultDto,
} from "../import.contract.ts";
import { crmImportRows, crmImports } from "./import.tables.ts";
import { assertImporter, assertReviewable, conflict, dtoOf, ownImport, toDto } from "./import-access.ts";
import { type CsvEncoding, detectDelimiter, readCsvRecords, readFirstLine } from "./import-csv.ts";
import { checkMapping } from "./import-rows.ts";
import type { ReceivedUpload } from "./import-upload.ts";

/** The first records of a file (header first), or a 400 saying why it is not a CSV we can read. */
async function headOf(filePath: string, encoding: CsvEncoding, delimiter: string, count: number) {
  const records = readCsvRecords(filePath, encoding, delimiter);
  const out: string[][] = [];
  try {
    for await (const r of records) {
      out.push(r);
      if (out.length >= count) break;
    }
  } catch (err) {
    const message = M.notCsv.replace("{reason}", (err as Error).message.slice(0, 200));
    throw badRequest(message, { file: message });
  } finally {
    records.destroy();
  }
  return out;
}

/** Stores an uploaded file as a new import: its header, first rows and delimiter. */
export async function createImport(
  db: Db,
  actor: Actor,
  upload: ReceivedUpload,
  kindField: ImportKind | undefined,
): Promise<ImportDto> {
  assertImporter(actor);
  try {
    const delimiter = detectDelimiter(await readFirstLine(upload.filePath, upload.encoding));
    const head = await headOf(upload.filePath, upload.encoding, delimiter, PREVIEW_ROWS + 1);
    if (head.length === 0) throw badRequest(M.fileEmpty, { file: M.fileEmpty });
    if (head.length === 1) throw badRequest(M.headerOnly, { file: M.headerOnly });
    const header = head[0]!.map((h) => h.trim().slice(0, 200));
    const kind =
      kindField ??
      (Object.values(guessMapping("contacts", header)).includes("firstName") ? "contacts" : "companies");
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(crmImports)
        .values({
          kind,
          filename: upload.filename,
          filePath: upload.filePath,
          bytes: upload.bytes,
          encoding: upload.encoding,
          delimiter,
          header,
          previewRows: head.slice(1).map((r) => r.map((v) => v.slice(0, 200))),
          createdBy: actor.user.id,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: "crm.import.uploaded",
        entityType: "crm_import",
        entityId: row!.id,
        details: { filename: upload.filename, bytes: upload.bytes, encoding: upload.encoding },
      });
      return toDto(row!, actor.user.email);
    });
  } catch (err) {
    await fs.promises.rm(upload.filePath, { force: true });
    throw err;
  }
}

export async function listImports(db: Db, actor: Actor): Promise<ImportDto[]> {
  assertImporter(actor);
  const rows = await db
    .select({ i: crmImports, email: user.email })
    .from(crmImports)
    .leftJoin(user, eq(user.id, crmImports.createdBy))
    .where(actor.roles.includes("admin") ? undefined : eq(crmImports.createdBy, actor.user.id))
    .orderBy(desc(crmImports.createdAt))
    .limit(50);
  return rows.map((r) => toDto(r.i, r.email));
}

export async function getImport(db: Db, actor: Actor, id: string): Promise<ImportDto> {
  assertImporter(actor);
  return dtoOf(db, await ownImport(db, actor, id));
}

/**
 * Queues the check of every row with this mapping (the `crm.import` job runs it, see
 * import-check.ts). Checking again with another mapping starts over: the earlier findings and the
 * choices made on them are dropped.
 */
export async function checkImport(
  db: Db,
  actor: Actor,
  id: string,
  input: ImportCheckInput,
): Promise<ImportDto> {
  assertImporter(actor);
  const row = await ownImport(db, actor, id);
  if (row.status === "checking") throw conflict(M.stillChecking);
  if ((row.status !== "uploaded" && row.status !== "checked") || !row.filePath)
    throw conflict(M.alreadyStarted);
  checkMapping(input.kind, input.mapping, row.header);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(crmImports)
      .set({
        kind: input.kind,
        mapping: Object.fromEntries(Object.entries(input.mapping).filter(([, f]) => f)),
        status: "checking",
        processedRows: 0,
        totalRows: null,
        error: null,
        heartbeatAt: null,
      })
      .where(and(eq(crmImports.id, id), inArray(crmImports.status, ["uploaded", "checked"])))
      .returning();
    if (!updated) throw conflict(M.alreadyStarted);
    await tx.delete(crmImportRows).where(eq(crmImportRows.importId, id));
    return toDto(updated, actor.user.email);
  });
}

/**
 * Queues the checked import (the `crm.import` job runs it). Each duplicate takes its own choice
 * from the review; the rest, and rows that match a record only when the run reaches them, take
 * `duplicatePolicy`.
 */
export async function startImport(
  db: Db,
  actor: Actor,
  id: string,
  input: ImportRunInput,
): Promise<ImportDto> {
  assertImporter(actor);
  const row = await ownImport(db, actor, id);
  assertReviewable(row.status, M.alreadyStarted);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(crmImports)
      .set({ duplicatePolicy: input.duplicatePolicy, status: "queued", processedRows: 0 })
      .where(and(eq(crmImports.id, id), eq(crmImports.status, "checked")))
      .returning();
    if (!updated) throw conflict(M.alreadyStarted);
    const [{ n: ownChoices } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(crmImportRows)
      .where(and(eq(crmImportRows.importId, id), isNotNull(crmImportRows.choice)));
    await recordAudit(tx, actor, {
      action: "crm.import.started",
      entityType: "crm_import",
      entityId: id,
      details: { kind: updated.kind, duplicatePolicy: input.duplicatePolicy, ownChoices },
    });
    return toDto(updated, actor.user.email);
  });
}

/** The report: one line per row of the file with its outcome, the record and the reasons. */
export async function importReport(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ filename: string; csv: string }> {
  assertImporter(actor);
  const row = await ownImport(db, actor, id);
  const lines: unknown[][] = [];
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(crmImportRows)
      .where(
        and(
          eq(crmImportRows.importId, id),
          gt(crmImportRows.rowNumber, after),
          isNotNull(crmImportRows.outcome),
        ),
      )
      .orderBy(asc(crmImportRows.rowNumber))
      .limit(5000);
    for (const r of page) lines.push([r.rowNumber, r.outcome, r.entityId, r.reasons.join("; ")]);
    if (page.length < 5000) break;
    after = page.at(-1)!.rowNumber;
  }
  const base =
    row.filename
      .replace(/\.csv$/i, "")
      .replace(/[^\w.-]+/g, "-")
      .slice(0, 60) || "import";
  return { filename: `${base}-report.csv`, csv: toCsv(["Row", "Outcome", "Record ID", "Reasons"], lines) };
}

const EMPTY: Record<string, unknown> = { tags: [] };

/**
 * Undoes a finished import in one transaction: the records it created are removed (those that
 * have since been given deals, or contacts for a company, are kept and counted), and each field it
 * filled is emptied again unless someone has changed it since.
 */
export async function undoImport(db: Db, actor: Actor, id: string): Promise<UndoResultDto> {
  assertImporter(actor);
  const row = await ownImport(db, actor, id);
  if (row.status === "undone") throw conflict(M.alreadyUndone);
  if (row.status !== "done" && row.status !== "failed") throw conflict(M.notFinished);
  const kind = row.kind as ImportKind;
  return db.transaction(async (tx) => {
    const created = sql`(select ${crmImportRows.entityId} from ${crmImportRows} where ${crmImportRows.importId} = ${id} and ${crmImportRows.outcome} = 'created')`;
    const removed =
      kind === "contacts"
        ? await tx
            .delete(contacts)
            .where(
              and(
                inArray(contacts.id, created),
                sql`not exists (select 1 from ${deals} where ${deals.contactId} = ${contacts.id})`,
              ),
            )
            .returning({ id: contacts.id })
        : await tx
            .delete(companies)
            .where(
              and(
                inArray(companies.id, created),
                sql`not exists (select 1 from ${deals} where ${deals.companyId} = ${companies.id})`,
                sql`not exists (select 1 from ${contacts} where ${contacts.companyId} = ${companies.id})`,
              ),
            )
            .returning({ id: companies.id });
    const [{ n: createdCount } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(crmImportRows)
      .where(and(eq(crmImportRows.importId, id), eq(crmImportRows.outcome, "created")));
    let restored = 0;
    const table = kind === "contacts" ? contacts : companies;
    let after = 0;
    for (;;) {
      const page = await tx
        .select()
        .from(crmImportRows)
        .where(
          and(
            eq(crmImportRows.importId, id),
            eq(crmImportRows.outcome, "updated"),
            gt(crmImportRows.rowNumber, after),
          ),
        )
        .orderBy(asc(crmImportRows.rowNumber))
        .limit(1000);
      const ids = [...new Set(page.map((p) => p.entityId!).filter(Boolean))];
      const current = new Map<string, Record<string, unknown>>();
      if (ids.length)
        for (const r of await tx.select().from(table).where(inArray(table.id, ids)))
          current.set(r.id, r as Record<string, unknown>);
      for (const p of page) {
        const now = current.get(p.entityId!);
        if (!now || !p.filled) continue;
        const set: Record<string, unknown> = {};
        for (const [field, change] of Object.entries(
          p.filled as Record<string, { from: unknown; to: unknown }>,
        )) {
          if (JSON.stringify(now[field] ?? null) === JSON.stringify(change.to))
            set[field] = change.from ?? EMPTY[field] ?? null;
        }
        if (Object.keys(set).length) {
          await tx.update(table).set(set).where(eq(table.id, p.entityId!));
          restored++;
        }
      }
      if (page.length < 1000) break;
      after = page.at(-1)!.rowNumber;
    }
    await tx
      .update(crmImports)
      .set({ status: "undone", undoneAt: new Date(), undoneBy: actor.user.id })
      .where(eq(crmImports.id, id));
    const result = { removed: removed.length, restored, kept: createdCount - removed.length };
    await recordAudit(tx, actor, {
      action: "crm.import.undone",
      entityType: "crm_import",
      entityId: id,
      details: result,
    });
    return {
      ...result,
      message: M.undone.replace("{removed}", String(result.removed)).replace("{restored}", String(restored)),
    };
  });
}
