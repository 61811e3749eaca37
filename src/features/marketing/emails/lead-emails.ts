import type { MailInput } from "#src/platform/mail/index.ts";
import type { Resource } from "../content/resources.ts";
import type { MadlibSubmission } from "../marketing.contract.ts";

type LeadSummary = { leadId: string; created: boolean; score: number; scoreReasons: string[] };

/** Subjects are one line; names were already cleaned of control characters by the contract. */
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

function leadLines(lead: LeadSummary): string[] {
  return [
    `Lead: ${lead.created ? "new" : "existing (this capture was attached to it)"} · ${lead.leadId}`,
    `Score: ${lead.score}/100`,
    ...lead.scoreReasons.map((r) => `  - ${r}`),
  ];
}

/** Tells the team that someone filled in the home contact form. */
export function madlibStaffEmail(
  to: string,
  s: MadlibSubmission,
  lead: LeadSummary,
  replyTo: string | undefined,
): MailInput {
  return {
    to,
    replyTo,
    kind: "lead-madlib-submission",
    subject: oneLine(`New contact: ${s.full_name}, ${s.job_title} at ${s.company_name} (${s.segment})`),
    text: [
      "Someone filled in the contact form on the home page.",
      "",
      `Name: ${s.full_name}`,
      `Job title: ${s.job_title}`,
      `Organization: ${s.company_name}`,
      `Segment: ${s.segment}`,
      `Service: ${s.service_type}`,
      `Goal: ${s.goal}`,
      `Timeframe: ${s.timeframe}`,
      `Contact by: ${s.contact_method} at ${s.contact_info}`,
      "",
      ...leadLines(lead),
    ].join("\n"),
  };
}

/** Tells the team about a message sent from the /contact page. */
export function contactMessageStaffEmail(
  to: string,
  m: { name: string; email: string; message: string },
  lead: LeadSummary,
): MailInput {
  return {
    to,
    replyTo: m.email,
    kind: "lead-contact-message",
    subject: oneLine(`New message from ${m.name}`),
    text: [
      "A message was sent from the contact page.",
      "",
      `Name: ${m.name}`,
      `Email: ${m.email}`,
      "",
      m.message,
      "",
      ...leadLines(lead),
    ].join("\n"),
  };
}

/** The promised email with the download link of the segment's guide (section 2.4). */
export function resourceLinkEmail(
  to: string,
  name: string | undefined,
  resource: Resource,
  url: string,
  companyName: string,
): MailInput {
  const first = name?.split(/\s+/)[0];
  return {
    to,
    kind: "lead-resource-link",
    subject: oneLine(`Your guide: ${resource.title}`),
    text: [
      first ? `Hi ${first},` : "Hello,",
      "",
      `Thank you for your interest. Here is your copy of "${resource.title}":`,
      url,
      "",
      resource.summary,
      "",
      "Inside:",
      ...resource.sections.map((s) => `  - ${s.heading.replace(/^\d+\.\s*/, "")}`),
      "",
      "If you would like to talk it through with us, just reply to this email.",
      "",
      `The ${companyName} team`,
    ].join("\n"),
  };
}
