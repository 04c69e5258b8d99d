/**
 * Restores a backup made by `npm run backup` into the database DATABASE_URL names:
 *
 *   npm run restore -- <file> [--force]
 *
 * Stop the server first. A database that holds tables is replaced only with --force; without it the command says
 * what it would replace and changes nothing. SQLite: the backup is checked, then copied in with the online backup
 * API (one transaction); refused while another process has the file open. PostgreSQL: the public schema is dropped
 * and the dump restored with `pg_restore | psql` in one transaction, so a failed restore leaves the database as it
 * was; refused while other sessions are connected.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import {
  CommandError,
  commandArgs,
  databaseTarget,
  requireClientTools,
  runCommand,
  toolConnection,
  withPostgres,
  type DatabaseTarget,
} from "./lib/database-target";

const USAGE = "Usage: npm run restore -- <backup file> [--force]   (into DATABASE_URL's database, default data/app.db)";
const ALL_PAGES = 0x7fffffff;

function backupKind(file: string): "sqlite" | "postgres" {
  const header = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString("latin1") === "SQLite format 3\0") return "sqlite";
  if (header.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  throw new CommandError(`${file} is neither an SQLite backup nor a PostgreSQL dump made by npm run backup.`);
}

function availableBackups(): string {
  const names = existsSync("backups") ? readdirSync("backups").filter((name) => /\.(db|dump)$/.test(name)) : [];
  return names.length > 0
    ? `Backups in backups/:\n${names
        .sort()
        .map((name) => `  backups/${name}`)
        .join("\n")}`
    : "";
}

/** The table names of an SQLite file, after checking that it is a sound database. */
function sqliteTables(file: string, { check }: { check: boolean }): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    if (check) {
      const problems = (db.pragma("integrity_check") as { integrity_check: string }[]).map(
        (row) => row.integrity_check,
      );
      if (problems.join() !== "ok") throw new CommandError(`${file} fails its integrity check: ${problems.join("; ")}`);
    }
    const rows = db.prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite_%'").all();
    return (rows as { name: string }[]).map((row) => row.name);
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw new CommandError(`Cannot read ${file} as an SQLite database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * Whether another process has the SQLite file open. A connection in WAL mode (the server's) holds a shared lock on
 * the file for as long as it is open, idle or not, so an exclusive lock is refused exactly while one is.
 */
function openElsewhere(file: string): boolean {
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("begin exclusive");
    db.exec("rollback");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") return true;
    throw error;
  } finally {
    db.close();
  }
}

async function restoreSqlite(file: string, target: string, force: boolean): Promise<void> {
  const tables = sqliteTables(file, { check: true });
  if (!tables.includes("kysely_migration")) throw new CommandError(`${file} is not a backup of this site's database.`);
  if (existsSync(target) && openElsewhere(target)) {
    throw new CommandError(`${target} is open in another process (a running server?): stop it first.`);
  }
  const existing = existsSync(target) ? sqliteTables(target, { check: false }) : [];
  if (existing.length > 0 && !force) {
    throw new CommandError(
      `This would replace the SQLite database ${target} (${existing.length} tables) with ${file}.\n` +
        "Stop the server, then run the command again with --force.",
    );
  }
  mkdirSync(dirname(target), { recursive: true });
  const source = new Database(file, { readonly: true });
  try {
    await source.backup(target, { progress: () => ALL_PAGES });
  } catch (error) {
    throw new CommandError(`Cannot restore into ${target}: ${(error as Error).message}`);
  } finally {
    source.close();
  }
}

async function restorePostgres(
  file: string,
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  force: boolean,
): Promise<void> {
  await requireClientTools(target, ["pg_restore", "psql"]);
  const listed = spawnSync("pg_restore", ["--list", file], { encoding: "utf8" });
  if (listed.status !== 0) throw new CommandError(`${file} is not a readable dump: ${listed.stderr.trim()}`);
  if (!/TABLE DATA public kysely_migration /.test(listed.stdout)) {
    throw new CommandError(`${file} is not a backup of this site's database.`);
  }
  const { sessions, tables } = await withPostgres(target, async (client) => {
    const others = await client.query<{ count: string }>(
      "select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    const existing = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema = 'public'",
    );
    return { sessions: Number(others.rows[0]!.count), tables: Number(existing.rows[0]!.count) };
  });
  if (sessions > 0) {
    throw new CommandError(
      `${sessions} other session(s) are connected to ${target.label} (a running server?): stop them first.`,
    );
  }
  if (tables > 0 && !force) {
    throw new CommandError(
      `This would drop the public schema of ${target.label} (${tables} tables) and restore ${file} into it.\n` +
        "Stop the server, then run the command again with --force.",
    );
  }
  const { dbname, env } = toolConnection(target);
  // pg_restore writes the dump as SQL; psql runs it after emptying the schema, all in one transaction.
  const dump = spawn("pg_restore", ["--no-owner", "--no-privileges", "--file=-", file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const psql = spawn(
    "psql",
    [
      "--quiet",
      "--no-psqlrc",
      "--single-transaction",
      "--set=ON_ERROR_STOP=1",
      "--command=drop schema public cascade",
      "--command=create schema public",
      "--file=-",
      `--dbname=${dbname}`,
    ],
    { env, stdio: ["pipe", "ignore", "pipe"] },
  );
  dump.stdout.pipe(psql.stdin);
  // psql stopping early (an error) closes its input: the broken pipe is reported through the exit codes below.
  psql.stdin.on("error", () => undefined);
  let errors = "";
  dump.stderr.on("data", (chunk: Buffer) => (errors += chunk));
  psql.stderr.on("data", (chunk: Buffer) => (errors += chunk));
  const exitOf = (child: ChildProcess) => new Promise<number | null>((done) => child.once("close", done));
  const [dumpCode, psqlCode] = await Promise.all([exitOf(dump), exitOf(psql)]);
  if (dumpCode !== 0 || psqlCode !== 0) {
    throw new CommandError(`The restore failed and was rolled back; nothing changed:\n${errors.trim()}`);
  }
}

await runCommand(async () => {
  const { positionals, values } = commandArgs(
    { allowPositionals: true, options: { force: { type: "boolean", default: false } } },
    USAGE,
  );
  if (positionals.length !== 1) throw new CommandError([USAGE, availableBackups()].filter(Boolean).join("\n"));
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) throw new CommandError(`There is no file ${file}.`);
  const target = databaseTarget();
  const kind = backupKind(file);
  if (kind !== target.kind) {
    const backups = { sqlite: "an SQLite backup", postgres: "a PostgreSQL dump" };
    const databases = { sqlite: "an SQLite database", postgres: "a PostgreSQL database" };
    throw new CommandError(`${file} is ${backups[kind]}, but DATABASE_URL names ${databases[target.kind]}.`);
  }
  if (target.kind === "sqlite") await restoreSqlite(file, target.file, values.force);
  else await restorePostgres(file, target, values.force);
  console.log(`Restored ${file} into ${target.kind === "sqlite" ? target.file : target.label}.`);
});
