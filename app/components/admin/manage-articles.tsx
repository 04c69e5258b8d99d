import { Eye, Pencil, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { useRowRemoval, useRowRemovalToast } from "~/components/row-fetchers";
import { AdminListCard } from "./admin-list-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/input";
import type { Page } from "~/db/values";
import type { ArticleSummary } from "~/models/article-summary.server";
import { categoryNames } from "~/site.config";
import { formatDate, truncate } from "~/utils/format";
import { formatCount } from "~/utils/format-count";
import { quoted } from "~/utils/quoted";
import { MAX_SEARCH_QUERY_LENGTH } from "~/utils/search-query";

const SUMMARY_LIMIT = 60;
const CATEGORY_LIMIT = 2;
const ARTICLE_REMOVAL = "article-removal";

/** Every article, scheduled ones marked, searchable and paged on the server; delete asks first. */
export function ManageArticles({
  articles,
  query,
  now,
}: {
  /** A search's page says whether more articles matched than it ranks. */
  articles: Page<ArticleSummary> & { capped?: boolean };
  query: string;
  now: string;
}) {
  useRowRemovalToast(ARTICLE_REMOVAL);
  return (
    <AdminListCard
      tableFrom="lg"
      headingId="manage-heading"
      title="Articles"
      count={
        <Badge variant="muted" data-testid="article-total">
          {formatCount(articles.total)}
          {articles.capped ? "+" : ""}
          {/* The number alone says nothing to a screen reader that reaches it on its own. */}
          <span className="sr-only"> {articles.total === 1 ? "article" : "articles"}</span>
        </Badge>
      }
      hasRows={articles.items.length > 0}
      empty={query ? `No articles match ${quoted(query)}.` : "No articles yet."}
      found={`${formatCount(articles.total)}${articles.capped ? "+" : ""} ${articles.total === 1 ? "article" : "articles"}`}
      page={articles}
      tools={
        <Form method="get" role="search" className="flex w-full gap-2 sm:w-auto">
          <input type="hidden" name="tab" value="manage" />
          <label htmlFor="manage-search" className="sr-only">
            Search articles
          </label>
          <Input
            id="manage-search"
            name="q"
            type="search"
            defaultValue={query}
            placeholder="Search titles, text and tags"
            // What the dashboard searches: a long paste, sent whole, made an address too long for the server (a 431).
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            className="text-base sm:w-72 sm:text-sm"
          />
          <Button type="submit" variant="primary" aria-label="Search">
            <Search aria-hidden />
          </Button>
        </Form>
      }
    >
      <table className="admin-table max-lg:admin-table-stacked md:max-lg:admin-table-grid-rows">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Author</th>
            <th scope="col">Category</th>
            <th scope="col">Date</th>
            <th scope="col" className="text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {articles.items.map((article) => (
            <ArticleRow key={article.id} article={article} scheduled={article.publishedAt > now} />
          ))}
        </tbody>
      </table>
    </AdminListCard>
  );
}

function ArticleRow({ article, scheduled }: { article: ArticleSummary; scheduled: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const removal = useRowRemoval(ARTICLE_REMOVAL);
  const deleting = removal.state !== "idle" && removal.formData?.get("articleId") === article.id;
  const actionClass =
    "inline-flex size-11 items-center justify-center rounded-md border border-line hover:bg-slate-50 [&_svg]:size-4";
  return (
    <tr data-testid="manage-article-row">
      <td data-label="Title" className="max-w-md wrap-anywhere lg:min-w-64">
        <p className="font-semibold text-ink">
          {article.title}
          {scheduled ? (
            <Badge variant="accent" className="ml-2 align-middle">
              Scheduled
            </Badge>
          ) : null}
        </p>
        <p className="mt-0.5 text-muted" title={article.summary}>
          {truncate(article.summary, SUMMARY_LIMIT)}
        </p>
      </td>
      <td data-label="Author" className="wrap-anywhere">
        {article.author}
      </td>
      <td data-label="Category">{categoryNames(article.categories.slice(0, CATEGORY_LIMIT))}</td>
      <td data-label="Date" className="whitespace-nowrap">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      </td>
      <td data-label="Actions">
        <div className="flex gap-1.5 lg:justify-end">
          <Link
            to={`/article/${article.slug}`}
            className={actionClass}
            aria-label={`View ${article.title}`}
            title={scheduled ? "Preview" : "View"}
          >
            <Eye aria-hidden />
          </Link>
          <Link
            to={`/admin/articles/edit/${article.slug}`}
            className={actionClass}
            aria-label={`Edit ${article.title}`}
            title="Edit"
          >
            <Pencil aria-hidden />
          </Link>
          <button
            type="button"
            className={`${actionClass} text-destructive`}
            aria-label={`Delete ${article.title}`}
            title="Delete"
            disabled={deleting}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
          </button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this article?"
          description={`${quoted(article.title)} will be removed from the site, search, the sitemap and the feed. This action cannot be undone.`}
          confirm={
            <removal.Form method="post" onSubmit={() => setConfirming(false)}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="articleId" value={article.id} />
              <Button type="submit" variant="destructive">
                Delete
              </Button>
            </removal.Form>
          }
        />
      </td>
    </tr>
  );
}
