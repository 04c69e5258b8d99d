import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import pg from "pg";

/**
 * Runs a read-only query on the browser-test server's own database (its URL is left by tests/e2e-server.ts),
 * so a test can compare what a page shows with what is stored. Write the SQL for both dialects.
 */
export async function queryTestDatabase<Row>(text: string): Promise<Row[]> {
  const url = readFileSync(process.env.E2E_DATABASE_URL_FILE!, "utf8");
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
