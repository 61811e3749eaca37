// zod reads this global config object (it keeps a reference to it, so it is changed in place).
// Imported first by root.tsx, before any route module builds a zod schema: under the CSP zod must not
// probe for `new Function` (a console error in every browser), and setting the global, rather
// than calling z.config(), keeps zod out of the first-load JavaScript of pages that do not use it.
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig ??= {};
g.__zod_globalConfig.jitless = true;
