import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { companies, contacts } from "#src/features/crm/server/index.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { heapCheckpoint } from "#src/platform/runtime/settle-memory.ts";
import type { DuplicateChoice, ImportKind } from "../import.contract.ts";
import { crmImportRows, crmImports } from "./import.tables.ts";
import { type CsvEncoding, readCsvRecords } from "./import-csv.ts";
import { companiesByName, type Match, matchExisting } from "./import-match.ts";
import { type Candidate, toCandidate } from "./import-rows.ts";

/** Rows per transaction: big enough for few round trips, small enough for short locks. */
export const IMPORT_BATCH_ROWS = 1000;
/** A running import whose last batch is older than this was stopped (crash, restart): it resumes. */
const STALE_AFTER = "2 minutes";

type Outcome = "created" | "updated" | "skipped" | "failed";
type RowResult = {
  importId: string;
  rowNumber: number;
  outcome: Outcome;
  entityId: string | null;
  reasons: string[];
  filled: Record<string, { from: unknown; to: unknown }> | null;
};

const BY_LABEL: Record<Match["by"], string> = {
  email: "email",
  phone: "phone",
  domain: "website domain",
  name: "name",
};
const matchedReason = (m: Match) => `Matches ${m.label} (${m.reason ?? `by ${BY_LABEL[m.by]}`})`;

