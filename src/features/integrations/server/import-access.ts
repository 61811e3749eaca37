import { eq } from "drizzle-orm";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { forbidden, HttpError, notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  type DuplicateChoice,
  guessMapping,
  type ImportDto,
  type ImportKind,
  type ImportStatus,
  IMPORT_MESSAGES as M,
} from "../import.contract.ts";
import { crmImports } from "./import.tables.ts";

/** Who may use an import and what callers see of it, shared by the import's services. */

export type ImportRow = typeof crmImports.$inferSelect;

/** CRM write rights: the employee role (admins hold it too); a token never reaches these endpoints. */
export const assertImporter = (actor: Actor | null) => assertRole(actor, "employee");

export function toDto(r: ImportRow, createdByEmail: string | null): ImportDto {
  return {
    id: r.id,
    kind: r.kind as ImportKind,
    filename: r.filename,
    bytes: r.bytes,
    encoding: r.encoding,
    status: r.status as ImportStatus,
    header: r.header,
    previewRows: r.previewRows,
    guessedMapping: guessMapping(r.kind as ImportKind, r.header),
    mapping: r.mapping,
    duplicatePolicy: r.duplicatePolicy as DuplicateChoice | null,
    totalRows: r.totalRows,
    processedRows: r.processedRows,
    counts: { created: r.created, updated: r.updated, skipped: r.skipped, failed: r.failed },
    error: r.error,
    createdBy: r.createdBy,
    createdByEmail,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    undoneAt: r.undoneAt?.toISOString() ?? null,
  };
}

/** The import, when the actor may see it: its starter, or an admin (403 for anyone else). */
export async function ownImport(db: Db, actor: Actor, id: string): Promise<ImportRow> {
  const [row] = await db.select().from(crmImports).where(eq(crmImports.id, id));
  if (!row) throw notFound(M.importNotFound);
  if (row.createdBy !== actor.user.id && !actor.roles.includes("admin")) throw forbidden(M.notYours);
  return row;
}

export async function dtoOf(db: Db, row: ImportRow): Promise<ImportDto> {
  const [by] = row.createdBy
    ? await db.select({ email: user.email }).from(user).where(eq(user.id, row.createdBy))
    : [];
  return toDto(row, by?.email ?? null);
}

export const conflict = (message: string) => new HttpError(409, message, { code: "conflict" });

/**
 * Refuses a review action (a choice, a page of findings, the run) when the import is not between
 * its check and its run: before a check, while it checks, or once it has been queued or has run.
 */
export function assertReviewable(status: string, afterRun: string = M.choicesClosed): void {
  if (status === "checked") return;
  if (status === "uploaded") throw conflict(M.checkFirst);
  if (status === "checking") throw conflict(M.stillChecking);
  throw conflict(afterRun);
}
