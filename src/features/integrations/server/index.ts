export { getImport, listImports } from "./import.service.ts";
export { runPendingImports } from "./import-runner.ts";
export { listTokens } from "./tokens.service.ts";
