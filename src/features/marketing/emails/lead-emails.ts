import {
  A,
  ButtonLink,
  Facts,
  h,
  List,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  Quote,
  renderMail,
} from "#src/platform/mail/index.ts";
import type { Resource } from "../content/resources.ts";
import type { MadlibSubmission } from "../marketing.contract.ts";

type LeadSummary = { leadId: string; created: boolean; score: number; scoreReasons: string[] };

/** The CRM facts every staff notification ends with. */
function leadFacts(lead: LeadSummary) {
  return [
    h(Facts, {
      key: "facts",
      rows: [
        ["Lead", `${lead.created ? "new" : "existing (this capture was attached to it)"} · ${lead.leadId}`],
        ["Score", `${lead.score}/100`],
      ],
    }),
    lead.scoreReasons.length ? h(List, { key: "reasons", items: lead.scoreReasons }) : null,
  ];
}

/** Tells the team that someone filled in the home contact form. */
export function madlibStaffEmail(
  mail: MailContext,
  s: MadlibSubmission,
  lead: LeadSummary,
  replyTo: string | undefined,
): Promise<MailInput> {
  return renderMail(mail, {
    to: mail.staffEmail,
    replyTo,
    kind: "lead-madlib-submission",
    subject: `New contact: ${s.full_name}, ${s.job_title} at ${s.company_name} (${s.segment})`,
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${s.full_name} (${s.segment}) filled in the home contact form.`,
        heading: "New contact from the home page",
      },
      h(P, null, "Someone filled in the contact form on the home page."),
      h(Facts, {
        rows: [
          ["Name", s.full_name],
          ["Job title", s.job_title],
          ["Organization", s.company_name],
          ["Segment", s.segment],
          ["Service", s.service_type],
          ["Goal", s.goal],
          ["Timeframe", s.timeframe],
          ["Contact by", `${s.contact_method} at ${s.contact_info}`],
        ],
      }),
      ...leadFacts(lead),
    ),
  });
}

/** Tells the team about a message sent from the /contact page (staff only: it quotes the message). */
export function contactMessageStaffEmail(
  mail: MailContext,
  m: { name: string; email: string; message: string },
  lead: LeadSummary,
): Promise<MailInput> {
  return renderMail(mail, {
    to: mail.staffEmail,
    replyTo: m.email,
    kind: "lead-contact-message",
    subject: `New message from ${m.name}`,
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${m.name} wrote from the contact page.`,
        heading: "New message from the contact page",
      },
      h(Facts, {
        rows: [
          ["Name", m.name],
          ["Email", m.email],
        ],
      }),
      h(Quote, null, m.message),
      ...leadFacts(lead),
    ),
  });
}

/**
 * The promised email with the download link of the segment's guide: the thank-you page tells the
 * visitor to check their email for it. It goes to an
 * address nobody has verified, so it repeats nothing the visitor typed (not even their name): only
 * our own guide, its link and the signature.
 */
export function resourceLinkEmail(
  mail: MailContext,
  to: string,
  resource: Resource,
  downloadPath: string,
): Promise<MailInput> {
  return renderMail(mail, {
    to,
    kind: "lead-resource-link",
    subject: `Your guide: ${resource.title}`,
    body: h(
      MailLayout,
      { mail, preview: resource.summary, heading: resource.title },
      h(P, null, "Hello,"),
      h(P, null, `Thank you for your interest. Here is your copy of "${resource.title}":`),
      h(ButtonLink, { href: downloadPath, publicUrl: mail.publicUrl }, "Download the guide (PDF)"),
      h(P, { muted: true }, h(A, { href: downloadPath, publicUrl: mail.publicUrl })),
      h(P, null, resource.summary),
      h(P, null, "Inside:"),
      h(List, { items: resource.sections.map((s) => s.heading.replace(/^\d+\.\s*/, "")) }),
      h(P, null, "If you would like to talk it through with us, just reply to this email."),
    ),
  });
}
