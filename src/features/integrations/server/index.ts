export { listTokens } from "./tokens.service.ts";
