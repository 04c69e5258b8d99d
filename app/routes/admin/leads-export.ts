import { getDb } from "~/db/client.server";
import { AuditAction } from "~/models/audit-action";
import { recordAuditEntry } from "~/models/audit-entry.server";
import { leadBatches } from "~/models/lead.server";
import { csvFileDate, csvResponse, csvTimestamp } from "~/utils/csv.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/leads-export";

/** The spec's columns, then the lead's status for sales. */
const HEADER = ["First Name", "Last Name", "Company", "Email", "Phone", "Touchpoint", "Created At", "Status"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  await recordAuditEntry(db, {
    userId: admin.id,
    email: admin.email,
    action: AuditAction.leadsExported,
    ipAddress: context.clientIp,
  });
  async function* rows() {
    for await (const leads of leadBatches(db)) {
      yield leads.map((lead) => [
        lead.firstName,
        lead.lastName,
        lead.company,
        lead.email,
        lead.phone,
        lead.touchpoint ?? "",
        csvTimestamp(lead.createdAt),
        lead.status,
      ]);
    }
  }
  return csvResponse(`leads_${csvFileDate()}.csv`, HEADER, rows());
}
