import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Every /api/startup endpoint and who may call it (checked against the router by a test). */
export const startupEndpoints = [] as const satisfies readonly EndpointDescriptor[];
