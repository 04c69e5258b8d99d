import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 1024;
/** Stands for the request's nonce while helmet's headers are worked out once. */
const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

/**
 * Nonces cut from random bytes drawn a thousand at a time: the same randomness as one draw per request
 * without a call into the system's generator for every page.
 */
function nonceSource(): () => string {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      pool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
      offset = 0;
    }
    const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}

/** The headers helmet sets and removes for these options, read once from a response that records them. */
function helmetHeaders(options: HelmetOptions) {
  const headers = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: unknown) => (headers.set(name, String(value)), removed.delete(name)),
    removeHeader: (name: string) => (headers.delete(name), removed.add(name)),
  };
  let finished = false;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet works synchronously; headers recorded later would be missed without notice.
  if (!finished) throw new Error("helmet did not finish synchronously");
  return { set: [...headers], removed: [...removed] };
}

/**
 * Sets a fresh CSP nonce (`res.locals.cspNonce`) and the security headers on every response. Helmet's headers
 * do not change between requests apart from the nonce, so they are computed at start, not per request; a
 * directive written with `nonceSourceExpression` names the request's nonce.
 */
export function securityHeaders(options: HelmetOptions, extra: Record<string, string>): RequestHandler {
  const fromHelmet = helmetHeaders(options);
  const headers = [...fromHelmet.set, ...Object.entries(extra)].map(
    ([name, value]) => [name, value.split(NONCE_PLACEHOLDER)] as const,
  );
  const nextNonce = nonceSource();
  return (_req, res, next) => {
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    for (const name of fromHelmet.removed) res.removeHeader(name);
    for (const [name, parts] of headers) res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonce));
    next();
  };
}

/** A CSP source naming the request's nonce. */
export const nonceSourceExpression = (_req: unknown, res: unknown) =>
  `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
