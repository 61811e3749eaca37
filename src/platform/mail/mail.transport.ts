export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments: { filename: string; contentType: string; content: Uint8Array }[];
  /**
   * A calendar invitation to send inline as well, as a `text/calendar; method=…` alternative part:
   * calendar-aware clients then offer to add the event instead of showing a file.
   */
  calendar?: { method: string; content: string; filename: string } | undefined;
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
