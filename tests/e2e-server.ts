/**
 * Starts the production build for the browser tests on a database of its own: a new PostgreSQL
 * database when DATABASE_URL points at a server, else a temporary SQLite file. Removes it on exit.
 * Runs with Node's own TypeScript support (no app imports).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";

const port = process.env.E2E_PORT ?? "3210";
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? "2526");
const mailboxDir = process.env.E2E_MAILBOX_DIR ?? join(tmpdir(), "cto-e2e-mailbox");

/** Accounts the browser tests sign in with, created through the operator command. */
const fixtureAccounts = [
  { email: "admin@example.com", password: "admin-password", admin: true },
  { email: "member@example.com", password: "member-password", admin: false },
];
const baseUrl = process.env.DATABASE_URL;
const usePostgres = Boolean(baseUrl && /^postgres(ql)?:\/\//.test(baseUrl));

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const admin = (sql: string) => withAdminClient((client) => client.query(sql));

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Drops the databases of earlier runs whose server process is gone: a killed run cannot drop its own. */
async function dropAbandonedDatabases() {
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'cto\\_e2e\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(/^cto_e2e_(\d+)_/.exec(datname)?.[1]);
      if (pid && !isRunning(pid)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}

const workDir = mkdtempSync(join(tmpdir(), "cto-e2e-"));
let databaseUrl = join(workDir, "e2e.db");
let databaseName: string | undefined;
if (usePostgres && baseUrl) {
  await dropAbandonedDatabases();
  databaseName = `cto_e2e_${process.pid}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const storageDir = join(workDir, "uploads");
if (process.env.E2E_SERVER_STATE_FILE) {
  writeFileSync(process.env.E2E_SERVER_STATE_FILE, JSON.stringify({ databaseUrl, storageDir }));
}

// A real SMTP server on loopback: every message lands in the mailbox folder, named by recipient.
rmSync(mailboxDir, { recursive: true, force: true });
mkdirSync(mailboxDir, { recursive: true });
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      for (const recipient of session.envelope.rcptTo) {
        const file = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${recipient.address.toLowerCase()}.eml`;
        writeFileSync(join(mailboxDir, file), Buffer.concat(chunks));
      }
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const appEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: port,
  HOST: "127.0.0.1",
  SITE_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: databaseUrl,
  STORAGE_DIR: storageDir,
  SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
  ADMIN_EMAILS: "admin@example.com",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // Every browser test comes from 127.0.0.1: per-address budgets are raised, per-account ones stay as shipped.
  RATE_LIMITS:
    "signInIp=100000,signUpIp=100000,passwordResetIp=100000,articleViewIp=100000,leadIp=100000,newsletterIp=100000",
  SALES_EMAIL: "sales@example.com",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};

async function runWithAppEnv(args: string[], what: string) {
  // Asynchronous so that this process's SMTP sink keeps answering while the command runs.
  const child = spawn(join("node_modules", ".bin", "tsx"), args, {
    env: appEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`could not create ${what}`);
}

await runWithAppEnv(["tests/e2e-fixtures.ts"], "the fixture articles");
for (const account of fixtureAccounts) {
  const args = ["scripts/create-user.ts", "--email", account.email, "--password", account.password];
  if (account.admin) args.push("--admin");
  await runWithAppEnv(args, `fixture account ${account.email}`);
}

const server = spawn(process.execPath, ["server/index.ts"], { stdio: "inherit", env: appEnv });

let cleaning = false;
async function cleanUp(code: number) {
  if (cleaning) return;
  cleaning = true;
  // The signal that stops this script reaches the app too (one process group): it may be gone already.
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve).once("error", resolve));
  }
  smtp.close();
  if (databaseName) await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
  if (process.env.E2E_SERVER_STATE_FILE) rmSync(process.env.E2E_SERVER_STATE_FILE, { force: true });
  process.exit(code);
}

server.on("exit", (code) => {
  if (!cleaning) void cleanUp(code ?? 1);
});
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => void cleanUp(0));
