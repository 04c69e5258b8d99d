import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "~/utils/zod";
import { isRateLimitTier, rateLimitTiers, type RateLimitTier } from "./rate-limit-tiers";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "must be a comma-separated list of email addresses" })));

/**
 * A URL of one of the given schemes with a host. `z.url()` alone reads "www.example.com:443" or "localhost:25" as a URL
 * whose scheme is the host name, so a value with its scheme left out would start the server and fail later.
 */
function urlOf(protocol: RegExp, message: string) {
  return z.url({ protocol, hostname: /./, message });
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || !address || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(address);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address: `false` (none, the default), a number of proxy hops in
 * front of the app, or a comma list of proxy addresses and CIDR ranges. `true` would believe whatever a
 * client writes into X-Forwarded-For, so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (value === "true" || entries.length === 0 || !entries.every(isProxyAddress)) {
      ctx.addIssue({
        code: "custom",
        message:
          "must be false, the number of proxies in front of the app (e.g. 1), or a comma-separated list of proxy addresses or CIDR ranges (true would trust any client-written X-Forwarded-For)",
      });
      return z.NEVER;
    }
    return entries;
  });

/** `tier=points` pairs, e.g. `signInIp=1000` for a load test or the browser tests (every client is 127.0.0.1). */
const rateLimitOverrides = z.string().transform((value, ctx) => {
  const overrides: Partial<Record<RateLimitTier, number>> = {};
  for (const pair of value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [tier = "", points = ""] = pair.split("=").map((part) => part.trim());
    if (!isRateLimitTier(tier) || !/^[1-9]\d*$/.test(points)) {
      ctx.addIssue({
        code: "custom",
        message: `"${pair}" is not tier=points (tiers: ${Object.keys(rateLimitTiers).join(", ")})`,
      });
      return z.NEVER;
    }
    overrides[tier] = Number(points);
  }
  return overrides;
});

/** Shared with the backup and restore commands, which need the database and nothing else of the environment. */
export const DatabaseUrlSchema = z
  .string()
  .min(1)
  .default("data/app.db")
  .refine((value) => !/^[a-z]+:\/\//i.test(value) || /^postgres(ql)?:\/\//i.test(value), {
    message: "must be a postgres:// URL or a path to an SQLite file",
  });

/**
 * Whoever guesses the secret signs in as anyone, an admin included: one that is a few characters repeated ("xxxx…",
 * "abab…") or says it is a placeholder (copied from an example and never replaced) has the length but not the luck.
 */
function guessableSecret(secret: string): boolean {
  return new Set(secret).size < 5 || /change[-_ ]?me|replace[-_ ]?me|your[-_ ]?secret|placeholder/i.test(secret);
}

const DEFAULT_MAIL_FROM = "CTO Function <no-reply@localhost>";

const PORT_MESSAGE = "must be a port number from 1 to 65535";

const EnvSchema = z
  .object({
    // Production unless development is asked for: a forgotten variable must not turn off the CSP.
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce
      .number({ message: PORT_MESSAGE })
      .int({ message: PORT_MESSAGE })
      .min(1, { message: PORT_MESSAGE })
      .max(65535, { message: PORT_MESSAGE })
      .default(3000),
    SITE_URL: urlOf(/^https?$/, "must be an absolute URL such as https://www.example.com").optional(),
    DATABASE_URL: DatabaseUrlSchema,
    ADMIN_EMAILS: commaList.default([]),
    SESSION_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    PREVIOUS_SESSION_SECRETS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, { message: "each secret must be at least 32 characters" })))
      .default([]),
    SMTP_URL: urlOf(
      /^smtps?$/,
      "must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587",
    ).optional(),
    MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
    SALES_EMAIL: z.email({ message: "must be an email address" }).optional(),
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    STORAGE_DIR: z.string().min(1).default("data/uploads"),
    S3_ENDPOINT: urlOf(
      /^https?$/,
      "must be an http:// or https:// URL such as https://s3.eu-west-1.amazonaws.com",
    ).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    // Bytes; checked while the upload streams in, so a larger file is cut off, never stored.
    LIBRARY_MAX_BYTES: z.coerce
      .number({ message: "must be a whole number of bytes, such as 26214400 for 25 MB" })
      .int({ message: "must be a whole number of bytes" })
      .positive({ message: "must be a positive number of bytes" })
      .default(25 * 1024 * 1024),
    SEED_DEMO_CONTENT: booleanFlag.default(true),
    TRUST_PROXY: trustProxy.default(false),
    RATE_LIMITS: rateLimitOverrides.default({}),
    PAGE_CACHE: z.enum(["on", "off"]).default("on"),
    // Worker processes sharing the port (Node cluster); more than the machine's cores only adds memory.
    WEB_CONCURRENCY: z.coerce
      .number({ message: "must be a whole number of worker processes, such as 2" })
      .int({ message: "must be a whole number of worker processes, such as 2" })
      .positive({ message: "must be at least 1" })
      .default(1),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    // Every instance on a shared database must sign with the same secret; a generated one is per machine.
    if (env.NODE_ENV === "production" && isPostgresUrl(env.DATABASE_URL) && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "is required in production on PostgreSQL: set it to a random value of at least 32 characters, such as the output of `openssl rand -hex 32`, the same on every instance",
      });
    }
    if (env.NODE_ENV === "production" && env.SESSION_SECRET && guessableSecret(env.SESSION_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "is easy to guess (a few characters repeated, or a placeholder from an example): set it to a random value, such as the output of `openssl rand -hex 32`",
      });
    }
    if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when STORAGE_DRIVER=s3" });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { SITE_URL: string };

export class EnvError extends Error {
  override name = "EnvError";
}

/** Reads and validates the environment; the message names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const env = result.data;
  return { ...env, SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "") };
}

/**
 * Settings a production site starts without but should not run without: the start goes on (the quick start is a
 * production build on localhost), and says what each one costs in the log.
 */
export function configurationWarnings(source: Record<string, string | undefined>): string[] {
  const env = parseEnv(source);
  if (env.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (!source.SITE_URL) {
    warnings.push(
      `SITE_URL is not set: links in emails, the sitemap, the feed and canonical links point to ${env.SITE_URL}, and cookies are not marked Secure`,
    );
  }
  if (!env.SMTP_URL) {
    warnings.push(
      "SMTP_URL is not set: emails (account confirmations, password resets, new-lead notices) are written to data/outbox/ instead of sent, so readers cannot confirm their accounts",
    );
  }
  if (env.SMTP_URL && env.MAIL_FROM === DEFAULT_MAIL_FROM) {
    warnings.push(
      `MAIL_FROM is not set: email goes out from ${DEFAULT_MAIL_FROM}, which mail servers are likely to refuse; set an address of the site's domain`,
    );
  }
  return warnings;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//i.test(databaseUrl);
}

/** The SQLite file a DATABASE_URL names (`data/app.db`, `sqlite:data/app.db`, `file:data/app.db`), absolute. */
export function sqliteFileOf(databaseUrl: string): string {
  return databaseUrl === ":memory:" ? databaseUrl : resolve(databaseUrl.replace(/^(sqlite|file):/, ""));
}
