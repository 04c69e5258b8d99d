/**
 * What the backup and restore commands work on: the database DATABASE_URL names, resolved as the app resolves it,
 * and the PostgreSQL client tools they run for a PostgreSQL database.
 */
import { spawnSync } from "node:child_process";
import { parseArgs, type ParseArgsConfig } from "node:util";
import pg from "pg";
import { DatabaseUrlSchema, isPostgresUrl, sqliteFileOf } from "~/utils/env.server";

/** A mistake of the operator's: printed as it is, without a stack trace, and the command exits 1. */
export class CommandError extends Error {
  override name = "CommandError";
}

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; label: string };

export function databaseTarget(databaseUrl = process.env.DATABASE_URL): DatabaseTarget {
  const parsed = DatabaseUrlSchema.safeParse(databaseUrl || undefined);
  if (!parsed.success) throw new CommandError(`DATABASE_URL ${parsed.error.issues[0]?.message ?? "is invalid"}`);
  if (!isPostgresUrl(parsed.data)) return { kind: "sqlite", file: sqliteFileOf(parsed.data) };
  const label = new URL(parsed.data);
  label.password = "";
  return { kind: "postgres", url: parsed.data, label: label.toString() };
}

/** `backups/2026-11-23-190310.db` (UTC), `.dump` for PostgreSQL. */
export function defaultBackupFile(target: DatabaseTarget, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace("T", "-")
    .replaceAll(":", "");
  return `backups/${stamp}.${target.kind === "sqlite" ? "db" : "dump"}`;
}

/**
 * The connection for a client tool: the URL without its password, which goes in PGPASSWORD instead, so it
 * never shows in the process list.
 */
export function toolConnection(target: Extract<DatabaseTarget, { kind: "postgres" }>): {
  dbname: string;
  env: NodeJS.ProcessEnv;
} {
  const url = new URL(target.url);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export async function withPostgres<T>(
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: target.url });
  try {
    await client.connect();
  } catch (error) {
    throw new CommandError(`Cannot connect to ${target.label}: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function toolMajor(tool: string): number {
  const result = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if (result.error) {
    throw new CommandError(
      `${tool} was not found: install the PostgreSQL client tools of your server's version ` +
        `(Debian/Ubuntu: apt-get install -y postgresql-client).`,
    );
  }
  const major = /\(PostgreSQL\) (\d+)/.exec(result.stdout)?.[1];
  if (!major) throw new CommandError(`Cannot read the version of ${tool}: ${result.stdout.trim()}`);
  return Number(major);
}

/** The client tools read and write the formats of their own and older servers, never of newer ones. */
export async function requireClientTools(
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  tools: string[],
): Promise<void> {
  const server = await withPostgres(target, async (client) => {
    const { rows } = await client.query<{ server_version_num: string }>("show server_version_num");
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  });
  for (const tool of tools) {
    const major = toolMajor(tool);
    if (major < server) {
      throw new CommandError(
        `${tool} ${major} is older than the PostgreSQL ${server} server: install the version ${server} client tools ` +
          `(Debian/Ubuntu: apt-get install -y postgresql-client-${server}).`,
      );
    }
  }
}

/** The command's arguments; an unknown option is a mistake explained with the usage line, not a stack trace. */
export function commandArgs<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${usage}`);
  }
}

/** Runs `work`; a CommandError or a database file that is not one becomes a message and exit code 1. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof CommandError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
