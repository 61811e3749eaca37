import type { Config } from "../config/config.ts";
import type { Logger } from "../log/logger.ts";
import { createSmtpTransport } from "./smtp.transport.ts";

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments: { filename: string; contentType: string; content: Uint8Array }[];
};

/** Something that hands a message to the outside world. Throw to have the dispatcher retry. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<{ messageId?: string | undefined }>;
  close(): Promise<void>;
}

/** Thrown (by transports or while preparing a message) when retrying cannot help: the row goes `failed`. */
export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentMailError";
  }
}

/** SMTP when SMTP_URL is set; undefined otherwise, and the dispatcher then holds mail in the outbox. */
export function createMailTransport(
  config: Pick<Config, "smtpUrl">,
  logger: Logger,
): MailTransport | undefined {
  if (!config.smtpUrl) {
    logger.info("mail: no SMTP_URL, messages are held in the outbox");
    return undefined;
  }
  const url = new URL(config.smtpUrl);
  logger.info({ host: url.hostname, port: url.port }, "mail: SMTP");
  return createSmtpTransport(config.smtpUrl);
}
