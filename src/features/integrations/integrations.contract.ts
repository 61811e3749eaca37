import { z } from "zod";
import { type API_AREAS, API_SCOPES, type ApiScope } from "#src/lib/api-scopes.ts";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { text } from "#src/lib/text.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";
import { importEndpointSchemas, importEndpoints } from "./import.contract.ts";

/** Where the generated OpenAPI 3.1 document is served. */
export const OPENAPI_PATH = "/api/openapi.json";

export const INTEGRATIONS_MESSAGES = {
  pageLoadFailed: "Integrations could not be loaded. Please try again.",
  referenceLoadFailed: "The API reference could not be loaded. Please try again.",
  referenceLoading: "Loading the API reference…",
  referenceIntro: "Every endpoint of the API, generated from the code. The document itself is at",
  backToIntegrations: "Back to Integrations",
  adminsOnly: "Only admins manage integrations. Ask an admin for an API token or a webhook.",
  tokenNameRequired: "Give the token a name.",
  tokenNameTooLong: "A token name has at most 80 characters.",
  scopesRequired: "Choose at least one scope.",
  scopeUnknown: "Choose scopes from the list.",
  expiryInvalid: "Give the expiry as a date.",
  expiryPast: "The expiry must be in the future.",
  tokenCreated: "Token created. Copy it now: it is not shown again.",
  tokenRevoked: "Token revoked.",
  tokenNotFound: "This token does not exist.",
  tokenAlreadyRevoked: "This token is already revoked.",
} as const;
const M = INTEGRATIONS_MESSAGES;

export const AREA_LABELS: Record<(typeof API_AREAS)[number], string> = {
  crm: "CRM",
  workspace: "Workspace",
  people: "People (employees' personal data)",
  analytics: "Analytics",
  content: "Content",
};

export const tokenCreateSchema = z.object({
  name: text({ label: "Name", error: M.tokenNameRequired })
    .trim()
    .min(1, M.tokenNameRequired)
    .max(80, M.tokenNameTooLong),
  scopes: z
    .array(z.enum(API_SCOPES as unknown as [ApiScope, ...ApiScope[]], { error: M.scopeUnknown }), {
      error: M.scopesRequired,
    })
    .min(1, M.scopesRequired)
    .max(API_SCOPES.length, M.scopeUnknown),
  /** The last day the token works (UTC, YYYY-MM-DD); none: until revoked. */
  expiresOn: z
    .string({ error: M.expiryInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.expiryInvalid)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), M.expiryInvalid)
    .nullish(),
});
export type TokenCreateInput = z.infer<typeof tokenCreateSchema>;

const tokenSchema = z.strictObject({
  id: rowId,
  name: z.string(),
  prefix: z.string().describe("The start of the secret, to tell tokens apart"),
  scopes: z.array(z.enum(API_SCOPES as unknown as [ApiScope, ...ApiScope[]])),
  createdAt: isoDateTime,
  createdBy: z.string().nullable().describe("The name of the admin who created it"),
  expiresAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
  lastUsedAt: isoDateTime.nullable(),
  status: z.enum(["active", "expired", "revoked"]),
});
export type TokenDto = z.output<typeof tokenSchema>;

const e = (method: EndpointDescriptor["method"], path: string, summary: string): EndpointDescriptor => ({
  method,
  path: `/api/integrations${path}`,
  permission: "admin",
  summary,
});

/** Every /api/integrations endpoint: admins only, but the CSV import (employees); a token never reaches them. */
export const integrationsEndpoints: readonly EndpointDescriptor[] = [
  e("GET", "/tokens", "The API tokens with their scopes, expiry, last use and state"),
  e("POST", "/tokens", "Creates an API token; the answer holds its secret, shown only this once"),
  e("DELETE", "/tokens/:id", "Revokes an API token at once"),
  ...importEndpoints,
];

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const integrationsEndpointSchemas = {
  "GET /api/integrations/tokens": { response: z.strictObject({ tokens: z.array(tokenSchema) }) },
  "POST /api/integrations/tokens": {
    body: tokenCreateSchema,
    response: z.strictObject({
      token: tokenSchema,
      secret: z.string().describe("The token itself, shown only in this answer"),
      message: z.string(),
    }),
  },
  "DELETE /api/integrations/tokens/:id": {
    response: z.strictObject({ token: tokenSchema, message: z.string() }),
  },
  ...importEndpointSchemas,
} as const satisfies EndpointSchemas;

export const TOKEN_UI = {
  createFailed: "The token could not be created.",
  revokeFailed: "The token could not be revoked.",
  secretTitle: "Your new API token",
  secretHelp:
    "Copy it now and keep it somewhere safe: only its hash is stored, so it cannot be shown again. Send it as Authorization: Bearer <token>.",
} as const;
