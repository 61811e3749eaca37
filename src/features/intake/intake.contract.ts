import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Every /api/intake endpoint and who may call it (checked against the router by a test). */
export const intakeEndpoints = [] as const satisfies readonly EndpointDescriptor[];
