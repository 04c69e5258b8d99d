import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by the server entry and read by the document's script tags. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