/** The key a row is a duplicate of an earlier row of the same file by. */
function fileKey(c: Candidate): string | null {
  if (!c.input) return null;
  if (c.kind === "contacts") return c.input.email ? `e:${c.input.email}` : null;
  return c.domain ? `d:${c.domain}` : c.input.name ? `n:${c.input.name.toLowerCase()}` : null;
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** The empty fields of an existing record the row has values for, as { field: { from, to } }. */
function fillsFor(c: Candidate, existing: Record<string, unknown>, companyId: string | null) {
  const filled: Record<string, { from: unknown; to: unknown }> = {};
  const put = (field: string, to: unknown) => {
    if (!isEmpty(to) && isEmpty(existing[field])) filled[field] = { from: existing[field] ?? null, to };
  };
  if (c.kind === "contacts") {
    const i = c.input!;
    put("email", i.email);
    put("phone", i.phone);
    put("jobTitle", i.jobTitle);
    put("department", i.department);
    put("notes", i.notes);
    put("tags", i.tags);
    put("companyId", companyId);
  } else {
    const i = c.input!;
    put("industry", i.industry);
    put("employeeCount", i.employeeCount);
    put("location", i.location);
    put("address", i.address);
    put("description", i.description);
    const info = existing.contactInfo as { phones: string[]; emails: string[] };
    const phones = info.phones.length ? info.phones : (i.phones ?? []);
    const emails = info.emails.length ? info.emails : (i.emails ?? []);
    if (phones !== info.phones || emails !== info.emails) {
      if (phones.length !== info.phones.length || emails.length !== info.emails.length)
        filled.contactInfo = { from: info, to: { phones, emails } };
    }
  }
  return filled;
}

export type BatchContext = {
  importId: string;
  kind: ImportKind;
  policy: DuplicateChoice;
  overrides: Record<string, string>;
  createdBy: string | null;
};

/** Writes one batch: its new records, its filled fields and every row's outcome, in one transaction. */
export async function commitBatch(db: Db, ctx: BatchContext, batch: Candidate[], processedRows: number) {
  await db.transaction(async (tx) => {
    const matches = await matchExisting(tx, batch);
    const companyIds =
      ctx.kind === "contacts"
        ? await companiesByName(
            tx,
            batch.flatMap((c) => (c.kind === "contacts" && c.companyName ? [c.companyName] : [])),
          )
        : new Map<string, string>();
    const existing = await loadExisting(tx, ctx.kind, [...new Set([...matches.values()].map((m) => m.id))]);
    const results: RowResult[] = [];
    const newContacts: (typeof contacts.$inferInsert)[] = [];
    const newCompanies: (typeof companies.$inferInsert)[] = [];
    const updates: { id: string; set: Record<string, unknown> }[] = [];
    const seenInBatch = new Map<string, number>();
    for (const c of batch) {
      const result: RowResult = {
        importId: ctx.importId,
        rowNumber: c.row,
        outcome: "failed",
        entityId: null,
        reasons: [],
        filled: null,
      };
      results.push(result);
      if (!c.input) {
        result.reasons = c.problems;
        continue;
      }
      const match = matches.get(c.row);
      const choice = (ctx.overrides[String(c.row)] as DuplicateChoice | undefined) ?? ctx.policy;
      let companyId: string | null = null;
      if (c.kind === "contacts" && c.companyName) {
        companyId = companyIds.get(c.companyName.toLowerCase()) ?? null;
        if (!companyId) result.reasons.push(`Company "${c.companyName}" not found: kept without a company`);
      }
      if (match && choice === "skip") {
        Object.assign(result, { outcome: "skipped", entityId: match.id, reasons: [matchedReason(match)] });
        continue;
      }
      if (match && choice === "update") {
        const filled = fillsFor(c, existing.get(match.id) ?? {}, companyId);
        const fields = Object.keys(filled);
        if (fields.length === 0) {
          Object.assign(result, {
            outcome: "skipped",
            entityId: match.id,
            reasons: [`${matchedReason(match)}: no empty field to fill`],
          });
          continue;
        }
        // Two rows filling the same record: the later one sees what the earlier one wrote.
        const current = existing.get(match.id);
        if (current) for (const [f, v] of Object.entries(filled)) current[f] = v.to;
        Object.assign(result, {
          outcome: "updated",
          entityId: match.id,
          filled,
          reasons: [`${matchedReason(match)}: filled ${fields.join(", ")}`],
        });
        updates.push({ id: match.id, set: Object.fromEntries(fields.map((f) => [f, filled[f]!.to])) });
        continue;
      }
      if (match && c.kind === "companies" && match.by === "domain") {
        result.reasons = [
          `${matchedReason(match)}: the CRM keeps one company per website, so none was created`,
        ];
        continue;
      }
      const key = fileKey(c);
      const earlier = key ? seenInBatch.get(key) : undefined;
      if (earlier !== undefined && (choice !== "create" || c.kind === "companies")) {
        Object.assign(result, { outcome: "skipped", reasons: [`Same as row ${earlier} of this file`] });
        continue;
      }
      if (key) seenInBatch.set(key, c.row);
      const id = randomUUID();
      Object.assign(result, { outcome: "created", entityId: id });
      if (match) result.reasons.unshift(`${matchedReason(match)}: created anyway`);
      if (c.kind === "contacts") {
        const i = c.input;
        newContacts.push({
          id,
          firstName: i.firstName,
          lastName: i.lastName,
          email: i.email ?? null,
          phone: i.phone ?? null,
          jobTitle: i.jobTitle ?? null,
          department: i.department ?? null,
          companyId,
          tags: i.tags ?? [],
          notes: i.notes ?? null,
          ...(i.lifecycleStage ? { lifecycleStage: i.lifecycleStage } : {}),
        });
      } else {
        const i = c.input;
        newCompanies.push({
          id,
          name: i.name ?? c.domain ?? "Company",
          websiteUrl: i.websiteUrl ?? null,
          domain: c.domain,
          industry: i.industry ?? null,
          description: i.description ?? null,
          employeeCount: i.employeeCount ?? null,
          location: i.location ?? null,
          address: i.address ?? null,
          contactInfo: { phones: i.phones ?? [], emails: i.emails ?? [] },
          createdBy: ctx.createdBy,
        });
      }
    }
    if (newContacts.length) await tx.insert(contacts).values(newContacts);
    if (newCompanies.length) await tx.insert(companies).values(newCompanies);
    const table = ctx.kind === "contacts" ? contacts : companies;
    for (const u of updates) await tx.update(table).set(u.set).where(eq(table.id, u.id));
    if (results.length) await tx.insert(crmImportRows).values(results);
    const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
    await tx
      .update(crmImports)
      .set({
        processedRows,
        created: sql`${crmImports.created} + ${count("created")}`,
        updated: sql`${crmImports.updated} + ${count("updated")}`,
        skipped: sql`${crmImports.skipped} + ${count("skipped")}`,
        failed: sql`${crmImports.failed} + ${count("failed")}`,
        heartbeatAt: new Date(),
      })
      .where(eq(crmImports.id, ctx.importId));
  });
}

async function loadExisting(db: Db, kind: ImportKind, ids: string[]) {
  const out = new Map<string, Record<string, unknown>>();
  if (!ids.length) return out;
  const table = kind === "contacts" ? contacts : companies;
  const rows = await db.select().from(table).where(inArray(table.id, ids));
  for (const r of rows) out.set(r.id, r as Record<string, unknown>);
  return out;
}

/** Takes the next queued import (or one left running by a stopped process), or null. */
async function claimNext(db: Db): Promise<string | null> {
  const rows = await db.execute<{ id: string }>(sql`
    update ${crmImports} set status = 'running', heartbeat_at = now(), started_at = coalesce(started_at, now())
    where id = (
      select id from ${crmImports}
      where status = 'queued' or (status = 'running' and heartbeat_at < now() - ${STALE_AFTER}::interval)
      order by created_at limit 1 for update skip locked
    )
    returning id`);
  const list = (rows as unknown as { rows?: { id: string }[] }).rows ?? (rows as unknown as { id: string }[]);
  return list[0]?.id ?? null;
}

/** Runs every waiting import, one after the other (the `crm.import` job). */
export async function runPendingImports(db: Db): Promise<number> {
  let ran = 0;
  for (let id = await claimNext(db); id; id = await claimNext(db)) {
    await runImport(db, id);
    ran++;
  }
  return ran;
}

/** Reads the import's file from disk in batches, resuming after the last committed batch. */
async function runImport(db: Db, importId: string) {
  const [imp] = await db.select().from(crmImports).where(eq(crmImports.id, importId));
  if (imp?.status !== "running") return;
  const ctx: BatchContext = {
    importId,
    kind: imp.kind as ImportKind,
    policy: (imp.duplicatePolicy ?? "skip") as DuplicateChoice,
    overrides: imp.overrides,
    createdBy: imp.createdBy,
  };
  let rowNumber = 0;
  try {
    if (!imp.filePath || !fs.existsSync(imp.filePath))
      throw new Error("The uploaded file is no longer there.");
    const records = readCsvRecords(imp.filePath, imp.encoding as CsvEncoding, imp.delimiter);
    let header = true;
    let batch: Candidate[] = [];
    const checkpoint = heapCheckpoint();
    for await (const record of records) {
      if (header) {
        header = false;
        continue;
      }
      rowNumber++;
      if (rowNumber <= imp.processedRows) continue;
      batch.push(toCandidate(ctx.kind, imp.mapping ?? {}, record, rowNumber));
      if (batch.length >= IMPORT_BATCH_ROWS) {
        await commitBatch(db, ctx, batch, rowNumber);
        batch = [];
        checkpoint();
      }
    }
    if (batch.length) await commitBatch(db, ctx, batch, rowNumber);
  } catch (err) {
    await finish(db, importId, "failed", rowNumber, (err as Error).message.slice(0, 500));
    return;
  }
  await finish(db, importId, "done", rowNumber, null);
  await fs.promises.rm(imp.filePath, { force: true });
}

async function finish(
  db: Db,
  importId: string,
  status: "done" | "failed",
  totalRows: number,
  error: string | null,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(crmImports)
      .set({
        status,
        totalRows,
        error,
        finishedAt: new Date(),
        ...(status === "done" ? { filePath: null } : {}),
      })
      .where(eq(crmImports.id, importId))
      .returning();
    const [by] = row?.createdBy
      ? await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, row.createdBy))
      : [];
    await recordAudit(tx, by ? { user: by } : null, {
      action: status === "done" ? "crm.import.completed" : "crm.import.failed",
      entityType: "crm_import",
      entityId: importId,
      details: {
        kind: row?.kind,
        created: row?.created,
        updated: row?.updated,
        skipped: row?.skipped,
        failed: row?.failed,
        ...(error ? { error } : {}),
      },
    });
  });
}
