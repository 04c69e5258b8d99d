import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { expect } from "vitest";
import type { Database } from "~/db/schema";
import { rateLimitTiers } from "~/utils/rate-limit-tiers";
import { signInCookie } from "../../scripts/lib/bench-server";
import { startAppServer, type AppServer } from "./app-server";
import { createTestDatabase, type TestDatabase } from "./test-database";

/**
 * Generators of what an attacker or a broken client sends, and the real production server on a test database
 * to send it to. Every property runs a bounded number of times; the seed is printed so a failure can be replayed
 * with HOSTILE_SEED.
 */

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5); --",
  "%' UNION SELECT email, password FROM account --",
  "\\'; DELETE FROM newsletter_subscribers; --",
  "admin'--",
  "') OR 1=1 /*",
  "\"title\" MATCH '*'",
  "NEAR(a b) OR x:* & !y",
];

export const HTML_PAYLOADS = [
  "<img src=x onerror=window.__xss=1>",
  '"><script>window.__xss=1</script>',
  "javascript:window.__xss=1",
  "</title><script>window.__xss=1</script>",
  "<svg onload=window.__xss=1>",
  "'\"><iframe srcdoc='<script>parent.__xss=1</script>'>",
  '=HYPERLINK("http://evil.example")',
  "{{constructor.constructor('window.__xss=1')()}}",
];

/** C0 controls (NUL included), DEL and C1 controls: invisible, and NUL is refused by PostgreSQL's text. */
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));

/** Lone surrogates, joiners, bidi overrides, non-characters, combining marks, astral letters. */
const unusualUnicode = fc.constantFrom(
  "\uD800",
  "\uDFFF",
  "\u200B",
  "\u200D",
  "\u202E",
  "\uFEFF",
  "\uFFFE",
  "\uFFFF",
  "e\u0301\u0301\u0301",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "👩‍👩‍👧‍👦",
  "\u2028",
  "ǅ",
  "İ",
);

const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 2, arbitrary: controlCharacter },
  { weight: 2, arbitrary: unusualUnicode },
  { weight: 1, arbitrary: fc.constantFrom(...SQL_PAYLOADS) },
  { weight: 1, arbitrary: fc.constantFrom(...HTML_PAYLOADS) },
);

