import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { type LeadCapture, type LeadCaptureResult, recordLead } from "#src/features/crm/server/index.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Db } from "#src/platform/db/db.ts";
import { emitEvent } from "#src/platform/events/events.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import { enqueueLimitedMail, type MailContext, STAFF_RECIPIENT_LIMITS } from "#src/platform/mail/index.ts";
import type { FileService } from "#src/platform/storage/file.service.ts";
import { storedFiles } from "#src/platform/storage/storage.tables.ts";
import { UploadRejectedError } from "#src/platform/storage/upload-check.ts";
import { applicationStaffEmail, pitchStaffEmail } from "../emails/ventures-emails.ts";
import {
  type DeckExtension,
  deckExtensionOf,
  industryLabel,
  isDeckExtension,
  VENTURES_MESSAGES as M,
  PITCH_DECK_MAX_BYTES,
  type PitchFields,
  type PitchSubmissionDto,
  pitchDeckPath,
  stageLabel,
  type VentureApplication,
} from "../ventures.contract.ts";
import { checkDeck, DECK_CONTENT_TYPES, DECK_MIME_TYPES } from "./deck-check.ts";
import { scoreApplication, scorePitch } from "./scoring.ts";
import { pitchSubmissions, ventureApplications } from "./ventures.tables.ts";

/** The CRM's capture function; tests pass a failing one to prove the transaction. */
export type CaptureLead = (db: Db, input: LeadCapture) => Promise<LeadCaptureResult>;

export const PITCH_DECK_PURPOSE = "pitch-deck";

/** Staff notifications: within the staff mailbox's cap; over it the lead is stored all the same. */
const staffLimits = (mail: MailContext) => ({
  limits: STAFF_RECIPIENT_LIMITS,
  scale: mail.rateLimitScale,
  logger: mail.logger,
});

/** Stores a /ventures/apply application, its lead and the staff notification in one transaction. */
export async function submitApplication(
  db: Db,
  input: VentureApplication,
  opts: { mail: MailContext; captureLead?: CaptureLead },
): Promise<{ id: string; leadId: string }> {
  const capture = opts.captureLead ?? recordLead;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ventureApplications)
      .values({
        name: input.name || null,
        email: input.email || null,
        company: input.company || null,
        projectDescription: input.projectDescription || null,
      })
      .returning({ id: ventureApplications.id });
    const id = row!.id;
    const score = scoreApplication(input);
    const lead = await capture(tx, {
      source: "ventures-application",
      segment: "startup",
      name: input.name,
      email: input.email,
      company: input.company,
      score: score.score,
      scoreReasons: score.reasons,
      sourceTable: "venture_applications",
      sourceId: id,
      details: { projectDescription: input.projectDescription.slice(0, 500) },
    });
    await tx.update(ventureApplications).set({ leadId: lead.leadId }).where(eq(ventureApplications.id, id));
    await enqueueLimitedMail(
      tx,
      await applicationStaffEmail(opts.mail, input, lead, score),
      staffLimits(opts.mail),
    );
    return { id, leadId: lead.leadId };
  });
}

export type PitchDeps = {
  db: Db;
  files: FileService;
  mail: MailContext;
  captureLead?: CaptureLead;
};

/**
 * Checks the deck (extension, size, signature, then the platform's content sniffing), stores it as
 * a private file, then the pitch, its lead and the staff notification in one transaction. A refused
 * deck stores nothing; a failed transaction removes the stored file again.
 */
