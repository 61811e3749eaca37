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

/** Tells an admin that a webhook endpoint was disabled after a day of failed deliveries. */
export function webhookDisabledEmail(
  mail: MailContext,
  to: string,
  endpoint: { url: string; reason: string },
): Promise<MailInput> {
  return renderMail(mail, {
    to,
    kind: "webhook-endpoint-disabled",
    subject: "A webhook endpoint was disabled",
    body: h(
      MailLayout,
      {
        mail,
        signed: false,
        preview: `${endpoint.url} stopped receiving events.`,
        heading: "Webhook endpoint disabled",
      },
      h(
        P,
        null,
        "Deliveries to this endpoint failed for a day, so it no longer receives events. Fix the receiver, then enable it again and replay what it missed from the delivery log.",
      ),
      h(Facts, {
        rows: [
          ["Endpoint", endpoint.url],
          ["Last failure", endpoint.reason],
        ],
      }),
      h(
        ButtonLink,
        { href: "/command-center/settings/integrations", publicUrl: mail.publicUrl },
        "Open Integrations",
      ),
    ),
  });
}
