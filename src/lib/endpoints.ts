import type { ZodType } from "zod";
import type { Role } from "./roles.ts";

/**
 * Who may call an endpoint: anyone, any signed-in user, holders of one role, or callers that a
 * named gate admits (`gate:<name>`, checked by the gate the server registers under that name).
 */
export type Permission = "public" | "signed-in" | Role | `gate:${string}`;

/**
 * One line per API endpoint, kept in the slice's contract. A test walks the real router and fails
 * when an endpoint has no descriptor, or when its guard does not match the declared permission.
 */
export type EndpointDescriptor = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  permission: Permission;
  summary: string;
  /**
   * The body, when it is not a JSON document of at most 64 KB: "multipart" for file uploads
   * (the upload limit applies), or a larger JSON limit in bytes.
   */
  body?: "multipart" | { maxBytes: number };
  /**
   * A multipart endpoint's own upload limit instead of UPLOAD_MAX_BYTES, with the message its 413
   * carries (refused by Content-Length before reading, and cut off while streaming).
   */
  uploadLimit?: { maxBytes: number; message: string };
  /**
   * Callable from other sites (no Origin check, no cookie identity): the documented exception for
   * public endpoints such as the Command Center's tracker. Such an endpoint does its own checks.
   */
  crossSite?: true;
  /**
   * Answers with employees' personal data (the staff directory, per-person figures, members'
   * addresses): an API token needs a people scope besides its area's scope to call it.
   */
  employeeData?: true;
};

/**
 * What one endpoint's handler validates, for the OpenAPI document: the JSON (or multipart) body,
 * the query string and the path parameters. `body` may list alternatives (any one is accepted);
 * a record names single fields, each with its own schema. A test holds every handler to it.
 */
export type EndpointInput = {
  body?: ZodType | readonly ZodType[] | Readonly<Record<string, ZodType>>;
  query?: ZodType | Readonly<Record<string, ZodType>>;
  params?: Readonly<Record<string, ZodType>>;
  /**
   * The success answer: a zod schema of its JSON as it travels (dates as ISO strings), which a
   * test run holds every 2xx JSON answer to (CHECK_RESPONSES), or, for an answer that is not JSON,
   * one of `ANSWERS` (a download, a stream, no content).
   */
  response?: ZodType | NonJsonAnswer;
};

/** A success answer that is not a JSON document, by its media type (null: no body). */
export type NonJsonAnswer = { readonly mediaType: string | null; readonly description: string };

/** The answers that are not JSON, named once so the document says the same of each. */
export const ANSWERS = {
  csv: { mediaType: "text/csv", description: "A CSV file (UTF-8, a header row first)" },
  pdf: { mediaType: "application/pdf", description: "A PDF document" },
  ics: { mediaType: "text/calendar", description: "An iCalendar invitation" },
  /** Any media type: a stored file is served under the type it was stored with. */
  file: { mediaType: "*/*", description: "The stored file as it was uploaded, under its own media type" },
  // A media range: the stored image is sent with its own type (PNG, JPEG, WebP or GIF).
  image: { mediaType: "image/*", description: "The stored image, with its own media type" },
  text: { mediaType: "text/plain", description: "A plain-text file (UTF-8)" },
  eventStream: {
    mediaType: "text/event-stream",
    description: "Server-sent events, resumed with Last-Event-ID",
  },
  empty: { mediaType: null, description: "No content" },
  redirect: { mediaType: null, description: "A redirect (see the Location header)" },
  upgrade: { mediaType: null, description: "Switches to a WebSocket (101)" },
} as const satisfies Record<string, NonJsonAnswer>;

/** A slice's endpoint inputs, keyed by `METHOD /api/path` as in its descriptors. */
export type EndpointSchemas = Readonly<Record<string, EndpointInput>>;
