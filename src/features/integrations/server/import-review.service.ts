import { and, asc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  type ChoicesResultDto,
  DUPLICATE_CHOICE_LABELS,
  type DuplicateChoice,
  type ImportRemainingChoiceInput,
  type ImportReviewQuery,
  type ImportRowChoicesInput,
  IMPORT_MESSAGES as M,
  type MatchReason,
  REVIEW_PAGE_SIZE,
  type ReviewPageDto,
  type ReviewSummaryDto,
} from "../import.contract.ts";
import { crmImportRows, crmImports } from "./import.tables.ts";
import { assertImporter, assertReviewable, ownImport } from "./import-access.ts";

/**
 * The review between the check and the run: pages of the findings the check stored (every
 * duplicate of the whole file, or the rows that cannot be imported), their counts, and the staff's
 * choice per duplicate, set one by one or for every duplicate still without one. Everything is
 * read and written in the database by the import's id, so a 100,000-row file is never in memory.
 */

const R = crmImportRows;

/** How many rows the check found new, duplicate or invalid, by match reason and by own choice. */
export async function reviewSummary(db: Db, importId: string, totalRows: number): Promise<ReviewSummaryDto> {
  const groups = await db
    .select({ finding: R.finding, by: R.matchBy, choice: R.choice, n: sql<number>`count(*)::int` })
    .from(R)
    .where(and(eq(R.importId, importId), isNotNull(R.finding)))
    .groupBy(R.finding, R.matchBy, R.choice);
  const summary: ReviewSummaryDto = {
    rows: totalRows,
    new: 0,
    duplicate: 0,
    invalid: 0,
    byReason: { email: 0, phone: 0, domain: 0, name: 0, file: 0 },
    remainingByReason: { email: 0, phone: 0, domain: 0, name: 0, file: 0 },
    choices: { skip: 0, update: 0, create: 0, none: 0 },
  };
  for (const g of groups) {
    const n = Number(g.n);
    if (g.finding === "invalid") summary.invalid += n;
    if (g.finding !== "duplicate") continue;
    summary.duplicate += n;
    summary.byReason[g.by as MatchReason] += n;
    if (!g.choice) summary.remainingByReason[g.by as MatchReason] += n;
    summary.choices[(g.choice as DuplicateChoice | null) ?? "none"] += n;
  }
  summary.new = Math.max(0, totalRows - summary.duplicate - summary.invalid);
  return summary;
}

/** One page of the import's findings in file order, with the counts of the whole file. */
export async function reviewRows(
  db: Db,
  actor: Actor,
  id: string,
  query: ImportReviewQuery,
): Promise<ReviewPageDto> {
  assertImporter(actor);
  const imp = await ownImport(db, actor, id);
  // Reading stays open after the run (the findings and their choices are kept with the outcomes).
  if (imp.status === "uploaded" || imp.status === "checking") assertReviewable(imp.status);
  const reason = query.finding === "duplicate" ? (query.reason ?? null) : null;
  const where = and(
    eq(R.importId, id),
    eq(R.finding, query.finding),
    reason ? eq(R.matchBy, reason) : undefined,
  );
  const summary = await reviewSummary(db, id, imp.totalRows ?? 0);
  const total =
    query.finding === "invalid" ? summary.invalid : reason ? summary.byReason[reason] : summary.duplicate;
  const pages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  if (query.page > pages) {
    const message = M.pageOutOfRange
      .replace("{page}", String(query.page))
      .replace("{pages}", pages === 1 ? "1 page" : `${pages} pages`);
    throw badRequest(message, { page: message });
  }
  // The page's first row number is found by skipping over row numbers alone (the partial index
  // holds them), then the page is read from there: an offset over whole rows would read and
  // unpack every skipped row, 99,950 of them for the last page of 100,000 duplicates.
  const [start] =
    query.page > 1
      ? await db
          .select({ row: R.rowNumber })
          .from(R)
          .where(where)
          .orderBy(asc(R.rowNumber))
          .limit(1)
          .offset((query.page - 1) * REVIEW_PAGE_SIZE)
      : [];
  const rows = await db
    .select()
    .from(R)
    .where(and(where, start ? gte(R.rowNumber, start.row) : undefined))
    .orderBy(asc(R.rowNumber))
    .limit(REVIEW_PAGE_SIZE);
  return {
    rows: rows.map((r) => ({
      row: r.rowNumber,
      values: r.values ?? {},
      problems: r.finding === "invalid" ? r.reasons : [],
      match: r.match && r.matchBy ? { ...r.match, by: r.matchBy as MatchReason } : null,
      choice: (r.choice as DuplicateChoice | null) ?? null,
    })),
    finding: query.finding,
    reason,
    page: query.page,
    pageSize: REVIEW_PAGE_SIZE,
    pages,
    total,
    summary,
  };
}

