import { ArrowLeft } from "lucide-react";
import { Form, Link } from "react-router";
import { AccessDeniedBoundary } from "~/components/access-denied";
import { AdminListCard } from "~/components/admin/admin-list-card";
import { AuditActionBadge } from "~/components/admin/audit-action-badge";
import { FilterSelect } from "~/components/admin/filter-select";
import { UserAvatar } from "~/components/layout/user-menu";
import { LocalDateTime } from "~/components/local-date-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { getDb } from "~/db/client.server";
import { AUDIT_ACTIONS, type AuditActionName } from "~/models/audit-action";
import { listAuditEntries } from "~/models/audit-entry.server";
import { formatCount } from "~/utils/format-count";
import { pageFromSearchParams, redirectPastLastPage } from "~/utils/pagination";
import { requireAdmin } from "~/utils/permissions.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/logs";

const PAGE_SIZE = 50;
const MAX_EMAIL_FILTER_LENGTH = 254;
function isAuditAction(value: string | null): value is AuditActionName {
  return AUDIT_ACTIONS.includes(value as AuditActionName);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const searchParams = new URL(request.url).searchParams;
  const requestedAction = searchParams.get("action");
  const action = isAuditAction(requestedAction) ? requestedAction : undefined;
  const email = (searchParams.get("email") ?? "").trim().slice(0, MAX_EMAIL_FILTER_LENGTH);
  const entries = await listAuditEntries(getDb(), {
    action,
    email: email || undefined,
    page: pageFromSearchParams(searchParams),
    pageSize: PAGE_SIZE,
  });
  redirectPastLastPage(request, entries);
  return { entries, filter: { action: action ?? "", email } };
}

export default function AuditLogs({ loaderData: { entries, filter } }: Route.ComponentProps) {
  const filtered = Boolean(filter.action || filter.email);
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <Button asChild variant="outline" size="sm">
        <Link to="/admin">
          <ArrowLeft aria-hidden /> Back to Admin
        </Link>
      </Button>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">Audit Logs</h1>

      <AdminListCard
        headingId="recent-activity"
        title="Recent Activity"
        className="mt-8"
        count={
          <Badge variant="muted" data-testid="entry-count">
            {formatCount(entries.total)} {entries.total === 1 ? "entry" : "entries"}
          </Badge>
        }
        tools={
          <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Filter the audit log">
            <FilterSelect
              id="audit-action"
              name="action"
              label="Action"
              allLabel="All actions"
              options={AUDIT_ACTIONS}
              defaultValue={filter.action}
            />
            <div className="grid gap-1">
              <Label htmlFor="audit-email">Email</Label>
              <Input
                id="audit-email"
                name="email"
                type="search"
                defaultValue={filter.email}
                placeholder="name@company.com"
                maxLength={MAX_EMAIL_FILTER_LENGTH}
                className="w-56 text-base sm:text-sm"
              />
            </div>
            <Button type="submit" variant="primary">
              Filter
            </Button>
            {filtered ? (
              <Button asChild variant="ghost">
                <Link to="/admin/logs">Clear</Link>
              </Button>
            ) : null}
          </Form>
        }
        hasRows={entries.items.length > 0}
        empty={filtered ? "No entries match these filters." : "No activity recorded yet."}
        found={`${formatCount(entries.total)} ${entries.total === 1 ? "entry" : "entries"}`}
        page={entries}
      >
        <table className="admin-table max-md:admin-table-stacked">
          <thead>
            <tr>
              <th scope="col">User Email</th>
              <th scope="col">Action</th>
              <th scope="col">Timestamp</th>
              <th scope="col">IP Address</th>
            </tr>
          </thead>
          <tbody>
            {entries.items.map((entry) => (
              <tr key={entry.id}>
                <td data-label="User Email">
                  <span className="flex items-center gap-3">
                    <UserAvatar email={entry.email ?? "?"} className="size-8 text-sm" />
                    <span className="break-all text-ink">{entry.email ?? "Unknown"}</span>
                  </span>
                </td>
                <td data-label="Action">
                  <AuditActionBadge action={entry.action} />
                  {/* What the action was done to: an article's slug, a lead's email, a resource's title. Capped, so a long slug
                      wraps in its own column instead of squeezing the email into pieces. */}
                  {entry.target ? (
                    <span data-testid="audit-target" className="mt-1 block max-w-md text-xs text-muted wrap-anywhere">
                      {entry.target}
                    </span>
                  ) : null}
                </td>
                <td className="whitespace-nowrap text-ink-soft" data-label="Timestamp">
                  <LocalDateTime iso={entry.createdAt} />
                </td>
                <td className="font-mono text-xs text-ink-soft" data-label="IP Address">
                  {entry.ipAddress ?? "N/A"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminListCard>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Audit Logs", path: "/admin/logs", siteUrl: siteUrlFrom(matches), noIndex: true });

export function ErrorBoundary() {
  return (
    <AccessDeniedBoundary
      description="You don't have permission to access admin logs."
      action={{ to: "/admin", label: "Return to Admin" }}
    />
  );
}
