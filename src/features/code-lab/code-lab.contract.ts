import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Every /api/code-lab endpoint and who may call it (checked against the router by a test). */
export const codeLabEndpoints = [] as const satisfies readonly EndpointDescriptor[];
