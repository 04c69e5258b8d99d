import { ExternalLink, FileText, PenSquare, ScrollText, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { DailyActivity, DashboardStats, TopArticle } from "~/models/dashboard-stats.server";
import type { ArticleSummary } from "~/models/article-summary.server";
import { siteConfig } from "~/site.config";
import { formatDate } from "~/utils/format";
import { formatCount } from "~/utils/format-count";
import { ActivityChart } from "./activity-chart";
import { dashboardTabHref } from "./dashboard-tabs";

export function DashboardOverview({
  stats,
  activity,
  topArticles,
  recentArticles,
  now,
}: {
  stats: DashboardStats;
  activity: DailyActivity[];
  topArticles: TopArticle[];
  recentArticles: ArticleSummary[];
  /** The server's clock when the page was rendered, so "Scheduled" reads the same on both sides. */
  now: string;
}) {
  const cards = [
    { label: "Total Articles", value: stats.totalArticles, hint: "Published and scheduled" },
    { label: "Published", value: stats.published, hint: "Publish date reached" },
    { label: "Total Views", value: stats.totalViews, hint: "Readers of published articles" },
    // decisions.md: the real number of categories, which the site's configuration lists.
    { label: "Categories", value: siteConfig.categories.length, hint: `${stats.categoriesInUse} with articles` },
  ];
  return (
    <div className="space-y-10">
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Figures
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {cards.map((card) => (
            <li
              key={card.label}
              className="rounded-card border border-line bg-white p-5 shadow-sm"
              data-testid="stat-card"
            >
              <p className="text-sm font-medium text-muted">{card.label}</p>
              <p className="mt-2 font-serif text-3xl font-semibold text-ink sm:text-4xl" data-testid="stat-value">
                {formatCount(card.value)}
              </p>
              <p className="mt-1 text-xs text-muted">{card.hint}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ActivityChart activity={activity} />
        </div>
        <section
          aria-labelledby="top-articles-heading"
          className="rounded-card border border-line bg-white p-5 shadow-sm"
        >
          <h2 id="top-articles-heading" className="font-sans text-lg font-semibold">
            Most read, last {activity.length} days
          </h2>
          {topArticles.length > 0 ? (
            <ol className="mt-4 space-y-3" data-testid="top-articles">
              {topArticles.map((article, index) => (
                <li
                  key={article.id}
                  className="relative flex items-start gap-3 rounded-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-strong"
                >
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-ink">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    {/* The link covers the row (rank, title and views): a tap target of its full height. */}
                    <Link
                      to={`/article/${article.slug}`}
                      className="line-clamp-2 font-medium text-ink wrap-anywhere after:absolute after:inset-0 hover:underline focus-visible:outline-none"
                    >
                      {article.title}
                    </Link>
                    <p className="text-sm text-muted">
                      {formatCount(article.views)} {article.views === 1 ? "view" : "views"}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-sm text-muted">No views in this period yet.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="font-sans text-lg font-semibold">
          Quick Actions
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <QuickAction to={dashboardTabHref("create")} icon={<PenSquare aria-hidden />} label="Create Article" />
          <QuickAction to="/admin/leads" icon={<Users aria-hidden />} label="View Leads" />
          <QuickAction to="/admin/logs" icon={<ScrollText aria-hidden />} label="Audit Logs" />
          <QuickAction to="/" icon={<ExternalLink aria-hidden />} label="View Site" />
        </ul>
      </section>

      <section aria-labelledby="recent-articles-heading">
        <h2 id="recent-articles-heading" className="font-sans text-lg font-semibold">
          Recent Articles
        </h2>
        {recentArticles.length > 0 ? (
          <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-white shadow-sm">
            {recentArticles.map((article) => (
              <li key={article.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                <div className="min-w-0 flex-1 wrap-anywhere">
                  <p className="line-clamp-2 font-semibold text-ink">{article.title}</p>
                  {/* On a phone the date goes under the author whether or not both would fit on one line, so the
                      rows read alike, and without the dot, which would otherwise start a line. */}
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted max-sm:flex-col max-sm:items-start max-sm:gap-0.5">
                    <span>{article.author}</span>
                    <span aria-hidden className="max-sm:hidden">
                      ·
                    </span>
                    <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                    {article.publishedAt > now ? <Badge variant="accent">Scheduled</Badge> : null}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link
                    to={`/article/${article.slug}`}
                    className="inline-flex min-h-11 items-center rounded-md border border-line px-3.5 text-sm font-semibold hover:bg-slate-50"
                    aria-label={`View ${article.title}`}
                  >
                    View
                  </Link>
                  <Link
                    to={`/admin/articles/edit/${article.slug}`}
                    className="inline-flex min-h-11 items-center rounded-md bg-navy px-3.5 text-sm font-semibold text-white hover:bg-navy-700"
                    aria-label={`Edit ${article.title}`}
                  >
                    Edit
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <FileText className="mx-auto size-8 text-muted" aria-hidden />
            <p className="mt-3 text-ink">No articles yet.</p>
            <Link
              to={dashboardTabHref("create")}
              className="mt-1 inline-flex min-h-11 items-center font-semibold underline decoration-accent underline-offset-4"
            >
              Write the first one
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}

function QuickAction({ to, icon, label }: { to: string; icon: React.ReactNode; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-14 items-center gap-3 rounded-card border border-line bg-white px-4 py-3 font-semibold text-ink shadow-sm transition-colors duration-150 hover:border-navy [&_svg]:size-5 [&_svg]:text-accent-ink"
      >
        {icon}
        {label}
      </Link>
    </li>
  );
}
