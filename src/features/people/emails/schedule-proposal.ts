import {
  ButtonLink,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  renderMail,
} from "#src/platform/mail/index.ts";

export type ProposalMailData = {
  to: string;
  firstName: string;
  accepted: boolean;
  /** What was proposed, in one line: "Weekly schedule from Mon, Dec 7, 2026". */
  what: string;
  decidedBy: string;
  note: string | null;
};

/** The employee is told the answer to their proposed schedule change (decision 040). */
export function scheduleProposalEmail(mail: MailContext, data: ProposalMailData): Promise<MailInput> {
  const verdict = data.accepted ? "accepted" : "declined";
  return renderMail(mail, {
    to: data.to,
    kind: "people-schedule-proposal",
    subject: `Your schedule proposal was ${verdict}`,
    body: h(
      MailLayout,
      {
        mail,
        preview: `${data.decidedBy} ${verdict} your proposal: ${data.what}.`,
        heading: `Hi ${data.firstName},`,
      },
      h(P, null, `${data.decidedBy} ${verdict} your proposal: ${data.what}.`),
      data.accepted ? h(P, null, "Your schedule is updated.") : null,
      data.note ? h(P, null, `Note: ${data.note}`) : null,
      h(
        ButtonLink,
        { href: `${mail.publicUrl}/employee/schedule`, publicUrl: mail.publicUrl },
        "Open My Schedule",
      ),
    ),
  });
}
