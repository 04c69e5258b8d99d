import { hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

const GENERATED_SECRET_FILE = resolve("data/session-secret");

let secret: string | undefined;

/**
 * SESSION_SECRET when set. A single-process install without one gets a random secret kept in
 * data/, so the quick start works and restarts keep sessions; several processes must share SESSION_SECRET.
 */
export function getSessionSecret(): string {
  secret ??= getEnv().SESSION_SECRET ?? readOrCreateSecretFile();
  return secret;
}

function readOrCreateSecretFile(): string {
  try {
    return readFileSync(GENERATED_SECRET_FILE, "utf8").trim();
  } catch {
    const created = randomBytes(32).toString("hex");
    mkdirSync(dirname(GENERATED_SECRET_FILE), { recursive: true });
    writeFileSync(GENERATED_SECRET_FILE, created, { mode: 0o600, flag: "wx" });
    logger.warn({ file: GENERATED_SECRET_FILE }, "SESSION_SECRET is not set: generated one for this machine");
    return created;
  }
}

/** What a key signs; each gets its own key, so one leaking or being misused never forges the other. */
export type KeyPurpose = "auth" | "toast" | "form" | "confirmation";

function deriveKey(secret: string, purpose: KeyPurpose): string {
  return Buffer.from(hkdfSync("sha256", secret, "cto-insights", `cookie-key:${purpose}`, 32)).toString("hex");
}

/**
 * The keys for one purpose, newest first: from SESSION_SECRET, then from each of PREVIOUS_SESSION_SECRETS,
 * so cookies signed before a rotation stay valid while new ones use the new secret.
 */
export function keysFor(purpose: KeyPurpose): string[] {
  // Read on every request by the session and form checks: derived once per purpose.
  let keys = derivedKeys.get(purpose);
  if (!keys) {
    keys = [getSessionSecret(), ...getEnv().PREVIOUS_SESSION_SECRETS].map((value) => deriveKey(value, purpose));
    derivedKeys.set(purpose, keys);
  }
  return keys;
}

const derivedKeys = new Map<KeyPurpose, string[]>();

/** The attributes of every cookie the site sets: Secure exactly when the site is served over https. */
export function cookieAttributes() {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: getEnv().SITE_URL.startsWith("https:"),
  };
}
