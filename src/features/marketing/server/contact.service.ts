import { and, eq, gt } from "drizzle-orm";
import { type LeadCapture, type LeadCaptureResult, recordLead } from "#src/features/crm/server/index.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Db } from "#src/platform/db/db.ts";
import { enqueueLimitedMail, type MailContext, STAFF_RECIPIENT_LIMITS } from "#src/platform/mail/index.ts";
import type { Segment } from "../content/madlib-options.ts";
import { contactMessageStaffEmail, madlibStaffEmail } from "../emails/lead-emails.ts";
import { isValidEmail, isValidPhone, type MadlibSubmission } from "../marketing.contract.ts";
import { contactMessages, madlibContactSubmissions } from "./marketing.tables.ts";

/** The CRM's capture function; tests pass a failing one to prove the transaction. */
export type CaptureLead = (db: Db, input: LeadCapture) => Promise<LeadCaptureResult>;
export type LeadCaptureOptions = { mail: MailContext; captureLead?: CaptureLead };

/** Staff notifications: within the staff mailbox's cap; over it the lead is stored all the same. */
export function staffMailLimits(mail: MailContext) {
  return { limits: STAFF_RECIPIENT_LIMITS, scale: mail.rateLimitScale, logger: mail.logger };
}

export type LeadScore = { score: number; reasons: string[] };

const SEGMENT_POINTS: Record<Segment, number> = { enterprise: 40, government: 35, startup: 25 };
const TIMEFRAME_POINTS: Record<string, number> = {
  "1-3 months": 30,
  "3-6 months": 20,
  "6-12 months": 10,
  "12+ months": 0,
};
/** Titles that usually sign the contract themselves. */
const DECISION_MAKERS = new Set([
  "Founder",
  "Co-Founder",
  "CEO",
  "CTO",
  "CIO",
  "IT Director",
  "Technology Director",
  "Agency Director",
  "Department Head",
  "Contracting Officer",
]);

/**
 * The home form's lead score, 0–100, each point with its reason so sales can see why:
 * segment (enterprise 40, government 35, startup 25) + urgency (1-3 months 30, 3-6 months 20,
 * 6-12 months 10, 12+ months 0) + a decision-maker title 15 + asking for a live conversation
 * (Phone or Video Call) 10. The highest possible total is 95.
 */
export function scoreMadlibSubmission(s: MadlibSubmission): LeadScore {
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    if (points <= 0) return;
    score += points;
    reasons.push(`${reason} (+${points})`);
  };
  const segment = s.segment as Segment;
  add(SEGMENT_POINTS[segment] ?? 0, `${segment[0]!.toUpperCase()}${segment.slice(1)} segment`);
  add(TIMEFRAME_POINTS[s.timeframe] ?? 0, `Wants to start within ${s.timeframe}`);
  add(DECISION_MAKERS.has(s.job_title) ? 15 : 0, `Decision maker (${s.job_title})`);
  add(
    s.contact_method === "Email" ? 0 : 10,
    `Asked for a ${s.contact_method === "Phone" ? "call" : "video call"}`,
  );
  return { score: Math.min(100, score), reasons };
}

/** The contact details as the CRM wants them: an email or a phone, whichever was given. */
export function contactOf(s: Pick<MadlibSubmission, "contact_method" | "contact_info">): {
  email: string | null;
  phone: string | null;
} {
  const info = s.contact_info;
  if (s.contact_method === "Email") return { email: info, phone: null };
  if (s.contact_method === "Phone") return { email: null, phone: info };
  // A video call needs some address; when it is an email or a phone number, the lead can use it.
  if (isValidEmail(info)) return { email: info, phone: null };
  if (isValidPhone(info)) return { email: null, phone: info };
  return { email: null, phone: null };
}

/**
 * Stores a home contact form submission and its lead in one transaction, with the staff
 * notification in the outbox: all three are committed together or not at all.
 */
