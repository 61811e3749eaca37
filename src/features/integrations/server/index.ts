export { createToken, listTokens, revokeToken } from "./tokens.service.ts";
