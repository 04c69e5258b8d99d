import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { mapPage } from "~/db/paginate.server";
import { inTransaction } from "~/db/transaction.server";
import type { Db } from "~/db/schema";
import { AuditAction, type AuditActionName } from "~/models/audit-action";
import { recordAuditEntry } from "~/models/audit-entry.server";
import {
  countLeads,
  deleteLead,
  getLead,
  leadEditVersion,
  listLeads,
  type Lead,
  setLeadStatus,
  updateLead,
} from "~/models/lead.server";
import { countSubscribers, deleteSubscriber, listSubscribers } from "~/models/subscriber.server";
import { logger } from "~/utils/logger.server";
import { pageFromSearchParams } from "~/utils/pagination";
import type { SessionUser } from "~/utils/user";
import { isLeadStatus, LEAD_EDIT_VERSION_FIELD, LeadEditSchema, leadToasts, type LeadStatus } from "~/validation/lead";
import { deletedLeadTarget, leadEditTarget } from "~/utils/audit-targets.server";

export const LEADS_PAGE_SIZE = 25;
const MAX_QUERY_LENGTH = 200;

export type LeadManagementTab = "leads" | "newsletter";

export interface LeadManagementFilter {
  tab: LeadManagementTab;
  query: string;
  status: LeadStatus | "";
  page: number;
}

