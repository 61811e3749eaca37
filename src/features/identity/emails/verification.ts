import type { MailInput } from "#src/platform/mail/index.ts";

/** The sign-up verification email ("Please check your email for verification"). */
export function verificationEmail(to: string, url: string, companyName: string): MailInput {
  return {
    to,
    kind: "identity-verification",
    subject: `Verify your email for ${companyName}`,
    text: [
      "Welcome!",
      "",
      `Please confirm that ${to} is your email address by opening this link:`,
      url,
      "",
      "The link is valid for one hour. If you did not sign up, you can ignore this message.",
    ].join("\n"),
  };
}
