/**
 * Starts the production build for the browser tests on a database of its own: a new PostgreSQL
 * database when DATABASE_URL points at a server, else a temporary SQLite file. Removes it on exit.
 * Runs with Node's own TypeScript support (no app imports).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const port = process.env.E2E_PORT ?? "3210";
const baseUrl = process.env.DATABASE_URL;
const usePostgres = Boolean(baseUrl && /^postgres(ql)?:\/\//.test(baseUrl));

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const workDir = mkdtempSync(join(tmpdir(), "cto-e2e-"));
let databaseUrl = join(workDir, "e2e.db");
let databaseName: string | undefined;
if (usePostgres && baseUrl) {
  databaseName = `cto_e2e_${process.pid}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const server = spawn(process.execPath, ["server/index.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: join(workDir, "uploads"),
    SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
    ADMIN_EMAILS: "admin@example.com",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});

let cleaning = false;
async function cleanUp(code: number) {
  if (cleaning) return;
  cleaning = true;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve).once("error", resolve));
  if (databaseName) await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}

server.on("exit", (code) => {
  if (!cleaning) void cleanUp(code ?? 1);
});
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => void cleanUp(0));
