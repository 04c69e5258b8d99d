import { ArticleGrid } from "~/components/article/article-grid";
import { Pagination } from "~/components/pagination";
import { getDb } from "~/db/client.server";
import { listPublishedArticles } from "~/models/article.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { PageOutOfRangeBoundary } from "~/components/page-out-of-range";
import { pageFromSearchParams, pageHref, requirePageInRange } from "~/utils/pagination";
import type { Route } from "./+types/all-articles";

const PAGE_SIZE = 12;

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageFromSearchParams(new URL(request.url).searchParams);
  const articles = await listPublishedArticles(getDb(), { page, pageSize: PAGE_SIZE });
  requirePageInRange(articles);
  return { articles };
}

export default function AllArticles({ loaderData: { articles } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-content px-4 py-14 sm:px-6">
      <header className="max-w-2xl">
        <p className="text-xs font-semibold tracking-widest text-accent-ink uppercase">The archive</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">All Insights</h1>
        <p className="mt-4 text-lg text-muted">
          {articles.total} {articles.total === 1 ? "article" : "articles"} for technology leaders, newest first.
        </p>
      </header>
      <div className="mt-10">
        {articles.items.length > 0 ? (
          <ArticleGrid articles={articles.items} headingLevel={2} />
        ) : (
          <p className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-lg">
            No articles published yet.
          </p>
        )}
      </div>
      <Pagination page={articles.page} pageCount={articles.pageCount} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) return pageMeta({ title: "Page not found", path: "/all-articles", siteUrl, noIndex: true });
  const { page } = loaderData.articles;
  return pageMeta({
    title: page > 1 ? `All Insights (page ${page})` : "All Insights",
    description: "Every insight for CTOs and technology executives, newest first.",
    path: pageHref("/all-articles", "", page),
    siteUrl,
  });
};

export function ErrorBoundary() {
  return <PageOutOfRangeBoundary />;
}
