import { getDb } from "~/db/client.server";
import {
  claimLeadNotification,
  completeLeadNotification,
  listDueLeadNotifications,
  postponeLeadNotification,
} from "~/models/lead-notification.server";
import { getLead } from "~/models/lead.server";
import { sendEmail } from "./email.server";
import { salesLeadEmail } from "./email-templates";
import { getEnv } from "./env.server";
import { maskEmail } from "./log-redaction";
import { logger } from "./logger.server";

const POLL_INTERVAL_MS = 30_000;
/** How long one process may take to send an email before another instance may try it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
export const MAX_NOTIFICATION_ATTEMPTS = 10;

/** 1, 2, 4 ... minutes after each failure, at most 6 hours: a mail server that is down for a day is retried. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 60 * 60_000);
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<number> | undefined;
let again = false;

/**
 * Sends the sales emails of new leads from the database outbox (table lead_notifications). Visitors never
 * wait for it: the lead action only queues the email and wakes this up. A failed send stays queued and is
 * retried with a growing delay, by this process or any other instance.
 */
export function deliverDueNotifications(now: () => Date = () => new Date()): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let sent = 0;
    do {
      again = false;
      sent += await deliverBatch(now);
    } while (again);
    return sent;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

async function deliverBatch(clock: () => Date): Promise<number> {
  const db = getDb();
  const env = getEnv();
  const due = await listDueLeadNotifications(db, {
    now: clock(),
    maxAttempts: MAX_NOTIFICATION_ATTEMPTS,
    limit: BATCH,
  });
  let sent = 0;
  for (const notification of due) {
    // The lease runs from this claim, not from the batch's start: the emails before it may have taken minutes, and a
    // lease already over would let another instance send this one again while it is being sent here.
    const now = clock();
    if (!(await claimLeadNotification(db, notification.leadId, now, new Date(now.getTime() + LEASE_MS)))) continue;
    const lead = await getLead(db, notification.leadId);
    if (!lead || !env.SALES_EMAIL) {
      // The lead was deleted, or sales no longer wants these emails: nothing left to tell.
      await completeLeadNotification(db, notification.leadId);
      continue;
    }
    try {
      await sendEmail(salesLeadEmail(env.SALES_EMAIL, lead, `${env.SITE_URL}/admin/leads`, env.SITE_URL));
      await completeLeadNotification(db, notification.leadId);
      sent += 1;
    } catch (error) {
      const attempts = notification.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await postponeLeadNotification(db, notification.leadId, {
        attempts,
        nextAttemptAt: new Date(clock().getTime() + retryDelayMs(attempts)),
        error: message,
      });
      const details = { err: error, leadId: lead.id, to: maskEmail(env.SALES_EMAIL), attempts };
      if (attempts >= MAX_NOTIFICATION_ATTEMPTS) logger.error(details, "sales notification failed for good");
      else logger.warn(details, "sales notification failed; it will be retried");
    }
  }
  return sent;
}

/** Sends what is due now, in the background: errors are logged, never thrown at the caller. */
export function wakeSalesNotifier(): void {
  deliverDueNotifications().catch((error: unknown) => logger.error({ err: error }, "sales notifications failed"));
}

export function startSalesNotifier(): void {
  if (timer) return;
  timer = setInterval(wakeSalesNotifier, POLL_INTERVAL_MS);
  timer.unref();
  wakeSalesNotifier();
}

export async function stopSalesNotifier(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running?.catch(() => undefined);
}
