import { randomUUID } from "node:crypto";
import { and, eq, gt, type SQLWrapper } from "drizzle-orm";
import { type LeadCapture, type LeadCaptureResult, recordLead } from "#src/features/crm/server/index.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Db } from "#src/platform/db/db.ts";
import { afterCommit } from "#src/platform/http/capture-context.ts";
import type { RateLimitHit } from "#src/platform/http/rate-limit.ts";
import {
  enqueueMailWith,
  formatMailbox,
  type MailContext,
  type MailInput,
  mailLimitHits,
  replaceQueuedMail,
  STAFF_RECIPIENT_LIMITS,
  withinMailLimits,
} from "#src/platform/mail/index.ts";
import type { Segment } from "../content/madlib-options.ts";
import { contactMessageStaffEmail, madlibStaffEmail } from "../emails/lead-emails.ts";
import { isValidEmail, isValidPhone, type MadlibSubmission } from "../marketing.contract.ts";
import { contactMessages, madlibContactSubmissions } from "./marketing.tables.ts";

/**
 * Runs `step` as the capture's beforeRouting hook, and after the capture when a stand-in capture
 * function (a test's) never called it: either way exactly once, in the transaction.
 */
async function captureWith(
  capture: CaptureLead,
  tx: Db,
  input: LeadCapture,
  step: (tx: Db, lead: LeadCaptureResult) => Promise<void>,
): Promise<LeadCaptureResult> {
  let ran = false;
  const lead = await capture(tx, {
    ...input,
    beforeRouting: async (db, l) => {
      ran = true;
      await step(db, l);
    },
  });
  if (!ran) await step(tx, lead);
  return lead;
}

/** The CRM's capture function; tests pass a failing one to prove the transaction. */
export type CaptureLead = (db: Db, input: LeadCapture) => Promise<LeadCaptureResult>;
export type LeadCaptureOptions = {
  mail: MailContext;
  captureLead?: CaptureLead;
  /**
   * The staff mailbox's cap, already hit by the caller with the sender's own limit in one
   * statement (`staffNoticeHits`): whether the notification is within it. Unset: hit here.
   */
  staffNotice?: boolean;
};

/** Staff notifications: within the staff mailbox's cap; over it the lead is stored all the same. */
export function staffMailLimits(mail: MailContext) {
  return { limits: STAFF_RECIPIENT_LIMITS, scale: mail.rateLimitScale, logger: mail.logger };
}

/**
 * Counts a staff notification against the staff mailbox's cap, before the capture's transaction:
 * every capture updates that one counter row, and inside the transaction its lock was held until
 * commit, which serialised all concurrent captures (decision 049). A capture that then fails has
 * used one notification of the hour's 300; the lead is stored whatever the answer.
 */
async function staffNoticeAllowed(db: Db, opts: LeadCaptureOptions, kind: string): Promise<boolean> {
  const { mail, staffNotice } = opts;
  if (staffNotice === undefined)
    return withinMailLimits(db, { to: mail.staffEmail, kind }, staffMailLimits(mail));
  if (!staffNotice) mail.logger?.warn({ kind }, "mail skipped: recipient limit reached");
  return staffNotice;
}

/** The staff mailbox's counters, for an API to hit with the sender's limit (`limitByIp`). */
export function staffNoticeHits(mail: MailContext): RateLimitHit[] {
  return mailLimitHits({ to: mail.staffEmail }, staffMailLimits(mail));
}

/**
 * Queues a staff notification (already counted: `allowed`) in the capture's transaction without
 * rendering it there: in a request a plain-text draft is stored and the rendered email replaces it
 * once the transaction has committed (rendering takes several ms of CPU, which on PGlite holds the
 * one connection). Outside a request (a job, a test) it is rendered at once. Called from the
 * capture's beforeRouting hook, so it is not inside the routing rule's locked section.
 */
