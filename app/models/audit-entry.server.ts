import { sql } from "kysely";
import { mapPage, paginate } from "~/db/paginate.server";
import type { AuditEntryRow, Db } from "~/db/schema";
import { containsPattern, newId, toIsoString, type Page, type PageRequest } from "~/db/values";
import type { AuditActionName } from "./audit-action";

export interface AuditEntry {
  id: string;
  userId: string | null;
  email: string | null;
  action: string;
  target: string | null;
  ipAddress: string | null;
  createdAt: string;
}

export interface AuditEntryInput {
  userId: string | null;
  email: string | null;
  action: AuditActionName;
  target?: string | null;
  ipAddress: string | null;
}

function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    action: row.action,
    target: row.target,
    ipAddress: row.ip_address,
    createdAt: toIsoString(row.created_at),
  };
}

/** Accepts a transaction so the entry commits or rolls back with the change it records. */
export async function recordAuditEntry(db: Db, input: AuditEntryInput, now = new Date()): Promise<AuditEntry> {
  const row = {
    id: newId(),
    user_id: input.userId,
    email: input.email,
    action: input.action,
    target: input.target ?? null,
    ip_address: input.ipAddress,
    created_at: now.toISOString(),
  };
  await db.insertInto("audit_entries").values(row).execute();
  return toAuditEntry(row);
}

/**
 * Records the entry unless the same user has one of the same action since `now - withinMs`, and says whether it did.
 * For views: an admin who filters, pages or changes leads is still on the visit the first entry recorded, and a line
 * per reload would bury the changes the log is read for.
 */
export async function recordAuditEntryOncePer(
  withinMs: number,
  db: Db,
  input: AuditEntryInput & { userId: string },
  now = new Date(),
): Promise<boolean> {
  const recent = await db
    .selectFrom("audit_entries")
    .select("id")
    .where("action", "=", input.action)
    .where("created_at", ">", new Date(now.getTime() - withinMs).toISOString())
    .where("user_id", "=", input.userId)
    .limit(1)
    .executeTakeFirst();
  if (recent) return false;
  await recordAuditEntry(db, input, now);
  return true;
}

export interface AuditEntryFilter extends PageRequest {
  /** Only entries of this action. */
  action?: AuditActionName;
  /** Only entries whose email contains this text (case-insensitive). */
  email?: string;
}

/** Newest first; filtered by action and email when asked. */
export async function listAuditEntries(
  db: Db,
  { action, email, ...request }: AuditEntryFilter = {},
): Promise<Page<AuditEntry>> {
  let filtered = db.selectFrom("audit_entries");
  if (action) filtered = filtered.where("action", "=", action);
  if (email) filtered = filtered.where(sql<boolean>`lower(email) like ${containsPattern(email)} escape '\\'`);
  const page = await paginate(filtered, request, (query) =>
    query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
  );
  return mapPage(page, (rows) => rows.map(toAuditEntry));
}
