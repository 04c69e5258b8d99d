import type { Kysely } from "kysely";
import { timestampType } from "../dialect";

/**
 * Lead management: each lead's status in the sales pipeline (New until an admin moves it) and the reading
 * path the visitor sent with it (JSON text), plus an outbox of sales notifications so an email that fails
 * is retried from the database instead of being lost with the request that caused it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("New"))
    .execute();
  await db.schema.alterTable("leads").addColumn("reading_path", "text").execute();
  await db.schema.createIndex("leads_status_created_at_idx").on("leads").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("lead_notifications")
    .addColumn("lead_id", "text", (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestampType(db), (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", timestampType(db), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("lead_notifications_next_attempt_idx")
    .on("lead_notifications")
    .column("next_attempt_at")
    .execute();
}
