import { randomBytes } from "node:crypto";
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
