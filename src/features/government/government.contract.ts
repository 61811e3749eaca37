import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Every /api/government endpoint and who may call it (checked against the router by a test). */
export const governmentEndpoints = [] as const satisfies readonly EndpointDescriptor[];
