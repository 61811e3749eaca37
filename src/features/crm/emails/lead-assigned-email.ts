import {
  ButtonLink,
  Facts,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  renderMail,
} from "#src/platform/mail/index.ts";
import { crmPaths, sourceLabel } from "../crm.contract.ts";

/** Tells a colleague a lead was assigned to them (when they asked for such emails). */
export function leadAssignedEmail(
  mail: MailContext,
  to: string,
  lead: { id: string; name: string | null; email: string | null; company: string | null; source: string },
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
