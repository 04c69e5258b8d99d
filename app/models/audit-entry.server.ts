import { mapPage, paginate } from "~/db/paginate.server";
import type { AuditEntryRow, Db } from "~/db/schema";
import { newId, toIsoString, type Page, type PageRequest } from "~/db/values";

/** Stored action names; the audit log page maps the first three to the spec's badges. */
export const AuditAction = {
  login: "Logged In",
  logout: "Logged Out",
  articleCreated: "Created Article",
  articleUpdated: "Updated Article",
  articleDeleted: "Deleted Article",
  leadsViewed: "Viewed Leads",
  leadUpdated: "Updated Lead",
  leadDeleted: "Deleted Lead",
  leadsExported: "Exported Leads",
  subscribersExported: "Exported Newsletter",
  libraryUpload: "Uploaded Resource",
  libraryDeleted: "Deleted Resource",
} as const;

export type AuditActionName = (typeof AuditAction)[keyof typeof AuditAction];

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
export async function recordAuditEntry(
  db: Db,
  input: AuditEntryInput,
  now = new Date(),
): Promise<AuditEntry> {
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

export async function listAuditEntries(db: Db, request: PageRequest = {}): Promise<Page<AuditEntry>> {
  const page = await paginate(db.selectFrom("audit_entries"), request, (query) =>
    query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
  );
  return mapPage(page, (rows) => rows.map(toAuditEntry));
}