async function queueStaffNotice(
  tx: Db,
  mail: MailContext,
  allowed: boolean,
  draft: Omit<MailInput, "from">,
  rendered: () => Promise<MailInput>,
  /** A write of the caller's to make in the same statement (the submission's insert). */
  together: SQLWrapper,
): Promise<void> {
  if (!allowed) {
    await tx.execute(together.getSQL());
    return;
  }
  let draftId: string | null = null;
  const deferred = afterCommit(async (db) => {
    if (draftId) await replaceQueuedMail(db, draftId, await rendered());
  });
  if (deferred) draftId = await enqueueMailWith(tx, { ...draft, from: formatMailbox(mail.sender) }, together);
  else await enqueueMailWith(tx, await rendered(), together);
}

function leadLines(lead: LeadCaptureResult & { score: number; scoreReasons: string[] }): string[] {
  return [
    `Lead: ${lead.created ? "new" : "existing (this capture was attached to it)"} · ${lead.leadId}`,
    `Score: ${lead.score}/100`,
    ...lead.scoreReasons.map((r) => `- ${r}`),
  ];
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
  const { score, reasons } = scoreMadlibSubmission(input);
  const contact = contactOf(input);
  const allowed = await staffNoticeAllowed(db, opts, "lead-madlib-submission");
  // The submission's id is made here, so the lead's capture can name it and the submission is
  // written once, with its lead, in the hook (one statement, not an insert and an update).
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const lead = await captureWith(
      capture,
      tx,
      {
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
      },
      async (tx, lead) => {
        // The submission and the staff's notice of it: one insert statement for both.
        const submission = tx.insert(madlibContactSubmissions).values({
          id,
          fullName: input.full_name,
          segment: input.segment,
          jobTitle: input.job_title,
          companyName: input.company_name,
          serviceType: input.service_type,
          goal: input.goal,
          timeframe: input.timeframe,
          contactMethod: input.contact_method,
          contactInfo: input.contact_info,
          leadId: lead.leadId,
        });
        // Before routing: with the staff mailbox's counter taken before the transaction, the notice
        // rides on the submission's insert, kept out of the routing rule's locked section (decision 049).
        const summary = { ...lead, score, scoreReasons: reasons };
        const replyTo = contact.email ?? undefined;
        await queueStaffNotice(
          tx,
          opts.mail,
          allowed,
          {
            to: opts.mail.staffEmail,
            replyTo,
            kind: "lead-madlib-submission",
            subject:
              `New contact: ${input.full_name}, ${input.job_title} at ${input.company_name} (${input.segment})`
                .replace(/\s+/g, " ")
                .trim()
                .slice(0, 200),
            text: [
              "Someone filled in the contact form on the home page.",
              "",
              `Name: ${input.full_name}`,
              `Job title: ${input.job_title}`,
              `Organization: ${input.company_name}`,
              `Segment: ${input.segment}`,
              `Service: ${input.service_type}`,
              `Goal: ${input.goal}`,
              `Timeframe: ${input.timeframe}`,
              `Contact by: ${input.contact_method} at ${input.contact_info}`,
              "",
              ...leadLines(summary),
            ].join("\n"),
          },
          () => madlibStaffEmail(opts.mail, input, summary, replyTo),
          submission,
        );
      },
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
  const allowed = await staffNoticeAllowed(db, opts, "lead-contact-message");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, message: input.message })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    const { score, reasons } = scoreContactMessage(input);
    const lead = await captureWith(
      capture,
      tx,
      {
        source: "contact-page",
        name: input.name,
        email: input.email,
        score,
        scoreReasons: reasons,
        sourceTable: "contact_messages",
        sourceId: id,
        details: { message: input.message.slice(0, 500) },
      },
      async (tx, lead) => {
        const linked = tx
          .update(contactMessages)
          .set({ leadId: lead.leadId })
          .where(eq(contactMessages.id, id));
        const summary = { ...lead, score, scoreReasons: reasons };
        await queueStaffNotice(
          tx,
          opts.mail,
          allowed,
          {
            to: opts.mail.staffEmail,
            replyTo: input.email,
            kind: "lead-contact-message",
            subject: `New message from ${input.name}`.replace(/\s+/g, " ").trim().slice(0, 200),
            text: [
              `Name: ${input.name}`,
              `Email: ${input.email}`,
              "",
              input.message,
              "",
              ...leadLines(summary),
            ].join("\n"),
          },
          () => contactMessageStaffEmail(opts.mail, input, summary),
          linked,
        );
      },
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
