import { data } from "react-router";
import { AccessDeniedBoundary } from "~/components/access-denied";
import { AdminSessionCard } from "~/components/admin/admin-session-card";
import { ArticleForm } from "~/components/admin/article-form/article-form";
import { DashboardOverview } from "~/components/admin/dashboard-overview";
import { dashboardTabFrom, DashboardTabs } from "~/components/admin/dashboard-tabs";
import { ManageArticles } from "~/components/admin/manage-articles";
import { useToast } from "~/components/toaster";
import { getDb } from "~/db/client.server";
import { searchArticles } from "~/models/article-search.server";
import { listAllArticles, listRecentArticles } from "~/models/article.server";
import { getDailyActivity, getDashboardStats, listTopArticles } from "~/models/dashboard-stats.server";
import { pageFromSearchParams, redirectPastLastPage } from "~/utils/pagination";
import { requireAdmin } from "~/utils/permissions.server";
import { searchQueryFrom } from "~/utils/search-outcome";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import { articleFormReply, removeArticle, saveArticle } from "./+shared/article-editor.server";
import type { Route } from "./+types/dashboard";
import { postedByPage, readForm } from "~/utils/form.server";
import { sentField, serverActionOr } from "~/utils/server-action-or";
import { emptyArticleForm, ARTICLE_FORM_BYTES, articleToasts } from "~/validation/article";

const RECENT_ARTICLES = 5;
const ACTIVITY_DAYS = 30;
const TOP_ARTICLES = 5;
const MANAGE_PAGE_SIZE = 20;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const searchParams = new URL(request.url).searchParams;
  const tab = dashboardTabFrom(searchParams);
  const now = new Date();
  const db = getDb();
  const base = { user, tab, now: now.toISOString(), overview: null, newArticle: null, manage: null };
  if (tab === "create") return { ...base, newArticle: emptyArticleForm(now) };
  if (tab === "manage") {
    const query = searchQueryFrom(searchParams.get("q"));
    const page = { page: pageFromSearchParams(searchParams), pageSize: MANAGE_PAGE_SIZE };
    const articles = query
      ? await searchArticles(db, { query, includeScheduled: true, now, ...page })
      : await listAllArticles(db, page);
    redirectPastLastPage(request, articles);
    return { ...base, manage: { articles, query } };
  }
  const [stats, activity, topArticles, recentArticles] = await Promise.all([
    getDashboardStats(db, now),
    getDailyActivity(db, { days: ACTIVITY_DAYS, now }),
    listTopArticles(db, { days: ACTIVITY_DAYS, now, limit: TOP_ARTICLES }),
    listRecentArticles(db, RECENT_ARTICLES),
  ]);
  return { ...base, overview: { stats, activity, topArticles, recentArticles } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const formData = await readForm(request, { maxBytes: ARTICLE_FORM_BYTES });
  const intent = formData.get("intent");
  if (intent === "create") {
    const outcome = await saveArticle({ formData, user, clientIp: context.clientIp, existing: null });
    if (outcome.ok && postedByPage(request)) {
      return redirectWithToast("/admin?tab=create", outcome.toast, { status: 303 });
    }
    return articleFormReply(outcome);
  }
  if (intent === "delete") {
    return removeArticle({ articleId: formData.get("articleId"), user, clientIp: context.clientIp });
  }
  throw data({ message: "Unknown action" }, { status: 400 });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const deleting = (await sentField(request, "intent")) === "delete";
  return serverActionOr(serverAction, { toast: deleting ? articleToasts.deleteFailed : articleToasts.saveFailed });
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { user, tab, overview, newArticle, manage, now } = loaderData;
  const toast = actionData && "toast" in actionData ? actionData.toast : null;
  useToast(toast);
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <div className="mt-6">
        <AdminSessionCard user={user} />
      </div>
      <DashboardTabs active={tab}>
        {overview ? <DashboardOverview {...overview} now={now} /> : null}
        {newArticle ? (
          <ArticleForm
            mode="create"
            defaultValue={newArticle}
            lastResult={actionData && "result" in actionData ? actionData.result : null}
          />
        ) : null}
        {manage ? <ManageArticles articles={manage.articles} query={manage.query} now={now} /> : null}
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