/**
 * Locks the import for a change of choices: between the check and the run only, and the run
 * cannot start while the change is written (it takes the same row), so no choice is lost.
 */
async function lockForChoices(tx: Db, id: string): Promise<number> {
  const [locked] = await tx
    .select({ status: crmImports.status, totalRows: crmImports.totalRows })
    .from(crmImports)
    .where(eq(crmImports.id, id))
    .for("update");
  assertReviewable(locked?.status ?? "");
  return locked!.totalRows ?? 0;
}

const rowList = (rows: number[]) =>
  `${rows.length === 1 ? "row" : "rows"} ${rows.slice(0, 10).join(", ")}${rows.length > 10 ? "…" : ""}`;

/**
 * Sets single duplicates' choices (null: back to the import's choice). Every row named must be a
 * duplicate the check found in this import; otherwise nothing is changed and the answer names them.
 */
export async function setRowChoices(
  db: Db,
  actor: Actor,
  id: string,
  input: ImportRowChoicesInput,
): Promise<ChoicesResultDto> {
  assertImporter(actor);
  await ownImport(db, actor, id);
  return db.transaction(async (tx) => {
    const totalRows = await lockForChoices(tx, id);
    const wanted = input.choices.map((c) => c.row);
    const found = await tx
      .select({ row: R.rowNumber })
      .from(R)
      .where(and(eq(R.importId, id), eq(R.finding, "duplicate"), inArray(R.rowNumber, wanted)));
    const known = new Set(found.map((f) => f.row));
    const unknown = wanted.filter((r) => !known.has(r)).sort((a, b) => a - b);
    if (unknown.length) {
      const message = M.unknownRows.replace("{rows}", rowList(unknown));
      throw badRequest(message, { choices: message });
    }
    const byChoice = new Map<DuplicateChoice | null, number[]>();
    for (const c of input.choices) byChoice.set(c.choice, [...(byChoice.get(c.choice) ?? []), c.row]);
    for (const [choice, rows] of byChoice)
      await tx
        .update(R)
        .set({ choice })
        .where(and(eq(R.importId, id), inArray(R.rowNumber, rows)));
    return {
      changed: input.choices.length,
      summary: await reviewSummary(tx, id, totalRows),
      message: M.choicesSaved,
    };
  });
}

/** Gives every duplicate still without its own choice (of one match reason, if named) this choice. */
export async function applyRemainingChoice(
  db: Db,
  actor: Actor,
  id: string,
  input: ImportRemainingChoiceInput,
): Promise<ChoicesResultDto> {
  assertImporter(actor);
  await ownImport(db, actor, id);
  return db.transaction(async (tx) => {
    const totalRows = await lockForChoices(tx, id);
    const conditions: SQL[] = [eq(R.importId, id), eq(R.finding, "duplicate"), isNull(R.choice)];
    if (input.reason) conditions.push(eq(R.matchBy, input.reason));
    // Counted first (the import is locked, so the count is the update's): a returning list of
    // 100,000 row numbers is not needed to say how many.
    const [{ n: changed } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(R)
      .where(and(...conditions));
    if (changed)
      await tx
        .update(R)
        .set({ choice: input.choice })
        .where(and(...conditions));
    return {
      changed,
      summary: await reviewSummary(tx, id, totalRows),
      message: changed
        ? M.remainingApplied
            .replace("{choice}", DUPLICATE_CHOICE_LABELS[input.choice])
            .replace(
              "{count}",
              `${changed.toLocaleString("en-US")} ${changed === 1 ? "duplicate" : "duplicates"}`,
            )
        : M.noneRemaining,
    };
  });
}
