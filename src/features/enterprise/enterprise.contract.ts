import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Every /api/enterprise endpoint and who may call it (checked against the router by a test). */
export const enterpriseEndpoints = [] as const satisfies readonly EndpointDescriptor[];
