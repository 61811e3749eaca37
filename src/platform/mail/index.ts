export {
  createMailDispatcher,
  type DispatchResult,
  type MailDispatcher,
  type MailDispatcherOptions,
  retryDelayMs,
} from "./mail.dispatcher.ts";
export {
  enqueueMail,
  getOutboxMessage,
  listOutbox,
  type MailInput,
  type OutboxListItem,
  type OutboxMessage,
  type OutboxStatus,
  releaseHeldMail,
} from "./mail.outbox.ts";
export type { OutboxAttachment } from "./mail.tables.ts";
export {
  createMailTransport,
  type MailTransport,
  type OutgoingMail,
  PermanentMailError,
} from "./mail.transport.ts";
export { createSmtpTransport } from "./smtp.transport.ts";
