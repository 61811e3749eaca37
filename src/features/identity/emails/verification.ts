import {
  ButtonLink,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  renderMail,
} from "#src/platform/mail/index.ts";

/** The sign-up verification email ("Please check your email for verification"). */
export function verificationEmail(mail: MailContext, to: string, url: string): Promise<MailInput> {
  return renderMail(mail, {
    to,
    kind: "identity-verification",
    subject: `Verify your email for ${mail.sender.name}`,
    body: h(
      MailLayout,
      { mail, preview: "Confirm your email address to finish signing up.", heading: "Confirm your email" },
      h(P, null, `Please confirm that ${to} is your email address by opening this link:`),
      h(ButtonLink, { href: url, publicUrl: mail.publicUrl }, "Verify my email"),
      h(
        P,
        { muted: true },
        "The link is valid for one hour. If you did not sign up, you can ignore this message.",
      ),
    ),
  });
}
