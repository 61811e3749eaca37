import {
  ButtonLink,
  Facts,
  formatMailbox,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  renderMail,
} from "#src/platform/mail/index.ts";
import { crmPaths, sourceLabel } from "../crm.contract.ts";

type AssignedLead = {
  id: string;
  name: string | null;
  email: string | null;
  company: string | null;
  source: string;
};

/**
 * The same message as plain text, built without rendering: stored in the capture's transaction and
 * replaced by the rendered one once it committed (routing.service.ts), so no transaction waits for
 * React Email.
 */
export function leadAssignedDraft(mail: MailContext, to: string, lead: AssignedLead, how: string): MailInput {
  const who = lead.name ?? lead.email ?? "A new lead";
  return {
    to,
    kind: "crm-lead-assigned",
    from: formatMailbox(mail.sender),
    subject: `New lead for you: ${who}`.replace(/\s+/g, " ").trim().slice(0, 200),
    text: [
      `${how} The sooner the first answer, the better the odds.`,
      "",
      `Lead: ${who}`,
      `Company: ${lead.company ?? "—"}`,
      `Captured by: ${sourceLabel(lead.source)}`,
      "",
      `Open the lead: ${mail.publicUrl}${crmPaths.lead(lead.id)}`,
    ].join("\n"),
  };
}

/** Tells a colleague a lead was assigned to them (when they asked for such emails). */
export function leadAssignedEmail(
  mail: MailContext,
  to: string,
  lead: AssignedLead,
  how: string,
): Promise<MailInput> {
  const who = lead.name ?? lead.email ?? "A new lead";
  return renderMail(mail, {
    to,
    kind: "crm-lead-assigned",
    subject: `New lead for you: ${who}`,
    body: h(
      MailLayout,
      { mail, signed: false, preview: `${who} is yours to answer.`, heading: "A lead is yours" },
      h(P, null, `${how} The sooner the first answer, the better the odds.`),
      h(Facts, {
        rows: [
          ["Lead", who],
          ["Company", lead.company ?? "—"],
          ["Captured by", sourceLabel(lead.source)],
        ],
      }),
      h(ButtonLink, { href: crmPaths.lead(lead.id), publicUrl: mail.publicUrl }, "Open the lead"),
    ),
  });
}
