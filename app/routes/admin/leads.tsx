import { AccessDeniedBoundary } from "~/components/access-denied";
import { getDb } from "~/db/client.server";
import { AuditAction } from "~/models/audit-action";
import { recordAuditEntry } from "~/models/audit-entry.server";
import { requireAdmin } from "~/utils/permissions.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  await recordAuditEntry(getDb(), {
    userId: admin.id,
    email: admin.email,
    action: AuditAction.leadsViewed,
    ipAddress: context.clientIp,
  });
  return null;
}

export default function Page() {
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Lead Management</h1>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Lead Management", path: "/admin/leads", siteUrl: siteUrlFrom(matches), noIndex: true });

export function ErrorBoundary() {
  return (
    <AccessDeniedBoundary
      description="You don't have permission to access the admin panel"
      action={{ to: "/", label: "Return to Home" }}
    />
  );
}
