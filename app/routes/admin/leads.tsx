import { ArrowLeft } from "lucide-react";
import { Link, type ShouldRevalidateFunction } from "react-router";
import { AccessDeniedBoundary } from "~/components/access-denied";
import { LeadsPanel } from "~/components/admin/leads/leads-panel";
import { SubscribersPanel } from "~/components/admin/leads/subscribers-panel";
import { useToast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/link-tabs";
import { getDb } from "~/db/client.server";
import { AuditAction } from "~/models/audit-action";
import { recordAuditEntryOncePer } from "~/models/audit-entry.server";
import { formatCount } from "~/utils/format-count";
import { readForm } from "~/utils/form.server";
import { redirectPastLastPage } from "~/utils/pagination";
import { requireAdmin } from "~/utils/permissions.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { changeLead, leadManagementFilter, loadLeadManagement } from "./lead-management.server";
import type { Route } from "./+types/leads";
import { sentField, serverActionOr } from "~/utils/server-action-or";
import type { Toast } from "~/utils/toast";
import { leadToasts } from "~/validation/lead";

/** One "Viewed Leads" entry per admin per this interval, however often the list reloads within it. */
const LEADS_VIEW_INTERVAL_MS = 5 * 60_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const filter = leadManagementFilter(new URL(request.url).searchParams);
  const management = await loadLeadManagement(filter);
  // Before the view is recorded: the page it redirects to records its own.
  redirectPastLastPage(request, management.leads ?? management.subscribers);
  await recordAuditEntryOncePer(LEADS_VIEW_INTERVAL_MS, getDb(), {
    userId: admin.id,
    email: admin.email,
    action: AuditAction.leadsViewed,
    ipAddress: context.clientIp,
  });
  return { filter, ...management };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  return changeLead(await readForm(request), { user, clientIp: context.clientIp });
}

/** A failed change is not reloaded for (the list is as it was), but one that met a lead deleted meanwhile is. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || (typeof actionResult === "object" && actionResult !== null && actionResult.gone === true);

/** Each change's failure toast, when its answer never arrives; edits and status changes have the update's. */
const FAILURE_TOASTS = new Map<FormDataEntryValue | null, Toast>([
  ["delete", leadToasts.deleteFailed],
  ["deleteSubscriber", leadToasts.subscriberDeleteFailed],
]);

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = await sentField(request, "intent");
  const toast = FAILURE_TOASTS.get(intent) ?? leadToasts.updateFailed;
  return serverActionOr(serverAction, { intent, ok: false, toast, result: null });
}

function count(value: number | null) {
  return value === null ? null : (
    <Badge variant="muted" className="tabular-nums">
      {formatCount(value)}
    </Badge>
  );
}

export default function LeadManagement({ loaderData }: Route.ComponentProps) {
  const { filter, leadCount, subscriberCount, leads, subscribers, loadError } = loaderData;
  useToast(loadError);
  const tabs = [
    { value: "leads" as const, label: <>Leads {count(leadCount)}</>, href: "/admin/leads" },
    {
      value: "newsletter" as const,
      label: <>Newsletter {count(subscriberCount)}</>,
      href: "/admin/leads?tab=newsletter",
    },
  ];
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <Button asChild variant="outline" size="sm">
        <Link to="/admin">
          <ArrowLeft aria-hidden /> Back to Admin
        </Link>
      </Button>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">Lead Management</h1>
      <LinkTabs label="Lead Management" active={filter.tab} tabs={tabs}>
        {filter.tab === "leads" ? (
          <LeadsPanel leads={leads} total={leadCount} filter={filter} />
        ) : (
          <SubscribersPanel subscribers={subscribers} total={subscriberCount} query={filter.query} />
        )}
      </LinkTabs>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Lead Management", path: "/admin/leads", siteUrl: siteUrlFrom(matches), noIndex: true });

export function ErrorBoundary() {
  return (
    <AccessDeniedBoundary
      description="You don't have permission to access the admin panel"
      details="Only authorized administrators can access this area"
      action={{ to: "/", label: "Return to Home" }}
    />
  );
}
