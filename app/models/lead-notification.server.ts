import type { Selectable } from "kysely";
import type { Db, LeadNotificationsTable } from "~/db/schema";
import { toIsoString } from "~/db/values";

/** A sales email waiting to go out for a new lead. */
export interface LeadNotification {
  leadId: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
}

function toNotification(row: Selectable<LeadNotificationsTable>): LeadNotification {
  return {
    leadId: row.lead_id,
    attempts: row.attempts,
    nextAttemptAt: toIsoString(row.next_attempt_at),
    lastError: row.last_error,
  };
}

/** Queues the sales email of a new lead; run it in the lead's own transaction so neither exists alone. */
export async function queueLeadNotification(db: Db, leadId: string, now = new Date()): Promise<void> {
  await db
    .insertInto("lead_notifications")
    .values({ lead_id: leadId, next_attempt_at: now.toISOString(), created_at: now.toISOString() })
    .execute();
}

/** Notifications due by `now` that have not used up their attempts, oldest first. */
export async function listDueLeadNotifications(
  db: Db,
  { now = new Date(), maxAttempts, limit }: { now?: Date; maxAttempts: number; limit: number },
): Promise<LeadNotification[]> {
  const rows = await db
    .selectFrom("lead_notifications")
    .selectAll()
    .where("next_attempt_at", "<=", now.toISOString())
    .where("attempts", "<", maxAttempts)
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  return rows.map(toNotification);
}

/**
 * Takes a due notification for this process until `leaseUntil`. Only one of several instances gets it: the
 * others find it no longer due. If the process dies while sending, the lease ends and another one retries.
 */
export async function claimLeadNotification(db: Db, leadId: string, now: Date, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable("lead_notifications")
    .set({ next_attempt_at: leaseUntil.toISOString() })
    .where("lead_id", "=", leadId)
    .where("next_attempt_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function completeLeadNotification(db: Db, leadId: string): Promise<void> {
  await db.deleteFrom("lead_notifications").where("lead_id", "=", leadId).execute();
}

export async function postponeLeadNotification(
  db: Db,
  leadId: string,
  { attempts, nextAttemptAt, error }: { attempts: number; nextAttemptAt: Date; error: string },
): Promise<void> {
  await db
    .updateTable("lead_notifications")
    .set({ attempts, next_attempt_at: nextAttemptAt.toISOString(), last_error: error.slice(0, 1000) })
    .where("lead_id", "=", leadId)
    .execute();
}

export async function getLeadNotification(db: Db, leadId: string): Promise<LeadNotification | null> {
  const row = await db.selectFrom("lead_notifications").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
  return row ? toNotification(row) : null;
}
