import { getDb } from "~/db/client.server";
import { AuditAction } from "~/models/audit-action";
import { recordAuditEntry } from "~/models/audit-entry.server";
import { subscriberBatches } from "~/models/subscriber.server";
import { csvFileDate, csvResponse, csvTimestamp } from "~/utils/csv.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/newsletter-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  await recordAuditEntry(db, {
    userId: admin.id,
    email: admin.email,
    action: AuditAction.subscribersExported,
    ipAddress: context.clientIp,
  });
  async function* rows() {
    for await (const subscribers of subscriberBatches(db)) {
      yield subscribers.map((subscriber) => [subscriber.email, csvTimestamp(subscriber.submittedAt)]);
    }
  }
  return csvResponse(`newsletters_${csvFileDate()}.csv`, ["Email", "Submitted At"], rows());
}