export async function submitPitch(
  deps: PitchDeps,
  fields: PitchFields,
  deck: { filename: string; bytes: Uint8Array },
): Promise<{ id: string; leadId: string; fileId: string }> {
  const ext = checkDeck(deck.filename, deck.bytes);
  let stored: Awaited<ReturnType<FileService["saveUpload"]>>;
  try {
    stored = await deps.files.saveUpload({
      ownerId: null,
      purpose: PITCH_DECK_PURPOSE,
      filename: deck.filename,
      bytes: deck.bytes,
      allowed: { mimeTypes: DECK_MIME_TYPES[ext] },
      maxBytes: PITCH_DECK_MAX_BYTES,
      visibility: "private",
    });
  } catch (err) {
    if (!(err instanceof UploadRejectedError)) throw err;
    if (err.code === "too_large") throw new HttpError(413, M.deckTooLarge, { code: "too_large" });
    if (err.code === "empty") throw new HttpError(400, M.deckEmpty, { code: "empty" });
    if (err.code === "quota_exceeded") throw err;
    throw new HttpError(415, M.deckContent(ext), { code: "type_not_allowed" });
  }
  const capture = deps.captureLead ?? recordLead;
  const id = randomUUID();
  const deckUrl = pitchDeckPath(id);
  try {
    const leadId = await deps.db.transaction(async (tx) => {
      await tx.insert(pitchSubmissions).values({
        id,
        companyName: fields.companyName,
        founderName: fields.founderName,
        email: fields.email,
        website: fields.website || null,
        stage: fields.stage,
        industry: fields.industry,
        problem: fields.problem,
        solution: fields.solution,
        traction: fields.traction || null,
        pitchDeckFileId: stored.id,
        pitchDeckUrl: deckUrl,
        status: "pending",
      });
      const score = scorePitch(fields);
      const lead = await capture(tx, {
        source: "ventures-pitch",
        segment: "startup",
        name: fields.founderName,
        email: fields.email,
        company: fields.companyName,
        score: score.score,
        scoreReasons: score.reasons,
        sourceTable: "pitch_submissions",
        sourceId: id,
        details: {
          stage: fields.stage,
          industry: fields.industry,
          website: fields.website || null,
          pitchDeckUrl: deckUrl,
        },
      });
      await tx.update(pitchSubmissions).set({ leadId: lead.leadId }).where(eq(pitchSubmissions.id, id));
      await emitEvent(tx, "pitch.submitted", {
        pitchId: id,
        leadId: lead.leadId,
        companyName: fields.companyName,
        stage: fields.stage,
        industry: fields.industry,
      });
      await enqueueLimitedMail(
        tx,
        await pitchStaffEmail(deps.mail, fields, deckUrl, lead, score),
        staffLimits(deps.mail),
      );
      return lead.leadId;
    });
    return { id, leadId, fileId: stored.id };
  } catch (err) {
    await deps.files.deleteFile(stored.id).catch(() => {});
    throw err;
  }
}

/** Pitch submissions for staff (the employee role), newest first (at most `limit`). */
export async function listPitches(db: Db, actor: Actor, limit = 200): Promise<PitchSubmissionDto[]> {
  assertRole(actor, "employee");
  const rows = await db
    .select({ pitch: pitchSubmissions, file: storedFiles })
    .from(pitchSubmissions)
    .leftJoin(storedFiles, eq(storedFiles.id, pitchSubmissions.pitchDeckFileId))
    .orderBy(desc(pitchSubmissions.createdAt))
    .limit(limit);
  return rows.map(({ pitch: p, file }) => ({
    id: p.id,
    companyName: p.companyName,
    founderName: p.founderName,
    email: p.email,
    website: p.website,
    stage: p.stage,
    stageLabel: stageLabel(p.stage),
    industry: p.industry,
    industryLabel: industryLabel(p.industry),
    location: p.location,
    teamSize: p.teamSize,
    fundingNeeds: p.fundingNeeds,
    problem: p.problem,
    solution: p.solution,
    traction: p.traction,
    status: p.status,
    pitchDeckUrl: p.pitchDeckUrl,
    deck: file
      ? {
          filename: file.filename,
          size: file.size,
          contentType: contentTypeFor(file.filename, file.contentType),
        }
      : null,
    leadId: p.leadId,
    createdAt: p.createdAt.toISOString(),
  }));
}

function contentTypeFor(filename: string, fallback: string): string {
  const ext = deckExtensionOf(filename);
  return isDeckExtension(ext) ? DECK_CONTENT_TYPES[ext as DeckExtension] : fallback;
}

/**
 * A pitch's deck for staff (the employee role), or null when the pitch (or its bytes) is unknown.
 * Decks are private files: founders upload them, only staff read them.
 */
export async function readPitchDeck(
  db: Db,
  files: FileService,
  actor: Actor,
  pitchId: string,
): Promise<{ filename: string; contentType: string; bytes: Uint8Array } | null> {
  assertRole(actor, "employee");
  if (!isUuid(pitchId)) return null;
  const [pitch] = await db
    .select({ fileId: pitchSubmissions.pitchDeckFileId })
    .from(pitchSubmissions)
    .where(eq(pitchSubmissions.id, pitchId))
    .limit(1);
  if (!pitch) return null;
  const found = await files.readFile(pitch.fileId);
  if (!found) return null;
  return {
    filename: found.row.filename,
    contentType: contentTypeFor(found.row.filename, found.row.contentType),
    bytes: found.bytes,
  };
}
