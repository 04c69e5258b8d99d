import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

interface ServerState {
  databaseUrl: string;
  storageDir: string;
}

/** What tests/e2e-server.ts left for the tests: its database URL and its storage directory. */
function serverState(): ServerState {
  return JSON.parse(readFileSync(process.env.E2E_SERVER_STATE_FILE!, "utf8")) as ServerState;
}

/**
 * Runs a read-only query on the browser-test server's own database, so a test can compare what a page
 * shows with what is stored. Write the SQL for both dialects.
 */
export async function queryTestDatabase<Row>(text: string): Promise<Row[]> {
  const url = serverState().databaseUrl;
  if (/^postgres(ql)?:\/\//.test(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(url, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(text).all() as Row[];
  } finally {
    db.close();
  }
}

/** Every file the test server has stored, as paths relative to its storage directory. */
export function storedFiles(): string[] {
  const root = serverState().storageDir;
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** Removes one stored file behind the server's back, as a storage failure or an operator would. */
export function removeStoredFile(path: string): void {
  const root = serverState().storageDir;
  const target = join(root, path);
  if (relative(root, target).startsWith("..")) throw new Error(`${path} is outside the storage directory`);
  rmSync(target);
}
