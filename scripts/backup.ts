/**
 * Backs up the database DATABASE_URL names, safely while the server runs:
 *
 *   npm run backup -- [file]      (default backups/{yyyy-MM-dd-HHmmss}.db, or .dump on PostgreSQL)
 *
 * SQLite: SQLite's online backup API, one consistent snapshot even while the server writes (commits still in the
 * -wal file included), written as one self-contained file (rollback journal mode) and checked with `PRAGMA quick_check`. PostgreSQL: `pg_dump` in its custom format (one consistent snapshot too).
 * Uploaded files (STORAGE_DIR or the S3 bucket) are not in the database: back them up separately (README).
 */
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, rmSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import {
  CommandError,
  commandArgs,
  databaseTarget,
  defaultBackupFile,
  requireClientTools,
  runCommand,
  toolConnection,
  type DatabaseTarget,
} from "./lib/database-target";

const USAGE = "Usage: npm run backup -- [file]   (the database is DATABASE_URL's, default data/app.db)";

/** Copies every page in one step: one read transaction, so the copy is one point in time however busy the server. */
const ALL_PAGES = 0x7fffffff;

async function backupSqlite(source: string, file: string): Promise<void> {
  if (!existsSync(source)) throw new CommandError(`There is no SQLite database at ${source} (DATABASE_URL).`);
  let db: Database.Database;
  try {
    db = new Database(source, { fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    await db.backup(file, { progress: () => ALL_PAGES });
  } catch (error) {
    throw new CommandError(`Cannot back up ${source}: ${(error as Error).message}`);
  }
  db.close();
  // The copy takes the server's WAL mode with its pages, and would keep a -wal and a -shm file beside it (empty, but
  // left behind by every reader, and needed to open it at all from a read-only place): it is made one file instead.
  const copy = new Database(file);
  try {
    copy.pragma("journal_mode = DELETE");
    const [check] = copy.pragma("quick_check") as { quick_check: string }[];
    if (check?.quick_check !== "ok")
      throw new CommandError(`The backup ${file} fails its check: ${check?.quick_check}`);
  } finally {
    copy.close();
  }
}

async function backupPostgres(target: Extract<DatabaseTarget, { kind: "postgres" }>, file: string): Promise<void> {
  await requireClientTools(target, ["pg_dump"]);
  const { dbname, env } = toolConnection(target);
  const result = spawnSync("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], {
    env,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new CommandError(`pg_dump failed: ${(result.stderr || String(result.error)).trim()}`);
  }
}

await runCommand(async () => {
  const { positionals } = commandArgs({ allowPositionals: true, options: {} }, USAGE);
  if (positionals.length > 1) throw new CommandError(USAGE);
  const target = databaseTarget();
  const file = resolve(positionals[0] ?? defaultBackupFile(target));
  if (existsSync(file)) throw new CommandError(`${file} already exists: a backup never overwrites a file.`);
  mkdirSync(dirname(file), { recursive: true });
  // Created empty first, readable by its owner only: a backup holds password hashes, session tokens and every lead.
  closeSync(openSync(file, "wx", 0o600));
  try {
    if (target.kind === "sqlite") await backupSqlite(target.file, file);
    else await backupPostgres(target, file);
  } catch (error) {
    // A failed backup leaves no file behind, which would also block the next attempt at the same name.
    rmSync(file, { force: true });
    throw error;
  }
  const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Backed up ${target.kind === "sqlite" ? target.file : target.label} to ${file} (${megabytes} MB).`);
});
