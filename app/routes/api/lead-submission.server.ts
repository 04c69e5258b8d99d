import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { getDb } from "~/db/client.server";
import { inTransaction } from "~/db/transaction.server";
import { queueLeadNotification } from "~/models/lead-notification.server";
import { createLead } from "~/models/lead.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { consume, networkKey } from "~/utils/rate-limit.server";
import { MAX_READING_STEPS, ReadingStepSchema, type ReadingStep } from "~/utils/reading-path";
import { wakeSalesNotifier } from "~/utils/sales-notifier.server";
import { filledHoneypot, sentTooSoon } from "~/utils/spam-trap.server";
import type { Toast } from "~/utils/toast";
import { z } from "~/utils/zod";
import { LEAD_FIELDS, leadErrorToast, LeadSubmissionSchema, leadToasts } from "~/validation/lead";

export interface LeadSubmissionOutcome {
  status: 200 | 400 | 429 | 500;
  toast: Toast;
  /** Field errors (and the values sent) for the form that posted, in Conform's shape. */
  result: SubmissionResult<string[]>;
}

const ReadingPathSchema = z.array(ReadingStepSchema).max(MAX_READING_STEPS);

/** The reading path is a courtesy from the browser: anything malformed is dropped, never held against the lead. */
function readingPathFrom(form: FormData): ReadingStep[] {
  const value = form.get("readingPath");
  if (typeof value !== "string" || value === "") return [];
  try {
    const parsed = ReadingPathSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The one lead action behind the chat, the sidebar form and the contact form. A bot caught by the honeypot gets
 * the same answer as people and nothing is stored; a form sent before it could be filled in is asked to send
 * again; people are counted per client network; the answers are checked with the same schema as the browser's;
 * the lead and its sales email (when SALES_EMAIL is set) are stored together, and the email goes out in the
 * background so the visitor never waits for a mail server.
 */
export async function submitLead({
  form,
  clientIp,
  now = new Date(),
}: {
  form: FormData;
  clientIp: string | null;
  now?: Date;
}): Promise<LeadSubmissionOutcome> {
  const submission = parseWithZod(form, { schema: LeadSubmissionSchema });
  const accepted = { status: 200, toast: leadToasts.submitted, result: submission.reply({ resetForm: true }) } as const;
  if (filledHoneypot(form)) {
    logger.info({ ip: clientIp }, "lead ignored: sent by a bot");
    return accepted;
  }
  if (sentTooSoon(form, now.getTime())) {
    logger.info({ ip: clientIp }, "lead refused: sent before the form could be filled in");
    return { status: 400, toast: leadToasts.failed, result: submission.reply() };
  }
  try {
    const limit = await consume("leadIp", networkKey(clientIp));
    if (!limit.allowed) {
      logger.warn({ ip: clientIp }, "lead refused: too many from this network");
      return { status: 429, toast: leadToasts.failed, result: submission.reply() };
    }
    if (submission.status !== "success") {
      const field = LEAD_FIELDS.find((name) => submission.error?.[name]?.length);
      const message = field ? submission.error?.[field]?.[0] : undefined;
      return { status: 400, toast: message ? leadErrorToast(message) : leadToasts.failed, result: submission.reply() };
    }
    const salesEmail = getEnv().SALES_EMAIL;
    await inTransaction(getDb(), async (trx) => {
      const lead = await createLead(trx, { ...submission.value, readingPath: readingPathFrom(form) }, now);
      if (salesEmail) await queueLeadNotification(trx, lead.id, now);
    });
    if (salesEmail) wakeSalesNotifier();
    return accepted;
  } catch (error) {
    logger.error({ err: error }, "lead could not be stored");
    return { status: 500, toast: leadToasts.failed, result: submission.reply() };
  }
}
