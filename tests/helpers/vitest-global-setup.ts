import { pgliteTemplatePath } from "./test-db.ts";

/** Builds the migrated PGlite template once, before the test files start (see test-db.ts). */
export default async function setup() {
  if (!process.env.TEST_DATABASE_URL) await pgliteTemplatePath();
}
