import type { MailInput } from "#src/platform/mail/index.ts";

export type BookingMailFacts = {
  companyName: string;
  fullName: string;
  email: string;
  notes: string;
  source: string;
  /** "Tuesday, December 1, 2026 at 10:30 AM EST (America/New_York)" */
  agencyTime: string;
  /** The same moment on the visitor's clock, when they told us their zone. */
  visitorTime: string | null;
  ics: string;
  publicUrl: string;
};

const ics = (f: BookingMailFacts) => ({
  filename: "meeting.ics",
  contentType: "text/calendar; charset=utf-8; method=REQUEST",
  contentBase64: Buffer.from(f.ics, "utf8").toString("base64"),
});

/** The visitor's confirmation, with the calendar invitation attached. */
export function bookingConfirmationEmail(f: BookingMailFacts): MailInput {
  const firstName = f.fullName.split(/\s+/)[0] ?? f.fullName;
  const lines = [
    `Hi ${firstName},`,
    "",
    `Your 30-minute discovery meeting with ${f.companyName} is confirmed.`,
    "",
    `When: ${f.agencyTime}`,
    ...(f.visitorTime ? [`Your time: ${f.visitorTime}`] : []),
    ...(f.notes ? ["", "Your notes:", f.notes] : []),
    "",
    "The attached invitation (meeting.ics) adds the meeting to your calendar.",
    "Need to change the time? Reply to this email and we will find another slot.",
    "",
    `— ${f.companyName}`,
    f.publicUrl,
  ];
  return {
    to: f.email,
    subject: `Your meeting with ${f.companyName} is confirmed`,
    text: lines.join("\n"),
    kind: "booking-confirmation",
    attachments: [ics(f)],
  };
}

/** The staff copy: who booked, when, from where, with the same invitation. */
export function bookingStaffEmail(
  staffEmail: string,
  f: BookingMailFacts,
  lead: { leadId: string; created: boolean },
): MailInput {
  const lines = [
    `New meeting booked through ${f.source === "discovery" ? "the discovery page" : "the project intake"}.`,
    "",
    `Name: ${f.fullName}`,
    `Email: ${f.email}`,
    `When: ${f.agencyTime}`,
    ...(f.visitorTime ? [`Visitor's time: ${f.visitorTime}`] : []),
    `Notes: ${f.notes || "(none)"}`,
    "",
    `Lead: ${lead.leadId}${lead.created ? " (new)" : ""}`,
  ];
  return {
    to: staffEmail,
    replyTo: f.email,
    subject: `Meeting booked: ${f.fullName} — ${f.agencyTime}`,
    text: lines.join("\n"),
    kind: "booking-staff-copy",
    attachments: [ics(f)],
  };
}
