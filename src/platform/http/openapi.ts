import { type ZodType, z } from "zod";
import { areaOfPath } from "#src/lib/api-scopes.ts";
import type { EndpointDescriptor, EndpointInput, EndpointSchemas } from "#src/lib/endpoints.ts";

/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint descriptors (who may call what)
 * and the zod schemas their handlers validate (`EndpointSchemas`): never written by hand, so it
 * cannot drift from the code. Bodies and query strings are described as the handler accepts them
 * (zod's input side), answers as they are sent (the output side of each endpoint's `response`,
 * which a test run holds every answer to); an error is always `{ error, code, fields? }`.
 */
type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export type OpenApiInfo = { title: string; version: string; description: string };

/** Security schemes: the site's session cookie and, where the descriptor allows it, a bearer token. */
const SECURITY_SCHEMES = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "The session of a signed-in user. A request with a cookie must come from the site itself (its Origin).",
  },
  apiToken: {
    type: "http",
    scheme: "bearer",
    description:
      "An API token an admin created under Settings > Integrations. It reaches the endpoints of the areas its scopes name (reading with read or write, changing with write), never an admin endpoint; no Origin is needed.",
  },
} as const;

/** How a token may call an endpoint: the scopes that admit it, or none (cookie only). */
export function tokenScopesFor(e: EndpointDescriptor): string[] {
  const area = areaOfPath(e.path);
  if (!area || e.permission === "public" || e.permission === "admin") return [];
  return e.method === "GET" ? [`${area}:read`, `${area}:write`] : [`${area}:write`];
}

/** What an endpoint serving employees' personal data outside the people area says about tokens. */
export const EMPLOYEE_DATA_NOTE =
  "Answers with employees' personal data: an API token also needs people:read or people:write.";

const ERROR_SCHEMA = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string", description: "A message safe to show the user" },
    code: { type: "string", description: "invalid_input, unauthorized, forbidden, not_found, …" },
    fields: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "The message of each field that failed validation",
    },
  },
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function toJsonSchema(schema: ZodType, io: "input" | "output" = "input"): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    reused: "inline",
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** A record of single fields becomes an object schema with each field optional as its own schema says. */
function recordSchema(fields: Readonly<Record<string, ZodType>>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, schema] of Object.entries(fields)) {
    properties[name] = toJsonSchema(schema);
    if (!schema.safeParse(undefined).success) required.push(name);
  }
  return { type: "object", properties, ...(required.length ? { required } : {}) };
}

/** A zod schema, as opposed to a record of fields or a named non-JSON answer. */
export const isSchema = (v: unknown): v is ZodType => v instanceof z.ZodType;

function bodySchema(body: NonNullable<EndpointInput["body"]>): JsonSchema {
  if (isSchema(body)) return toJsonSchema(body);
  if (Array.isArray(body)) return { anyOf: body.map((s: ZodType) => toJsonSchema(s)) };
  return recordSchema(body as Readonly<Record<string, ZodType>>);
}

function queryParameters(query: NonNullable<EndpointInput["query"]>) {
  const json = isSchema(query) ? toJsonSchema(query) : recordSchema(query);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
}

/** `/api/crm/deals/:id` → `/api/crm/deals/{id}`, with the names of its path parameters. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

const operationId = (method: string, path: string) =>
  (method.toLowerCase() + path.replace(/^\/api/, ""))
    .replace(/[:{}]/g, "")
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ""));

/** The slice an endpoint belongs to (`/api/crm/...` → crm); the platform's own endpoints share one. */
const tagOf = (path: string) => {
  const parts = path.split("/");
  return parts.length > 3 ? parts[2]! : "platform";
};

/** The success answer: its JSON's schema (as sent), or a download, stream or empty answer. */
function successResponse(response: EndpointInput["response"]) {
  if (!response) return { description: "Success" };
  if (isSchema(response))
    return {
      description: "Success",
      content: { "application/json": { schema: toJsonSchema(response, "output") } },
    };
  return response.mediaType
    ? { description: response.description, content: { [response.mediaType]: {} } }
    : { description: response.description };
}

function operationOf(e: EndpointDescriptor, input: EndpointInput | undefined): Operation {
  const { params } = openApiPath(e.path);
  const isPublic = e.permission === "public";
  const scopes = tokenScopesFor(e);
  const parameters: Record<string, unknown>[] = params.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: input?.params?.[name] ? toJsonSchema(input.params[name]) : { type: "string" },
  }));
  if (input?.query) parameters.push(...queryParameters(input.query));
  const op: Operation = {
    operationId: operationId(e.method, e.path),
    summary: e.summary,
    tags: [tagOf(e.path)],
    "x-permission": e.permission,
    security: isPublic ? [] : [{ sessionCookie: [] }, ...(scopes.length ? [{ apiToken: scopes }] : [])],
    ...(scopes.length ? { "x-token-scopes": scopes } : {}),
    ...(scopes.length && e.employeeData
      ? {
          description: EMPLOYEE_DATA_NOTE,
          "x-token-people-scope": ["people:read", "people:write"],
        }
      : {}),
    ...(parameters.length ? { parameters } : {}),
  };
  if (e.body === "multipart") {
    op.requestBody = {
      required: true,
      content: {
        "multipart/form-data": { schema: input?.body ? bodySchema(input.body) : { type: "object" } },
      },
    };
  } else if (input?.body) {
    op.requestBody = { required: true, content: { "application/json": { schema: bodySchema(input.body) } } };
  }
  const responses: Record<string, unknown> = { "2XX": successResponse(input?.response) };
  if (input?.body || input?.query || input?.params)
    responses["400"] = errorResponse("The input is not valid: the message and each field's");
  if (!isPublic) {
    responses["401"] = errorResponse("No session");
    responses["403"] = errorResponse(`The caller lacks the permission (${e.permission})`);
  }
  responses.default = errorResponse("Any other refusal or failure");
  op.responses = responses;
  return op;
}

export function buildOpenApiDocument(
  endpoints: readonly EndpointDescriptor[],
  schemas: EndpointSchemas,
  info: OpenApiInfo,
) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const e of endpoints) {
    const { path } = openApiPath(e.path);
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = operationOf(e, schemas[`${e.method} ${e.path}`]);
  }
  return {
    openapi: "3.1.1",
    info,
    servers: [{ url: "/" }],
    paths,
    components: { schemas: { Error: ERROR_SCHEMA }, securitySchemes: SECURITY_SCHEMES },
  };
}
