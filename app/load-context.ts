declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce that the Content-Security-Policy allows for inline scripts. */
    cspNonce: string;
    /** The client's address: the socket's, or the one the proxies trusted by TRUST_PROXY report. */
    clientIp: string | null;
  }
}

export {};
