export { createMailDispatcher } from "./mail.dispatcher.ts";
export {
  enqueueLimitedMail,
  enqueueMail,
  enqueueMailWith,
  type MailInput,
  type MailLimitOptions,
  mailForOneOf,
  mailLimitHits,
  outboxStatsByKind,
  readOutboxAttachment,
  releaseHeldMail,
  replaceQueuedMail,
  resendFailedMail,
  STAFF_RECIPIENT_LIMITS,
  VISITOR_RECIPIENT_LIMITS,
  withinMailLimits,
} from "./mail.outbox.ts";
export {
  A,
  ButtonLink,
  Facts,
  H2,
  h,
  List,
  type MailContext,
  MailLayout,
  P,
  Quote,
  renderMail,
} from "./mail-layout.ts";
export { formatMailbox } from "./sender.ts";
export { createSmtpTransport } from "./smtp.transport.ts";
