declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce that the Content-Security-Policy allows for inline scripts. */
    cspNonce: string;
    /** The client's address as Express sees it (X-Forwarded-For only with TRUST_PROXY). */
    clientIp: string | null;
  }
}

export {};