/** Anything a field may receive: short or empty, mixed from the fragments above, or very long. */
export const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.array(fragment, { maxLength: 5 }).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "é", "\u0000", " ", "<", "𝔘"), fc.integer({ min: 200, max: 6000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

/** A valid value with something hostile mixed in before, inside or after it. */
export function decorated(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fragment, fc.constantFrom("before", "after", "middle"))
    .map(([value, extra, where]) =>
      where === "before"
        ? extra + value
        : where === "after"
          ? value + extra
          : value.slice(0, 1) + extra + value.slice(1),
    );
}

const seed = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : Date.now() ^ (Math.random() * 2 ** 31);
console.log(`hostile input: fast-check seed ${seed} (replay with HOSTILE_SEED=${seed})`);

/** Options for every property: bounded runs, a printed seed, no shrinking past a few seconds. */
export function runs(numRuns: number): fc.Parameters<unknown> {
  return { numRuns, seed, endOnFailure: false, interruptAfterTimeLimit: 40_000 };
}

/**
 * What the server receives for a string: a form body is UTF-8, where a lone surrogate becomes U+FFFD (a
 * browser's encoder does the same).
 */
export function asSent(value: string): string {
  return value.toWellFormed();
}

/** What the server receives for a text field of a multipart body: FormData, as browsers do, sends line breaks as CRLF. */
export function asSentInMultipart(value: string): string {
  return asSent(value).replace(/\r\n|\r|\n/g, "\r\n");
}

/** Whether any value carries a NUL: every form refuses it before reading a field (see readForm). */
export function hasNul(...values: string[]): boolean {
  return values.some((value) => value.includes("\0"));
}

export const NUL_IN_FORM = "The form contains a NUL character, which no field accepts.";

/**
 * The answer every route gives a urlencoded form before reading any field: a 413 past 64 KB (a long field of
 * astral characters gets there, each one 12 bytes once percent-encoded), a 400 for a NUL anywhere.
 */
export function formRefusal(fields: Record<string, string>): { status: 400 | 413; message: string } | null {
  if (Buffer.byteLength(new URLSearchParams(fields).toString()) > 64 * 1024) {
    return { status: 413, message: "The request is too large: send at most 64 KB." };
  }
  return hasNul(...Object.values(fields)) ? { status: 400, message: NUL_IN_FORM } : null;
}

/** True when the form was refused before its fields were read, after checking the answer says why. */
export async function expectFormRefusal(response: Response, fields: Record<string, string>): Promise<boolean> {
  const refusal = formRefusal(fields);
  if (!refusal) return false;
  expect(response.status).toBe(refusal.status);
  expect(await response.text()).toContain(refusal.message);
  return true;
}

/** Characters no stored text may carry: C0 controls other than tab and line breaks, DEL and C1 controls. */
export const STORED_CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

export const ADMIN_EMAIL = "hostile-admin@example.com";
export const ADMIN_PASSWORD = "hostile-admin-pass";

export interface HostileServer {
  database: TestDatabase;
  server: AppServer;
  workDir: string;
  adminCookie: string;
  stop: () => Promise<void>;
}

/** Every tier's budget raised so hundreds of generated requests from 127.0.0.1 never meet a 429. */
const UNLIMITED = Object.keys(rateLimitTiers)
  .map((tier) => `${tier}=1000000`)
  .join(",");

/** The production server on a fresh database, with an admin account signed in. */
export async function startHostileServer(env: Record<string, string> = {}): Promise<HostileServer> {
  expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
  const database = await createTestDatabase();
  const workDir = mkdtempSync(join(tmpdir(), "cto-hostile-"));
  const serverEnv = {
    DATABASE_URL: database.url,
    SESSION_SECRET: "hostile-input-secret-that-is-long-enough-0123",
    ADMIN_EMAILS: ADMIN_EMAIL,
    STORAGE_DIR: join(workDir, "uploads"),
    RATE_LIMITS: UNLIMITED,
    PAGE_CACHE: "off",
    LOG_LEVEL: "warn",
    ...env,
  };
  execFileSync(
    join(process.cwd(), "node_modules/.bin/tsx"),
    [join(process.cwd(), "scripts/create-user.ts"), "--email", ADMIN_EMAIL, "--password", ADMIN_PASSWORD],
    { cwd: process.cwd(), env: { ...process.env, ...serverEnv, NODE_ENV: "production" }, stdio: "ignore" },
  );
  const server = await startAppServer(serverEnv, workDir);
  const adminCookie = await signInCookie(server.base, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  expect(adminCookie).toContain("session_token");
  return {
    database,
    server,
    workDir,
    adminCookie,
    stop: async () => {
      await server.stop();
      await database.destroy();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Fails with the server's log when an answer is a 5xx: the one thing no input may cause. */
/**
 * A page's text as the signed-in admin reads it: no tags, none of React's markers between adjacent texts, and not the
 * data sent along for hydration, which could hold a text the page does not show.
 */
export async function adminPageText(app: HostileServer, path: string): Promise<string> {
  const response = await fetch(app.server.base + path, { headers: { cookie: app.adminCookie } });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const hydrationData = html.indexOf("window.__reactRouterContext");
  return (hydrationData === -1 ? html : html.slice(0, hydrationData)).replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ");
}

export function expectNoServerError(response: Response, server: AppServer, input: unknown): void {
  if (response.status >= 500) {
    throw new Error(`${response.status} for ${JSON.stringify(input)}\n${server.output().slice(-4000)}`);
  }
}

/** A form post as a browser without JavaScript sends it (urlencoded, same origin). */
export function postForm(
  server: AppServer,
  path: string,
  fields: [string, string][] | Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base, ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** How many rows a table holds: what a refused request must leave unchanged. */
export async function countRows(database: TestDatabase, table: keyof Database): Promise<number> {
  const { n } = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
