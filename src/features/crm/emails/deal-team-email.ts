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
import { crmPaths, type DealStage, STAGE_LABELS } from "../crm.contract.ts";
import { formatMoney } from "../lib/format.ts";

/** Tells a colleague they were invited to a deal's team, with the link to it. */
export function dealTeamInviteEmail(
  mail: MailContext,
  to: string,
  deal: { id: string; name: string; stage: DealStage; value: number | null },
  invitedBy: string,
): Promise<MailInput> {
  return renderMail(mail, {
    to,
    kind: "crm-deal-team",
    subject: `You were added to the deal "${deal.name}"`,
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${invitedBy} added you to a deal team.`,
        heading: "You joined a deal team",
      },
      h(P, null, `${invitedBy} added you to the team working this deal.`),
      h(Facts, {
        rows: [
          ["Deal", deal.name],
          ["Stage", STAGE_LABELS[deal.stage]],
          ["Value", formatMoney(deal.value)],
        ],
      }),
      h(ButtonLink, { href: crmPaths.deal(deal.id), publicUrl: mail.publicUrl }, "Open the deal"),
    ),
  });
}
