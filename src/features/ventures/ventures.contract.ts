import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Every /api/ventures endpoint and who may call it (checked against the router by a test). */
export const venturesEndpoints = [] as const satisfies readonly EndpointDescriptor[];
