import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { text } from "#src/lib/text.ts";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType } from "#src/lib/webhook-events.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";

export const WEBHOOK_MESSAGES = {
  urlRequired: "Give the endpoint's address.",
  urlInvalid: "Give a full address, like https://example.com/webhooks.",
  urlTooLong: "An endpoint address has at most 2,000 characters.",
  httpsOnly: "Webhook endpoints must use https://.",
  privateAddress:
    "That address points to a private network or this server; webhooks only go to public servers.",
  urlCredentials: "Leave the user name and password out of the address.",
  urlPort: "Use port 443, 80 or a port above 1023.",
  urlNotFound: "We could not find a server at that address.",
  eventsRequired: "Choose at least one event.",
  eventUnknown: "Choose events from the list.",
  descriptionTooLong: "A description has at most 200 characters.",
  enabledInvalid: "Say whether the endpoint is enabled.",
  nothingToChange: "Change at least one field.",
  endpointNotFound: "This webhook endpoint does not exist.",
  deliveryNotFound: "This delivery does not exist.",
  endpointDisabled: "This endpoint is disabled. Enable it first.",
  tooManyEndpoints: "There are already 50 webhook endpoints. Delete one first.",
  created: "Endpoint added. Copy its signing secret now.",
  updated: "Endpoint saved.",
  deleted: "Endpoint deleted.",
  rotated: "New signing secret made. The old one also signs for 24 hours.",
  testQueued: "Test event queued. It appears in the log in a moment.",
  replayQueued: "Delivery queued again.",
  disabledNotice: "A webhook endpoint was disabled: it kept failing for a day.",
} as const;
const M = WEBHOOK_MESSAGES;

const eventType = z.enum(WEBHOOK_EVENT_TYPES as [WebhookEventType, ...WebhookEventType[]], {
  error: M.eventUnknown,
});
const events = z
  .array(eventType, { error: M.eventsRequired })
  .min(1, M.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length, M.eventUnknown);
const url = text({ label: "Address", error: M.urlRequired })
  .trim()
  .min(1, M.urlRequired)
  .max(2000, M.urlTooLong)
  .refine((v) => URL.canParse(v), M.urlInvalid);
const description = text({ label: "Description", error: M.descriptionTooLong })
  .trim()
  .max(200, M.descriptionTooLong);

export const webhookCreateSchema = z.object({
  url,
  events,
  description: description.optional(),
});
export type WebhookCreateInput = z.infer<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: description.optional(),
    enabled: z.boolean({ error: M.enabledInvalid }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToChange);
export type WebhookUpdateInput = z.infer<typeof webhookUpdateSchema>;

export const webhookIdParam = z.uuid({ error: M.endpointNotFound });
export const deliveryIdParam = z.uuid({ error: M.deliveryNotFound });

const webhookEndpointSchema = z.strictObject({
  id: rowId,
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES as [WebhookEventType, ...WebhookEventType[]])),
  enabled: z.boolean(),
  disabledReason: z
    .string()
    .nullable()
    .describe("Why the platform disabled it (kept failing); null when enabled or disabled by an admin"),
  disabledAt: isoDateTime.nullable(),
  lastSuccessAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  secretHint: z.string().describe("The start of the secret (whsec_ and 4 characters), to tell secrets apart"),
  pending: z.number().int().describe("Deliveries of the last day still waiting to succeed"),
  failedRecently: z.number().int().describe("Deliveries of the last day that failed for good"),
});
export type WebhookEndpointDto = z.output<typeof webhookEndpointSchema>;

const webhookAttemptSchema = z.strictObject({
  at: isoDateTime,
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  responseBody: z.string().describe("The start of the receiver's answer"),
  error: z.string().nullable(),
});
export type WebhookAttemptDto = z.output<typeof webhookAttemptSchema>;

