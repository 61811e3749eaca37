import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { text } from "#src/lib/text.ts";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "#src/lib/webhook-events.ts";

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

export type WebhookEndpointDto = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  /** Why the platform disabled it (kept failing); null when enabled or disabled by an admin. */
  disabledReason: string | null;
  disabledAt: string | null;
  lastSuccessAt: string | null;
  createdAt: string;
  /** The start of the secret (whsec_ and 4 characters), to tell secrets apart. */
  secretHint: string;
  /** Deliveries still waiting to succeed, and those that failed for good in the last day. */
  pending: number;
  failedRecently: number;
};

export type WebhookAttemptDto = {
  at: string;
  statusCode: number | null;
  durationMs: number;
  responseBody: string;
  error: string | null;
};

export type WebhookDeliveryDto = {
  id: string;
  messageId: string;
  eventType: string;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  createdAt: string;
  completedAt: string | null;
  replayOf: string | null;
  body: Record<string, unknown>;
  log: WebhookAttemptDto[];
};

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
  "POST /api/integrations/webhooks": { body: webhookCreateSchema },
  "PATCH /api/integrations/webhooks/:id": { params: id, body: webhookUpdateSchema },
  "DELETE /api/integrations/webhooks/:id": { params: id },
  "GET /api/integrations/webhooks/:id/secret": { params: id },
  "POST /api/integrations/webhooks/:id/secret": { params: id },
  "POST /api/integrations/webhooks/:id/test": { params: id },
  "GET /api/integrations/webhooks/:id/deliveries": { params: id },
  "POST /api/integrations/webhooks/deliveries/:deliveryId/replay": {
    params: { deliveryId: deliveryIdParam },
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
