import { sql, type Kysely } from "kysely";
import { dialectOf, timestampType } from "../dialect";

/**
 * The library's download log (who downloaded which resource, when) and file sizes past 2 GB on
 * PostgreSQL, whose `integer` is 32-bit (LIBRARY_MAX_BYTES may be set that high; SQLite's is 64-bit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`alter table library_files alter column size_bytes type bigint`.execute(db);
  }
  await db.schema
    .createTable("library_downloads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("library_file_id", "text", (col) => col.notNull().references("library_files.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.references("user.id").onDelete("set null"))
    // Kept with the entry, like the audit trail's, so the log still says who it was after an account is deleted.
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("downloaded_at", timestampType(db), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("library_downloads_file_idx")
    .on("library_downloads")
    .columns(["library_file_id", "downloaded_at"])
    .execute();
}
