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
};

/** A slice's endpoint inputs, keyed by `METHOD /api/path` as in its descriptors. */
export type EndpointSchemas = Readonly<Record<string, EndpointInput>>;