const webhookDeliverySchema = z.strictObject({
  id: rowId,
  messageId: z.string().describe("The webhook-id header, the same for every attempt and replay"),
  eventType: z.enum([WEBHOOK_TEST_EVENT, ...WEBHOOK_EVENT_TYPES]),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number().int(),
  nextAttemptAt: isoDateTime.nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
  replayOf: rowId.nullable(),
  // The exact JSON document sent (type, timestamp, data): each event type has its own data.
  body: z.record(z.string(), z.unknown()),
  log: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDto = z.output<typeof webhookDeliverySchema>;

const message = z.string();
const endpointWithSecret = z.strictObject({
  endpoint: webhookEndpointSchema,
  secret: z.string().describe("The signing secret (whsec_…)"),
  message,
});
const queued = z.strictObject({ deliveryId: rowId, message });

const e = (method: EndpointDescriptor["method"], path: string, summary: string): EndpointDescriptor => ({
  method,
  path: `/api/integrations/webhooks${path}`,
  permission: "admin",
  summary,
});

/** Every /api/integrations/webhooks endpoint: admins only (a token never reaches them). */
export const webhooksEndpoints: readonly EndpointDescriptor[] = [
  e("GET", "", "The webhook endpoints with their events and delivery state"),
  e("POST", "", "Registers a webhook endpoint; the answer holds its signing secret"),
  e("PATCH", "/:id", "Changes an endpoint's address, events, description, or enables/disables it"),
  e("DELETE", "/:id", "Deletes an endpoint and its delivery log"),
  e("GET", "/:id/secret", "Reveals an endpoint's signing secret (audited)"),
  e("POST", "/:id/secret", "Rotates the signing secret; the previous one also signs for 24 hours"),
  e("POST", "/:id/test", "Sends a webhook.test event to this endpoint only"),
  e("GET", "/:id/deliveries", "The endpoint's latest deliveries with every attempt"),
  e("POST", "/deliveries/:deliveryId/replay", "Sends a delivery's message again (same webhook-id)"),
];

const id = { id: webhookIdParam };
/** What each endpoint's handler validates (the OpenAPI document's inputs). */
export const webhooksEndpointSchemas = {
  "GET /api/integrations/webhooks": {
    response: z.strictObject({ endpoints: z.array(webhookEndpointSchema) }),
  },
  "POST /api/integrations/webhooks": { body: webhookCreateSchema, response: endpointWithSecret },
  "PATCH /api/integrations/webhooks/:id": {
    params: id,
    body: webhookUpdateSchema,
    response: z.strictObject({ endpoint: webhookEndpointSchema, message }),
  },
  "DELETE /api/integrations/webhooks/:id": { params: id, response: z.strictObject({ message }) },
  "GET /api/integrations/webhooks/:id/secret": {
    params: id,
    response: z.strictObject({ secret: z.string() }),
  },
  "POST /api/integrations/webhooks/:id/secret": { params: id, response: endpointWithSecret },
  "POST /api/integrations/webhooks/:id/test": { params: id, response: queued },
  "GET /api/integrations/webhooks/:id/deliveries": {
    params: id,
    response: z.strictObject({ deliveries: z.array(webhookDeliverySchema) }),
  },
  "POST /api/integrations/webhooks/deliveries/:deliveryId/replay": {
    params: { deliveryId: deliveryIdParam },
    response: queued,
  },
} as const satisfies EndpointSchemas;

export const WEBHOOK_UI = {
  createFailed: "The endpoint could not be added.",
  saveFailed: "The endpoint could not be saved.",
  deleteFailed: "The endpoint could not be deleted.",
  rotateFailed: "The secret could not be rotated.",
  revealFailed: "The secret could not be shown.",
  testFailed: "The test event could not be queued.",
  replayFailed: "The delivery could not be queued again.",
  logFailed: "The delivery log could not be loaded.",
  secretTitle: "Signing secret",
  secretHelp:
    "Verify each delivery's webhook-signature with this secret (Standard Webhooks). Keep it out of code repositories.",
} as const;
