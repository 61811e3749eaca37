import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { and, between, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { companies, contacts } from "#src/features/crm/server/index.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { type Db, rowsOf } from "#src/platform/db/db.ts";
import { heapCheckpoint } from "#src/platform/runtime/settle-memory.ts";
import type { DuplicateChoice, ImportKind } from "../import.contract.ts";
import { crmImportRows, crmImports } from "./import.tables.ts";
import { runCheck } from "./import-check.ts";
import { companiesByName, type Match, matchExisting } from "./import-match.ts";
import { type Candidate, fileCandidates, fileKey } from "./import-rows.ts";

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

/** A record the batch creates, by the row it came from: a later row of the batch may repeat it. */
type Pending = { row: number; id: string; record: Record<string, unknown> };

/**
 * A row repeating a record this batch creates (the same email, or website or name, as an earlier
 * row): skipped, that record's empty fields filled, or created anyway, by the row's choice. False
 * when the row is to be created after all.
 */
function sameAsEarlier(
  c: Candidate,
  earlier: Pending,
  choice: DuplicateChoice,
  key: string,
  companyId: string | null,
  result: RowResult,
): boolean {
  const same = `Same as row ${earlier.row} of this file`;
  if (choice === "create") {
    // One company per website (a unique index): a second one with the domain cannot be created.
    if (c.kind === "contacts" || !key.startsWith("d:")) {
      result.reasons.unshift(`${same}: created anyway`);
      return false;
    }
    result.reasons = [`${same}: the CRM keeps one company per website, so none was created`];
    return true;
  }
  if (choice === "update") {
    const filled = fillsFor(c, earlier.record, companyId);
    const fields = Object.keys(filled);
    if (fields.length) {
      for (const [f, v] of Object.entries(filled)) earlier.record[f] = v.to;
      Object.assign(result, {
        outcome: "updated",
        entityId: earlier.id,
        filled,
        reasons: [`${same}: filled ${fields.join(", ")}`],
      });
      return true;
    }
    Object.assign(result, {
      outcome: "skipped",
      entityId: earlier.id,
      reasons: [`${same}: no empty field to fill`],
    });
    return true;
  }
  Object.assign(result, { outcome: "skipped", entityId: earlier.id, reasons: [same] });
  return true;
}

export type BatchContext = {
  importId: string;
  kind: ImportKind;
  /** For duplicates without their own choice, and rows that match only now. */
  policy: DuplicateChoice;
  createdBy: string | null;
};

/** The review's own choices for the rows of a batch (row number → choice). */
async function ownChoices(db: Db, importId: string, batch: Candidate[]) {
  const rows = await db
    .select({ row: crmImportRows.rowNumber, choice: crmImportRows.choice })
    .from(crmImportRows)
    .where(
      and(
        eq(crmImportRows.importId, importId),
        between(crmImportRows.rowNumber, batch[0]!.row, batch.at(-1)!.row),
        isNotNull(crmImportRows.choice),
      ),
    );
  return new Map(rows.map((r) => [r.row, r.choice as DuplicateChoice]));
}

/**
 * Writes one batch: its new records, its filled fields and every row's outcome, in one
 * transaction. The rows are matched again here, not taken from the check: a record created or
 * removed since the check (by anyone, or by an earlier batch of this file) is what counts now. A
 * duplicate takes its own choice from the review, or the import's.
 */
export async function commitBatch(db: Db, ctx: BatchContext, batch: Candidate[], processedRows: number) {
  if (batch.length === 0) return;
  await db.transaction(async (tx) => {
    const matches = await matchExisting(tx, batch);
    const choices = await ownChoices(tx, ctx.importId, batch);
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
    // Records this batch creates, by file key: a later row of the batch repeating one meets it here
    // (a row of a later batch meets it in the database).
    const seenInBatch = new Map<string, Pending>();
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
      const choice = choices.get(c.row) ?? ctx.policy;
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
      if (earlier && sameAsEarlier(c, earlier, choice, key!, companyId, result)) continue;
      const id = randomUUID();
      Object.assign(result, { outcome: "created", entityId: id });
      if (match) result.reasons.unshift(`${matchedReason(match)}: created anyway`);
      let record: Record<string, unknown>;
      if (c.kind === "contacts") {
        const i = c.input;
        const contact: typeof contacts.$inferInsert = {
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
        };
        newContacts.push(contact);
        record = contact;
      } else {
        const i = c.input;
        const company: typeof companies.$inferInsert = {
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
        };
        newCompanies.push(company);
        record = company;
      }
      if (key && !earlier) seenInBatch.set(key, { row: c.row, id, record });
    }
    if (newContacts.length) await tx.insert(contacts).values(newContacts);
    if (newCompanies.length) await tx.insert(companies).values(newCompanies);
    const table = ctx.kind === "contacts" ? contacts : companies;
    for (const u of updates) await tx.update(table).set(u.set).where(eq(table.id, u.id));
    // The check's findings are rows already: they get their outcome, the others are added.
    if (results.length)
      await tx
        .insert(crmImportRows)
        .values(results)
        .onConflictDoUpdate({
          target: [crmImportRows.importId, crmImportRows.rowNumber],
          set: {
            outcome: sql`excluded.outcome`,
            entityId: sql`excluded.entity_id`,
            reasons: sql`excluded.reasons`,
            filled: sql`excluded.filled`,
          },
        });
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

/**
 * Takes the next import with work to do, or null: a queued run, or a check waiting to start (a
 * check has no heartbeat until it is claimed), or either left by a stopped process (stale heartbeat).
 */
async function claimNext(db: Db): Promise<{ id: string; status: string } | null> {
  const rows = await db.execute<{ id: string; status: string }>(sql`
    update ${crmImports}
    set status = case when status = 'checking' then 'checking' else 'running' end,
      heartbeat_at = now(),
      started_at = case when status = 'checking' then started_at else coalesce(started_at, now()) end
    where id = (
      select id from ${crmImports}
      where status = 'queued'
        or (status = 'checking' and heartbeat_at is null)
        or (status in ('running', 'checking') and heartbeat_at < now() - ${STALE_AFTER}::interval)
      order by created_at limit 1 for update skip locked
    )
    returning id, status`);
  return rowsOf<{ id: string; status: string }>(rows)[0] ?? null;
}

/** Runs every waiting check and import, one after the other (the `crm.import` job). */
export async function runPendingImports(db: Db): Promise<number> {
  let ran = 0;
  for (let next = await claimNext(db); next; next = await claimNext(db)) {
    if (next.status === "checking") await runCheck(db, next.id);
    else await runImport(db, next.id);
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
    createdBy: imp.createdBy,
  };
  let rowNumber = 0;
  try {
    let batch: Candidate[] = [];
    const checkpoint = heapCheckpoint();
    for await (const candidate of fileCandidates(imp, "The uploaded file is no longer there.")) {
      rowNumber = candidate.row;
      if (rowNumber <= imp.processedRows) continue;
      batch.push(candidate);
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
  if (imp.filePath) await fs.promises.rm(imp.filePath, { force: true });
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
