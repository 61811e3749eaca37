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
import { INVITE_TTL_DAYS } from "../people.contract.ts";

export type InviteMailData = {
  to: string;
  firstName: string;
  title: string | null;
  department: string | null;
  invitedBy: string;
  url: string;
};

/** The employee invite (decision 025): a one-time link to claim the profile an admin created. */
export function inviteEmail(mail: MailContext, data: InviteMailData): Promise<MailInput> {
  const company = mail.sender.name;
  return renderMail(mail, {
    to: data.to,
    kind: "people-invite",
    subject: `You're invited to the ${company} Employee Portal`,
    body: h(
      MailLayout,
      {
        mail,
        preview: `${data.invitedBy} added your employee profile. Claim it to get started.`,
        heading: `Welcome to ${company}, ${data.firstName}`,
      },
      h(
        P,
        null,
        `${data.invitedBy} has added your employee profile to the ${company} Employee Portal, where you can keep your profile up to date, request time off, track goals and read the handbook.`,
      ),
      h(Facts, {
        rows: [
          ["Email", data.to],
          data.title ? ["Title", data.title] : null,
          data.department ? ["Department", data.department] : null,
        ],
      }),
      h(
        P,
        null,
        "Open this link to create your account (or sign in to an existing one) and claim your profile:",
      ),
      h(ButtonLink, { href: data.url, publicUrl: mail.publicUrl }, "Claim my profile"),
      h(
        P,
        { muted: true },
        `The link works once and expires in ${INVITE_TTL_DAYS} days. If you were not expecting this, you can ignore this message.`,
      ),
    ),
  });
}
