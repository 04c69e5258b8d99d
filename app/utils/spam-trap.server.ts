import { createHmac, timingSafeEqual } from "node:crypto";
import { keysFor } from "./secrets.server";
import { FORM_STARTED_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from "./spam-trap";

function sign(issuedAt: string, key: string): string {
  return createHmac("sha256", key).update(`form-started:${issuedAt}`).digest("base64url");
}

/**
 * A note of when a form was opened (or its page served), signed so a bot cannot backdate it. Old notes stay valid
 * (a tab may stay open for days); only a fresh one gives a bot away.
 */
export function issueFormToken(now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(issuedAt, keysFor("form")[0]!)}`;
}

function issuedAtOf(token: string): number | null {
  const [issuedAt = "", signature = ""] = token.split(".");
  if (!/^\d{1,15}$/.test(issuedAt)) return null;
  const given = Buffer.from(signature);
  const signedByUs = keysFor("form").some((key) => {
    const expected = Buffer.from(sign(issuedAt, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return signedByUs ? Number(issuedAt) : null;
}

/** Filled in a field that people cannot see: only a script does that. */
export function filledHoneypot(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "";
}

/**
 * Whether the signed time the form was opened is missing, not ours or younger than MIN_FILL_MS. A script that
 * posts at once is caught by this; so is a person whose browser filled the form in and sent it within a second,
 * or whose form never received its note, so the answer asks to send again rather than pretending it was sent.
 */
export function sentTooSoon(form: FormData, now = Date.now()): boolean {
  const token = form.get(FORM_STARTED_FIELD);
  const issuedAt = typeof token === "string" ? issuedAtOf(token) : null;
  return issuedAt === null || now - issuedAt < MIN_FILL_MS;
}