export function leadManagementFilter(searchParams: URLSearchParams): LeadManagementFilter {
  const status = searchParams.get("status");
  return {
    tab: searchParams.get("tab") === "newsletter" ? "newsletter" : "leads",
    query: (searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    status: isLeadStatus(status) ? status : "",
    page: pageFromSearchParams(searchParams),
  };
}

/** A listed lead, with the fingerprint its edit dialog sends back (`leadEditVersion`). */
export type EditableLead = Lead & { editVersion: string };

const withEditVersion = (lead: Lead): EditableLead => ({ ...lead, editVersion: leadEditVersion(lead) });

/** One page of the tab the URL names, and both tabs' counts; a failed read is the spec's toast, not an error page. */
export async function loadLeadManagement(filter: LeadManagementFilter) {
  const db = getDb();
  const page = { page: filter.page, pageSize: LEADS_PAGE_SIZE };
  try {
    const [leadCount, subscriberCount] = await Promise.all([countLeads(db), countSubscribers(db)]);
    const leads =
      filter.tab === "leads"
        ? await mapPage(
            await listLeads(db, { query: filter.query || undefined, status: filter.status || undefined, ...page }),
            (items) => items.map(withEditVersion),
          )
        : null;
    const subscribers =
      filter.tab === "newsletter" ? await listSubscribers(db, { query: filter.query || undefined, ...page }) : null;
    return { leadCount, subscriberCount, leads, subscribers, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "lead management could not be loaded");
    const loadError = filter.tab === "leads" ? leadToasts.loadFailed : leadToasts.subscribersLoadFailed;
    return { leadCount: null, subscriberCount: null, leads: null, subscribers: null, loadError };
  }
}

type Actor = { user: SessionUser; clientIp: string | null };

function audit(db: Db, actor: Actor, action: AuditActionName, target: string) {
  return recordAuditEntry(db, {
    userId: actor.user.id,
    email: actor.user.email,
    action,
    target,
    ipAddress: actor.clientIp,
  });
}

/**
 * The admin's changes to a lead: edit (checked with the same schema as the visitor's answers), status and
 * delete; and the removal of a newsletter subscriber. Each is written with its audit entry in one transaction, and
 * every failure is the spec's toast. A lead or subscriber someone else deleted meanwhile answers `gone`, so the
 * dialog that edited it closes and the list, reloaded, loses its row.
 */
export async function changeLead(form: FormData, actor: Actor) {
  const intent = form.get("intent");
  const db = getDb();
  if (intent === "update") {
    const submission = parseWithZod(form, { schema: LeadEditSchema });
    if (submission.status !== "success") {
      return data({ intent, ok: false, toast: null, result: submission.reply() }, { status: 400 });
    }
    const { id, ...changes } = submission.value;
    const editVersion = form.get(LEAD_EDIT_VERSION_FIELD);
    try {
      const outcome = await inTransaction(db, async (trx) => {
        const lead = await getLead(trx, id, { forUpdate: true });
        if (!lead) return "gone";
        if (typeof editVersion === "string" && leadEditVersion(lead) !== editVersion) return "changed elsewhere";
        await updateLead(trx, id, changes);
        await audit(trx, actor, AuditAction.leadUpdated, leadEditTarget(lead, changes));
        return "updated";
      });
      if (outcome === "gone") {
        return data({ intent, ok: false, gone: true, toast: leadToasts.goneOnUpdate, result: null }, { status: 404 });
      }
      if (outcome === "changed elsewhere") {
        return data({ intent, ok: false, toast: leadToasts.changedElsewhere, result: null }, { status: 409 });
      }
      return { intent, ok: true, toast: leadToasts.updated, result: submission.reply() };
    } catch (error) {
      logger.error({ err: error }, "lead update failed");
      return data({ intent, ok: false, toast: leadToasts.updateFailed, result: null }, { status: 500 });
    }
  }
  const id = String(form.get("id") ?? "");
  if (intent === "status") {
    const status = form.get("status");
    if (!id || !isLeadStatus(status)) {
      return data({ intent, ok: false, toast: leadToasts.updateFailed, result: null }, { status: 400 });
    }
    try {
      const outcome = await inTransaction(db, async (trx) => {
        const lead = await getLead(trx, id);
        if (!lead) return "gone";
        // A keyboard user back on the status the lead has, or a second admin picking the same one, changes nothing.
        if (lead.status === status) return "unchanged";
        if (!(await setLeadStatus(trx, id, status))) return "gone";
        await audit(trx, actor, AuditAction.leadUpdated, `${lead.email}: ${status}`);
        return "updated";
      });
      if (outcome === "gone") {
        return data({ intent, ok: false, gone: true, toast: leadToasts.goneOnUpdate, result: null }, { status: 404 });
      }
      return { intent, ok: true, toast: outcome === "updated" ? leadToasts.updated : null, result: null };
    } catch (error) {
      logger.error({ err: error }, "lead status change failed");
      return data({ intent, ok: false, toast: leadToasts.updateFailed, result: null }, { status: 500 });
    }
  }
  if (intent === "delete") {
    try {
      const deleted = await inTransaction(db, async (trx) => {
        const lead = await getLead(trx, id);
        if (!lead || !(await deleteLead(trx, id))) return false;
        await audit(trx, actor, AuditAction.leadDeleted, deletedLeadTarget(lead));
        return true;
      });
      if (!deleted) {
        return data({ intent, ok: false, gone: true, toast: leadToasts.goneOnDelete, result: null }, { status: 404 });
      }
      return { intent, ok: true, toast: leadToasts.deleted, result: null };
    } catch (error) {
      logger.error({ err: error }, "lead delete failed");
      return data({ intent, ok: false, toast: leadToasts.deleteFailed, result: null }, { status: 500 });
    }
  }
  if (intent === "deleteSubscriber") {
    try {
      const removed = await inTransaction(db, async (trx) => {
        const subscriber = await deleteSubscriber(trx, id);
        if (subscriber) await audit(trx, actor, AuditAction.subscriberDeleted, subscriber.email);
        return subscriber;
      });
      if (!removed) {
        return data({ intent, ok: false, gone: true, toast: leadToasts.subscriberGone, result: null }, { status: 404 });
      }
      return { intent, ok: true, toast: leadToasts.subscriberDeleted, result: null };
    } catch (error) {
      logger.error({ err: error }, "subscriber delete failed");
      return data({ intent, ok: false, toast: leadToasts.subscriberDeleteFailed, result: null }, { status: 500 });
    }
  }
  throw data({ message: "Unknown action" }, { status: 400 });
}
