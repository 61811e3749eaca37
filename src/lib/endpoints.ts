/** Who may call an endpoint: anyone, any signed-in user, or holders of one role. */
export type Permission = "public" | "signed-in" | "employee" | "admin" | "workspace_user";

/**
 * One line per API endpoint, kept in the slice's contract. A test walks the real router and fails
 * when an endpoint has no descriptor, or when its guard does not match the declared permission.
 */
export type EndpointDescriptor = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  permission: Permission;
  summary: string;
};
