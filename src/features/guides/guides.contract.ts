import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Every /api/guides endpoint and who may call it (checked against the router by a test). */
export const guidesEndpoints = [] as const satisfies readonly EndpointDescriptor[];
