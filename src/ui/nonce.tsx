import { createContext, useContext } from "react";

/** The CSP nonce of the current server render; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
