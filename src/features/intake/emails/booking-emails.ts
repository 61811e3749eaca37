import {
  A,
  Facts,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  Quote,
  renderMail,
} from "#src/platform/mail/index.ts";

export type BookingMailFacts = {
  fullName: string;
  email: string;
  notes: string;
  source: string;
  /** "Tuesday, December 1, 2026 at 10:30 AM (America/New_York)" */
  agencyTime: string;
  /** The same moment on the visitor's clock, when they told us their zone. */
  visitorTime: string | null;
};

/**
 * The invitation as an attachment. Its `method=REQUEST` content type also makes the dispatcher
 * send it inline as the message's calendar part, so calendar clients offer to add the meeting.
 */
const invitation = (ics: string, method: "REQUEST" | "CANCEL" = "REQUEST") => ({
  filename: "meeting.ics",
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  contentBase64: Buffer.from(ics, "utf8").toString("base64"),
});

/**
 * The visitor's confirmation, with the calendar invitation. Sent to an address nobody has verified,
 * so it repeats nothing the visitor typed (their name or notes): only the time we booked and how to
 * change it. The staff copy carries the rest.
 */
export function bookingConfirmationEmail(
  mail: MailContext,
  f: Pick<BookingMailFacts, "email" | "agencyTime" | "visitorTime">,
  ics: string,
  /** The visitor's signed cancellation page (/bookings/:id/cancel?token=…). */
  cancelUrl: string,
): Promise<MailInput> {
  return renderMail(mail, {
    to: f.email,
    subject: `Your meeting with ${mail.sender.name} is confirmed`,
    kind: "booking-confirmation",
    attachments: [invitation(ics)],
    body: h(
      MailLayout,
      { mail, preview: `Discovery meeting: ${f.agencyTime}`, heading: "Your meeting is confirmed" },
      h(P, null, "Hello,"),
      h(P, null, `Your 30-minute discovery meeting with ${mail.sender.name} is confirmed.`),
      h(Facts, {
        rows: [["When", f.agencyTime], f.visitorTime ? ["Your time", f.visitorTime] : null],
      }),
      h(P, null, "The attached invitation (meeting.ics) adds the meeting to your calendar."),
      h(P, null, "Need to change the time? Reply to this email and we will find another slot."),
      h(
        P,
        null,
        "Can't make it? ",
        h(A, { href: cancelUrl, publicUrl: mail.publicUrl }, "Cancel the meeting"),
        " (the link works until the meeting starts).",
      ),
    ),
  });
}

/**
 * The visitor's cancellation notice, with the calendar cancellation (same UID, next SEQUENCE) so
 * their calendar removes the meeting. Like the confirmation, it repeats nothing the visitor typed.
 */
export function bookingCancellationEmail(
  mail: MailContext,
  f: { email: string; agencyTime: string; byStaff: boolean },
  ics: string,
): Promise<MailInput> {
  return renderMail(mail, {
    to: f.email,
    subject: `Your meeting with ${mail.sender.name} is cancelled`,
    kind: "booking-cancellation",
    attachments: [invitation(ics, "CANCEL")],
    body: h(
      MailLayout,
      { mail, preview: `Cancelled: ${f.agencyTime}`, heading: "Your meeting is cancelled" },
      h(P, null, "Hello,"),
      h(
        P,
        null,
        f.byStaff
          ? `We had to cancel your discovery meeting with ${mail.sender.name}. We are sorry for the trouble.`
          : `Your discovery meeting with ${mail.sender.name} is cancelled, as you asked.`,
      ),
      h(Facts, { rows: [["Was", f.agencyTime]] }),
      h(P, null, "The attached file (meeting.ics) removes the meeting from your calendar."),
      h(P, null, "Want another time? Reply to this email, or book again on our site."),
    ),
  });
}

/** The team's notice of a cancellation: who, when, by whom and why. */
export function bookingCancelledStaffEmail(
  mail: MailContext,
  f: {
    fullName: string;
    email: string;
    agencyTime: string;
    by: string;
    reason: string | null;
    leadId: string | null;
  },
): Promise<MailInput> {
  return renderMail(mail, {
    to: mail.staffEmail,
    replyTo: f.email,
    subject: `Meeting cancelled: ${f.fullName} — ${f.agencyTime}`,
    kind: "booking-cancelled-staff",
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${f.fullName} cancelled ${f.agencyTime}`,
        heading: "Meeting cancelled",
      },
      h(P, null, "A booked meeting was cancelled; its slot is free again."),
      h(Facts, {
        rows: [
          ["Name", f.fullName],
          ["Email", f.email],
          ["When", f.agencyTime],
          ["Cancelled by", f.by],
          f.leadId ? ["Lead", f.leadId] : null,
        ],
      }),
      f.reason ? h(P, null, "Reason:") : h(P, null, "Reason: (none given)"),
      f.reason ? h(Quote, null, f.reason) : null,
    ),
  });
}

/** The staff copy (to STAFF_EMAIL): who booked, when, from where, their notes, with the invitation. */
export function bookingStaffEmail(
  mail: MailContext,
  f: BookingMailFacts,
  lead: { leadId: string; created: boolean },
  ics: string,
): Promise<MailInput> {
  return renderMail(mail, {
    to: mail.staffEmail,
    replyTo: f.email,
    subject: `Meeting booked: ${f.fullName} — ${f.agencyTime}`,
    kind: "booking-staff-copy",
    attachments: [invitation(ics)],
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${f.fullName} booked ${f.agencyTime}`,
        heading: "New meeting booked",
      },
      h(
        P,
        null,
        `New meeting booked through ${f.source === "discovery" ? "the discovery page" : "the project intake"}.`,
      ),
      h(Facts, {
        rows: [
          ["Name", f.fullName],
          ["Email", f.email],
          ["When", f.agencyTime],
          f.visitorTime ? ["Visitor's time", f.visitorTime] : null,
          ["Lead", `${lead.leadId}${lead.created ? " (new)" : ""}`],
        ],
      }),
      f.notes ? h(P, null, "Notes:") : h(P, null, "Notes: (none)"),
      f.notes ? h(Quote, null, f.notes) : null,
    ),
  });
}
