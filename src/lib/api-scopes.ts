/** The areas of the API a token may be given, each for reading or for reading and writing. */
export const API_AREAS = ["crm", "workspace", "people", "analytics", "content"] as const;
export type ApiArea = (typeof API_AREAS)[number];
export const API_SCOPES = API_AREAS.flatMap((a) => [`${a}:read`, `${a}:write`] as const);
export type ApiScope = `${ApiArea}:${"read" | "write"}`;

/** The area an API path belongs to (`/api/crm/deals` → crm), or null when tokens never reach it. */
export function areaOfPath(path: string): ApiArea | null {
  const area = path.split("/")[2];
  return (API_AREAS as readonly string[]).includes(area ?? "") ? (area as ApiArea) : null;
}

/** Whether scopes allow a call: reading needs read or write on the area, changing needs write. */
export function scopesAllow(scopes: readonly string[], area: ApiArea, method: string): boolean {
  const reading = method === "GET" || method === "HEAD";
  return scopes.includes(`${area}:write`) || (reading && scopes.includes(`${area}:read`));
}

/** Whether scopes include the people area, which employees' personal data needs wherever it is served. */
export const hasPeopleScope = (scopes: readonly string[]) =>
  scopes.includes("people:read") || scopes.includes("people:write");
