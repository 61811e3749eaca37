import { eq } from "drizzle-orm";
import { recordLead } from "#src/features/crm/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { enqueueLimitedMail, VISITOR_RECIPIENT_LIMITS } from "#src/platform/mail/index.ts";
import { createPdf, PDF_FONT } from "#src/platform/pdf/pdf.ts";
import type { Segment } from "../content/madlib-options.ts";
import { type Resource, resourceForSegment } from "../content/resources.ts";
import { resourceLinkEmail } from "../emails/lead-emails.ts";
import { resourcePdfPath } from "../marketing.contract.ts";
import type { LeadCaptureOptions } from "./contact.service.ts";
import { resourceRequests } from "./marketing.tables.ts";

/** A guide request is a light signal of interest: 15 points. */
export const RESOURCE_REQUEST_SCORE = { score: 15, reasons: ["Requested a guide (+15)"] };

/**
 * Stores a /thank-you resource request, records the lead and queues the email with the download
 * link, in one transaction. The email counts against the recipient's mail limits; over them the
 * request and lead are stored and only the email is skipped.
 */
export async function requestResource(
  db: Db,
  input: { segment: Segment; email: string; name?: string | undefined },
  opts: LeadCaptureOptions,
): Promise<{ id: string; leadId: string; resource: Resource; downloadPath: string }> {
  const capture = opts.captureLead ?? recordLead;
  const resource = resourceForSegment(input.segment);
  const downloadPath = resourcePdfPath(resource.slug);
  const name = input.name?.trim() || undefined;
  // Rendered before the transaction (it names no lead): nothing CPU-bound holds the capture's
  // transaction or the routing lock (decision 049).
  const email = await resourceLinkEmail(opts.mail, input.email, resource, downloadPath);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(resourceRequests)
      .values({ segment: input.segment, resourceSlug: resource.slug, name: name ?? null, email: input.email })
      .returning({ id: resourceRequests.id });
    const id = row!.id;
    const lead = await capture(tx, {
      source: "resource-request",
      segment: input.segment,
      name,
      email: input.email,
      score: RESOURCE_REQUEST_SCORE.score,
      scoreReasons: RESOURCE_REQUEST_SCORE.reasons,
      sourceTable: "resource_requests",
      sourceId: id,
      details: { resourceSlug: resource.slug },
    });
    await tx.update(resourceRequests).set({ leadId: lead.leadId }).where(eq(resourceRequests.id, id));
    await enqueueLimitedMail(tx, email, {
      limits: VISITOR_RECIPIENT_LIMITS,
      scale: opts.mail.rateLimitScale,
      logger: opts.mail.logger,
    });
    return { id, leadId: lead.leadId, resource, downloadPath };
  });
}

/**
 * The guide as a tagged PDF (Letter, embedded Noto Sans): title, summary, key points, then each
 * section with its paragraphs and bullets, and a footer with the company and page number on every
 * page.
 */
export function renderResourcePdf(
  resource: Resource,
  opts: { companyName: string; compress?: boolean },
): Promise<Buffer> {
  const { doc, finish, as, list, artifact } = createPdf({
    size: "LETTER",
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    compress: opts.compress ?? true,
    info: {
      Title: resource.title,
      Author: opts.companyName,
      Subject: resource.summary,
      Keywords: `${resource.segment}, guide`,
    },
  });
  const accent = "#c2410c";
  const ink = "#0f172a";
  const muted = "#475569";
  const width = doc.page.width - 144;

  doc.fillColor(accent).font(PDF_FONT.bold).fontSize(10);
  doc.text(`${opts.companyName.toUpperCase()} · ${resource.segment.toUpperCase()} GUIDE`, {
    characterSpacing: 1,
    ...as("P"),
  });
  doc.moveDown(0.8);
  doc
    .fillColor(ink)
    .font(PDF_FONT.bold)
    .fontSize(26)
    .text(resource.title, { lineGap: 2, ...as("H1") });
  doc.moveDown(0.6);
  doc
    .fillColor(muted)
    .font(PDF_FONT.regular)
    .fontSize(12)
    .text(resource.summary, { lineGap: 3, ...as("P") });
  doc.moveDown(1);
  doc.fillColor(ink).font(PDF_FONT.bold).fontSize(12).text("What you will take away", as("H2"));
  doc.moveDown(0.3);
  doc.font(PDF_FONT.regular).fontSize(11);
  list([...resource.highlights], { bulletRadius: 2, lineGap: 3 });
  doc.moveDown(1);
  artifact(() =>
    doc
      .moveTo(72, doc.y)
      .lineTo(72 + width, doc.y)
      .lineWidth(1)
      .strokeColor(accent)
      .stroke(),
  );
  doc.moveDown(1);

  for (const section of resource.sections) {
    // Keep a heading with at least a few lines of its text.
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc
      .fillColor(ink)
      .font(PDF_FONT.bold)
      .fontSize(15)
      .text(section.heading, { lineGap: 2, ...as("H2") });
    doc.moveDown(0.4);
    doc.font(PDF_FONT.regular).fontSize(11).fillColor(ink);
    for (const p of section.paragraphs) {
      doc.text(p, { lineGap: 3, align: "left", ...as("P") });
      doc.moveDown(0.6);
    }
    if (section.bullets?.length) {
      list([...section.bullets], { bulletRadius: 2, lineGap: 3, textIndent: 12 });
      doc.moveDown(0.6);
    }
    doc.moveDown(0.6);
  }

  return finish({
    text: (page, count) => `${opts.companyName} · ${resource.title} · Page ${page} of ${count}`,
    x: 72,
    width,
    fromBottom: 48,
    fontSize: 9,
    color: muted,
  });
}
