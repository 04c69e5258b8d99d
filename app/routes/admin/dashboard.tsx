import { AccessDeniedBoundary } from "~/components/access-denied";
import { AdminSessionCard } from "~/components/admin/admin-session-card";
import { DashboardOverview } from "~/components/admin/dashboard-overview";
import { dashboardTabFrom, DashboardTabs } from "~/components/admin/dashboard-tabs";
import { getDb } from "~/db/client.server";
import { listRecentArticles } from "~/models/article.server";
import { getDailyActivity, getDashboardStats, listTopArticles } from "~/models/dashboard-stats.server";
import { requireAdmin } from "~/utils/permissions.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/dashboard";

const RECENT_ARTICLES = 5;
const ACTIVITY_DAYS = 30;
const TOP_ARTICLES = 5;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const tab = dashboardTabFrom(new URL(request.url).searchParams);
  const now = new Date();
  const db = getDb();
  const overview =
    tab === "overview"
      ? await Promise.all([
          getDashboardStats(db, now),
          getDailyActivity(db, { days: ACTIVITY_DAYS, now }),
          listTopArticles(db, { days: ACTIVITY_DAYS, now, limit: TOP_ARTICLES }),
          listRecentArticles(db, RECENT_ARTICLES),
        ]).then(([stats, activity, topArticles, recentArticles]) => ({ stats, activity, topArticles, recentArticles }))
      : null;
  return { user, tab, overview, now: now.toISOString() };
}

export default function AdminDashboard({ loaderData: { user, tab, overview, now } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <div className="mt-6">
        <AdminSessionCard user={user} />
      </div>
      <DashboardTabs active={tab}>
        {overview ? <DashboardOverview {...overview} now={now} /> : null}
      </DashboardTabs>
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
