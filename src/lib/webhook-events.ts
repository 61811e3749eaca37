/**
 * The events the platform publishes to webhooks (Standard Webhooks `type`), with what each means.
 * The one list: `emitEvent` takes only these, the webhook contract validates against them and
 * Settings > Integrations offers them.
 */
export const WEBHOOK_EVENTS = {
  "lead.created": "A lead is captured (form, booking, pitch, import)",
  "lead.assigned": "A lead gets an owner (routing or reassignment)",
  "lead.converted": "A lead is converted into a contact, company and deal",
  "deal.created": "A deal is created",
  "deal.stage_changed": "A deal moves to another stage",
  "deal.won": "A deal is won",
  "deal.lost": "A deal is lost",
  "booking.created": "A visitor books a meeting",
  "booking.cancelled": "A booked meeting is cancelled",
  "pitch.submitted": "A founder submits a pitch",
  "task.completed": "A workspace task is completed",
  "time_off.decided": "A time-off request is approved or declined",
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];
/** The type of the event "Send test event" delivers to one endpoint only. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
