import { Link } from "react-router";
import { AccessDeniedBoundary } from "~/components/access-denied";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/utils/format";
import { requireAdmin } from "~/utils/permissions.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { user };
}

export default function AdminDashboard({ loaderData: { user } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <section aria-label="Your session" className="mt-6 rounded-card border border-line bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <p className="truncate text-lg font-semibold">{user.email}</p>
              <Badge>ADMIN</Badge>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-muted sm:grid-cols-3">
              <div>
                <dt className="inline font-medium text-ink">User ID: </dt>
                <dd className="inline break-all">{user.id}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-ink">Session: </dt>
                <dd className="inline text-success">Active</dd>
              </div>
              <div>
                <dt className="inline font-medium text-ink">Last activity: </dt>
                <dd className="inline">{formatDateTime(user.lastActivityAt)}</dd>
              </div>
            </dl>
          </div>
          <Button asChild variant="accent">
            <Link to="/admin/leads">View Leads</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Admin Dashboard", path: "/admin", siteUrl: siteUrlFrom(matches), noIndex: true });

export function ErrorBoundary() {
  return (
    <AccessDeniedBoundary
      description="You don't have permission to access the admin panel"
      details="Only authorized administrators can access this area"
      action={{ to: "/", label: "Return to Home" }}
    />
  );
}
