import {
  ButtonLink,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  renderMail,
} from "#src/platform/mail/index.ts";

/** An invitation to a workspace for an address without an account: sign up through the link. */
export function workspaceInvitationEmail(
  mail: MailContext,
  data: { to: string; workspaceName: string; invitedBy: string; url: string },
): Promise<MailInput> {
  return renderMail(mail, {
    to: data.to,
    kind: "workspace-invitation",
    subject: `${data.invitedBy} invited you to the workspace ${data.workspaceName}`,
    body: h(
      MailLayout,
      {
        mail,
        preview: `Join ${data.workspaceName} on ${mail.sender.name}`,
        heading: `Join ${data.workspaceName}`,
      },
      h(
        P,
        null,
        `${data.invitedBy} invited you to the workspace ${data.workspaceName}, where the team plans its tasks, chats and tracks time.`,
      ),
      h(P, null, `Open this link and sign up (or sign in) with ${data.to} to join:`),
      h(ButtonLink, { href: data.url, publicUrl: mail.publicUrl }, "Join the workspace"),
      h(P, { muted: true }, "If you were not expecting this, you can ignore this message."),
    ),
  });
}
