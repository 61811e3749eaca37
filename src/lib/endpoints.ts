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
   * Callable from other sites (no Origin check, no cookie identity): the documented exception for
   * public endpoints such as the Command Center's tracker. Such an endpoint does its own checks.
   */
  crossSite?: true;
};
