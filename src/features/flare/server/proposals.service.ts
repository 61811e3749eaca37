import { and, desc, eq } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import { enqueueMail, type MailContext } from "#src/platform/mail/index.ts";
import type { FileService } from "#src/platform/storage/file.service.ts";
import { proposalEmail } from "../emails/proposal-email.ts";
import {
  DELIVERY_MESSAGES as DM,
  type ProposalDto,
  type ProposalFigures,
  type ProposalInput,
  type SegmentKey,
} from "../flare-delivery.contract.ts";
import { proposalFigures } from "../lib/delivery-plan.ts";
import { getDesign } from "./designs.service.ts";
import { flareProposals } from "./flare.tables.ts";
import { renderProposalPdf } from "./proposal-pdf.ts";
import { rateFor } from "./rates.service.ts";

export type ProposalDeps = { db: Db; files: FileService; companyName: string };
/** The storage "bucket" of proposal PDFs (private files). */
export const PROPOSAL_PURPOSE = "flare-proposals";
const PDF_MAX_BYTES = 50 * 1024 * 1024;

type ProposalRow = typeof flareProposals.$inferSelect;
const toDto = (r: ProposalRow): ProposalDto => ({
  id: r.id,
  designVersion: r.designVersion,
  segment: r.segment as SegmentKey,
  filename: r.filename,
  figures: r.figures as ProposalFigures,
  assumptions: r.assumptions,
  exclusions: r.exclusions,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  sentTo: r.sentTo,
  sentAt: r.sentAt?.toISOString() ?? null,
  downloadUrl: `/api/flare/proposals/${r.id}/file`,
});

const fileSafe = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[^\w -]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 60) || "design";

/**
 * Makes the proposal PDF of the design as last saved (its version goes with it), prices it with
 * the segment's rates, stores the PDF as a private file and the proposal row with its figures.
 */
export async function createProposal(
  deps: ProposalDeps,
  actor: Actor,
  designId: string,
  input: ProposalInput,
): Promise<ProposalDto> {
  assertRole(actor, "employee");
  const design = await getDesign(deps.db, { kind: "staff", actor }, designId);
  const rate = await rateFor(deps.db, input.segment);
  const figures = proposalFigures(design.nodes, design.edges, rate);
  const createdAt = new Date();
  const pdf = await renderProposalPdf({
    title: design.title,
    clientName: design.clientName,
    clientCompany: design.clientCompany,
    designVersion: design.version,
    nodes: design.nodes,
    edges: design.edges,
    figures,
    assumptions: input.assumptions,
    exclusions: input.exclusions,
    companyName: deps.companyName,
    createdAt,
  });
  const filename = `proposal-${fileSafe(design.title)}-v${design.version}.pdf`;
  const stored = await deps.files.saveUpload({
    ownerId: actor.user.id,
    purpose: PROPOSAL_PURPOSE,
    filename,
    bytes: pdf,
    allowed: { mimeTypes: ["application/pdf"] },
    maxBytes: PDF_MAX_BYTES,
    visibility: "private",
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(flareProposals)
        .values({
          designId,
          designVersion: design.version,
          segment: input.segment,
          fileId: stored.id,
          filename: stored.filename,
          figures,
          assumptions: input.assumptions,
          exclusions: input.exclusions,
          createdBy: actor.user.email,
          createdAt,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: "flare.proposal.create",
        entityType: "flare_design",
        entityId: designId,
        details: {
          proposalId: row!.id,
          version: design.version,
          segment: input.segment,
          totalPoints: figures.totalPoints,
        },
      });
      return toDto(row!);
    });
  } catch (err) {
    await deps.files.deleteFile(stored.id).catch(() => false);
    throw err;
  }
}

export async function listProposals(db: Db, actor: Actor, designId: string): Promise<ProposalDto[]> {
  assertRole(actor, "employee");
  await getDesign(db, { kind: "staff", actor }, designId);
  const rows = await db
    .select()
    .from(flareProposals)
    .where(eq(flareProposals.designId, designId))
    .orderBy(desc(flareProposals.createdAt))
    .limit(50);
  return rows.map(toDto);
}

async function proposalRow(db: Db, actor: Actor, proposalId: string): Promise<ProposalRow> {
  assertRole(actor, "employee");
  if (!isUuid(proposalId)) throw notFound(DM.proposalNotFound);
  const [row] = await db.select().from(flareProposals).where(eq(flareProposals.id, proposalId)).limit(1);
  if (!row) throw notFound(DM.proposalNotFound);
  return row;
}

/** The PDF's bytes for staff (sent through sendDownload by the handler). */
export async function readProposalFile(
  deps: { db: Db; files: FileService },
  actor: Actor,
  proposalId: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const row = await proposalRow(deps.db, actor, proposalId);
  const file = await deps.files.readFile(row.fileId);
  if (!file) throw notFound(DM.proposalNotFound);
  return { bytes: file.bytes, filename: row.filename };
}

/**
 * Queues the proposal for the client's address through the outbox, the stored PDF attached, and
 * notes on the proposal where and when it went; one transaction, audited.
 */
export async function sendProposal(
  deps: { db: Db; mail: MailContext; companyName: string },
  actor: Actor,
  proposalId: string,
  email: string,
): Promise<ProposalDto> {
  const row = await proposalRow(deps.db, actor, proposalId);
  const design = await getDesign(deps.db, { kind: "staff", actor }, row.designId);
  const message = await proposalEmail(deps.mail, {
    to: email,
    title: design.title,
    clientName: design.clientName,
    companyName: deps.companyName,
    figures: row.figures as ProposalFigures,
    attachment: { filename: row.filename, fileId: row.fileId },
    replyTo: actor.user.email,
  });
  return deps.db.transaction(async (tx) => {
    await enqueueMail(tx, message);
    const [updated] = await tx
      .update(flareProposals)
      .set({ sentTo: email, sentAt: new Date() })
      .where(and(eq(flareProposals.id, row.id)))
      .returning();
    await recordAudit(tx, actor, {
      action: "flare.proposal.send",
      entityType: "flare_design",
      entityId: row.designId,
      details: { proposalId: row.id, to: email },
    });
    return toDto(updated!);
  });
}
