// zod reads this global when it loads. Imported first by entry.client.tsx, so it is set before
// any route module (and so before zod) is evaluated: under the CSP zod must not probe for
// `new Function` (a console error in every browser). Setting the global, rather than calling
// z.config(), keeps zod out of the first-load JavaScript of pages that do not use it.
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