export async function submitMadlibContact(
  db: Db,
  input: MadlibSubmission,
  opts: LeadCaptureOptions,
): Promise<{ id: string; leadId: string }> {
  const capture = opts.captureLead ?? recordLead;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(madlibContactSubmissions)
      .values({
        fullName: input.full_name,
        segment: input.segment,
        jobTitle: input.job_title,
        companyName: input.company_name,
        serviceType: input.service_type,
        goal: input.goal,
        timeframe: input.timeframe,
        contactMethod: input.contact_method,
        contactInfo: input.contact_info,
      })
      .returning({ id: madlibContactSubmissions.id });
    const id = row!.id;
    const { score, reasons } = scoreMadlibSubmission(input);
    const contact = contactOf(input);
    const lead = await capture(tx, {
      source: "madlib-form",
      segment: input.segment,
      name: input.full_name,
      company: input.company_name,
      ...contact,
      score,
      scoreReasons: reasons,
      sourceTable: "madlib_contact_submissions",
      sourceId: id,
      details: {
        jobTitle: input.job_title,
        serviceType: input.service_type,
        goal: input.goal,
        timeframe: input.timeframe,
        contactMethod: input.contact_method,
        contactInfo: input.contact_info,
      },
    });
    await tx
      .update(madlibContactSubmissions)
      .set({ leadId: lead.leadId })
      .where(eq(madlibContactSubmissions.id, id));
    await enqueueLimitedMail(
      tx,
      await madlibStaffEmail(
        opts.mail,
        input,
        { ...lead, score, scoreReasons: reasons },
        contact.email ?? undefined,
      ),
      staffMailLimits(opts.mail),
    );
    return { id, leadId: lead.leadId };
  });
}

/**
 * The /contact page score: 20 for writing to us, 10 more for a detailed message (200 characters
 * or more), which usually describes a real project.
 */
export function scoreContactMessage(m: { message: string }): LeadScore {
  const reasons = ["Wrote to us from the contact page (+20)"];
  let score = 20;
  if (m.message.length >= 200) {
    score += 10;
    reasons.push("Detailed message (+10)");
  }
  return { score, reasons };
}

/** Stores a /contact page message, its lead and the staff notification in one transaction. */
export async function sendContactMessage(
  db: Db,
  input: { name: string; email: string; message: string },
  opts: LeadCaptureOptions,
): Promise<{ id: string; leadId: string }> {
  const capture = opts.captureLead ?? recordLead;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, message: input.message })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    const { score, reasons } = scoreContactMessage(input);
    const lead = await capture(tx, {
      source: "contact-page",
      name: input.name,
      email: input.email,
      score,
      scoreReasons: reasons,
      sourceTable: "contact_messages",
      sourceId: id,
      details: { message: input.message.slice(0, 500) },
    });
    await tx.update(contactMessages).set({ leadId: lead.leadId }).where(eq(contactMessages.id, id));
    await enqueueLimitedMail(
      tx,
      await contactMessageStaffEmail(opts.mail, input, { ...lead, score, scoreReasons: reasons }),
      staffMailLimits(opts.mail),
    );
    return { id, leadId: lead.leadId };
  });
}

/** How long /thank-you?submission=… greets the visitor with what they sent. */
export const THANK_YOU_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What /thank-you shows after the home form: read from the stored submission by its unguessable
 * id, never from free text in the address (a crafted link could otherwise put any words on our
 * page). Older than THANK_YOU_WINDOW_MS, unknown or malformed ids give null: the generic page.
 */
export async function getThankYouDetails(
  db: Db,
  submissionId: string,
  now: Date = new Date(),
): Promise<MadlibSubmission | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await db
    .select()
    .from(madlibContactSubmissions)
    .where(
      and(
        eq(madlibContactSubmissions.id, submissionId),
        gt(madlibContactSubmissions.createdAt, new Date(now.getTime() - THANK_YOU_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    full_name: row.fullName,
    segment: row.segment as Segment,
    job_title: row.jobTitle,
    company_name: row.companyName,
    service_type: row.serviceType,
    goal: row.goal,
    timeframe: row.timeframe,
    contact_method: row.contactMethod as MadlibSubmission["contact_method"],
    contact_info: row.contactInfo,
  };
}
