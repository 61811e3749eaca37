import nodemailer from "nodemailer";
import { type MailTransport, PermanentMailError } from "./mail.transport.ts";

type SmtpError = Error & { code?: string; responseCode?: number };

/** nodemailer over SMTP, e.g. `smtp://user:pass@host:587` or `smtps://host:465`. */
export function createSmtpTransport(
  smtpUrl: string,
  opts: { connectionTimeoutMs?: number; socketTimeoutMs?: number } = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: opts.connectionTimeoutMs ?? 30_000,
    greetingTimeout: 30_000,
    socketTimeout: opts.socketTimeoutMs ?? 60_000,
  });
  return {
    name: "smtp",
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
          })),
          // nodemailer puts the invitation in the alternative part and attaches it as a file too.
          ...(mail.calendar ? { icalEvent: { ...mail.calendar } } : {}),
        });
        return { messageId: info.messageId };
      } catch (err) {
        const e = err as SmtpError;
        // A 5xx refusal of the recipients or of the message itself will not change on retry.
        // Other 5xx (bad credentials, sender refused) are configuration problems: keep retrying.
        if ((e.code === "EENVELOPE" || e.code === "EMESSAGE") && (e.responseCode ?? 0) >= 500) {
          throw new PermanentMailError(e.message);
        }
        throw err;
      }
    },
    async close() {
      transporter.close();
    },
  };
}
