import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { MetaLine } from "~/components/article/meta-line";
import { Pagination } from "~/components/pagination";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { getDb } from "~/db/client.server";
import { searchArticles } from "~/models/article-search.server";
import type { ArticleSummary } from "~/models/article-summary.server";
import { categoryName } from "~/site.config";
import { formatDate, formatReadTime } from "~/utils/format";
import { highlightSegments } from "~/utils/highlight";
import { cappedSearchHint, searchOutcome, searchQueryFrom, type SearchSentence } from "~/utils/search-outcome";
import { MAX_SEARCH_QUERY_LENGTH } from "~/utils/search-query";
import { PageOutOfRangeBoundary } from "~/components/page-out-of-range";
import { pageFromSearchParams, requirePageInRange } from "~/utils/pagination";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { useLiveRegionSettled } from "~/utils/use-live-region-settled";
import type { Route } from "./+types/search";

const PAGE_SIZE = 10;

export async function loader({ request }: Route.LoaderArgs) {
  const searchParams = new URL(request.url).searchParams;
  const query = searchQueryFrom(searchParams.get("q"));
  const page = pageFromSearchParams(searchParams);
  const results = await searchArticles(getDb(), { query, page, pageSize: PAGE_SIZE });
  requirePageInRange(results);
  return { query, results };
}

export default function SearchPage({ loaderData: { query, results } }: Route.ComponentProps) {
  const field = useRef<HTMLInputElement>(null);
  const outcomeRegionSettled = useLiveRegionSettled();
  // The field shows the query the results belong to (after the back button, say), and keeps the keyboard: a new
  // field for each search would drop focus to the document after every Enter.
  useEffect(() => {
    if (field.current && field.current.value !== query) field.current.value = query;
  }, [query]);
  return (
    <div className="mx-auto max-w-content px-4 py-14 sm:px-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Search</h1>
        <Form method="get" action="/search" role="search" className="mt-6 flex items-center gap-2">
          <label htmlFor="search-query" className="sr-only">
            Search insights
          </label>
          <Input
            ref={field}
            id="search-query"
            name="q"
            type="search"
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            defaultValue={query}
            placeholder="Search insights…"
            className="flex-1"
          />
          <Button type="submit">Search</Button>
        </Form>
        {/* Stays mounted so that screen readers hear the outcome of a search made without a page load; reached from
            another page (the header's search), the page brings it new, and it is written once it has settled. */}
        <p className="mt-4 text-lg wrap-anywhere text-muted" aria-live="polite">
          {outcomeRegionSettled ? <Sentence {...searchOutcome(query, results)} /> : null}
        </p>
        {results.capped ? <p className="mt-2 text-muted">{cappedSearchHint(results.total)}</p> : null}
      </header>
      {query && results.terms.length > 0 && results.total === 0 ? (
        <p className="mt-6 text-muted">
          Try fewer or different words, or{" "}
          <Link
            to="/all-articles"
            className="font-semibold text-ink underline decoration-accent decoration-2 underline-offset-4"
          >
            browse all insights
          </Link>
          .
        </p>
      ) : null}
      {results.items.length > 0 ? (
        <ol className="mt-8 max-w-3xl divide-y divide-line border-t border-b border-line">
          {results.items.map((article) => (
            <li key={article.id}>
              <SearchResult article={article} terms={results.terms} />
            </li>
          ))}
        </ol>
      ) : null}
      <Pagination page={results.page} pageCount={results.pageCount} labels={{ previous: "Previous", next: "Next" }} />
    </div>
  );
}

function SearchResult({ article, terms }: { article: ArticleSummary; terms: string[] }) {
  const primaryCategory = article.categories[0];
  return (
    <article className="group relative py-6 wrap-anywhere has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-accent-strong">
      {primaryCategory ? (
        <p className="text-xs font-semibold tracking-wider text-accent-ink uppercase">
          {categoryName(primaryCategory)}
        </p>
      ) : null}
      <h2 dir="auto" className="mt-2 font-serif text-xl leading-snug font-semibold text-ink">
        {/* The link covers the whole result, a tap target of its full height on phones; the result shows its focus. */}
        <Link
          to={`/article/${article.slug}`}
          className="decoration-accent decoration-2 underline-offset-4 group-hover:underline after:absolute after:inset-0 focus-visible:outline-none"
        >
          <Highlighted text={article.title} terms={terms} />
        </Link>
      </h2>
      <p dir="auto" className="mt-2 leading-relaxed text-muted">
        <Highlighted text={article.summary} terms={terms} />
      </p>
      <MetaLine className="mt-3 text-xs font-medium text-muted">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        {formatReadTime(article.readTime)}
      </MetaLine>
    </article>
  );
}

/** One element, so the live region gets the sentence as one addition and says it whole. */
function Sentence({ before, query, after }: SearchSentence) {
  return (
    <span>
      {before}
      {query === undefined ? null : <bdi>{query}</bdi>}
      {after}
    </span>
  );
}

function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return highlightSegments(text, terms).map((segment, index) =>
    segment.match ? (
      <mark key={index} className="rounded-sm bg-accent-soft px-0.5 text-ink">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  return pageMeta({
    // Isolated (FSI … PDI) as the page's sentences are: a title holds no <bdi>.
    title: query ? `Search: \u2068${query}\u2069` : "Search",
    description: "Search every insight for CTOs and technology executives.",
    path: "/search",
    siteUrl: siteUrlFrom(matches),
    noIndex: true,
  });
};

export function ErrorBoundary() {
  return <PageOutOfRangeBoundary />;
}
