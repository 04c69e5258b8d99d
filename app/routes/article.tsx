import { ArrowLeft } from "lucide-react";
import { Link, redirect } from "react-router";
import { ArticleCard } from "~/components/article/article-card";
import { FaqAccordion, visibleFaqs } from "~/components/article/faq-accordion";
import { MetaLine } from "~/components/article/meta-line";
import { ShareButtons } from "~/components/article/share-buttons";
import { useReadingStep } from "~/components/article/use-reading-step";
import { useViewReport } from "~/components/article/use-view-report";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HireCtoButton } from "~/components/lead-chat/lead-chat";
import { StatusScreen } from "~/components/status-screen";
import { Badge } from "~/components/ui/badge";
import { getDb } from "~/db/client.server";
import {
  findRenamedArticleSlug,
  getArticleBySlug,
  getPublishedArticleBySlug,
  listRelatedArticles,
} from "~/models/article.server";
import { categoryName, categoryNames } from "~/site.config";
import { getEnv } from "~/utils/env.server";
import { formatDate, formatReadTime } from "~/utils/format";
import { metaDescription } from "~/utils/meta-description.server";
import { getUser } from "~/utils/permissions.server";
import { absoluteUrl, lastChangeOf, pageMeta, siteUrlFrom } from "~/utils/seo";
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/article";
import { responsiveImage } from "~/utils/responsive-image";

export async function loader({ params, request }: Route.LoaderArgs) {
  // Slugs are lower case and routes match regardless of case: /Article/Some-Slug moves for good to the one address.
  const { pathname, search } = new URL(request.url);
  if (params.slug !== params.slug.toLowerCase() || !pathname.startsWith("/article/")) {
    throw redirect(`/article/${encodeURIComponent(params.slug.toLowerCase())}${search}`, 301);
  }
  const db = getDb();
  const now = new Date();
  const viewer = await getUser(request);
  // Admins preview scheduled articles; everyone else gets 404 until the publish date.
  const article = viewer?.isAdmin
    ? await getArticleBySlug(db, params.slug)
    : await getPublishedArticleBySlug(db, params.slug, now);
  if (!article) {
    const renamed = await findRenamedArticleSlug(db, params.slug, viewer?.isAdmin ? undefined : now);
    if (renamed) throw redirect(`/article/${renamed}${search}`, 301);
    throw new Response("Article Not Found", { status: 404 });
  }
  const related = await listRelatedArticles(db, article);
  const siteUrl = getEnv().SITE_URL;
  const faqs = visibleFaqs(article.faqs);
  // Made here, on the server, so the structured data adds nothing to the page's JavaScript.
  const structuredData = [
    articleJsonLd(siteUrl, article, shareImage(article).url),
    breadcrumbJsonLd(siteUrl, article),
    ...(faqs.length > 0 ? [faqJsonLd(faqs)] : []),
  ];
  return {
    article,
    related,
    scheduled: article.publishedAt > now.toISOString(),
    siteUrl,
    structuredData,
    description: metaDescription(article.summary),
  };
}

/** An uploaded share image wins; otherwise our own 1200x630 card made from the banner. */
function shareImage(article: { slug: string; ogImageUrl: string | null; title: string }) {
  return article.ogImageUrl
    ? { url: article.ogImageUrl, alt: article.title, ours: false }
    : { url: `/og/${article.slug}.png`, alt: article.title, ours: true };
}

export default function ArticlePage({ loaderData: { article, related, scheduled, siteUrl } }: Route.ComponentProps) {
  const url = absoluteUrl(siteUrl, `/article/${article.slug}`);
  useViewReport(article.slug);
  useReadingStep(article.title, `/article/${article.slug}`);
  return (
    <>
      <article className="pb-16">
        {scheduled ? (
          <p
            role="status"
            className="border-b border-accent bg-accent-soft px-4 py-3 text-center text-sm font-medium text-ink"
          >
            Scheduled: this article goes live on {formatDate(article.publishedAt)}. Only admins can see it until then.
          </p>
        ) : null}
        <header className="mx-auto max-w-reading px-4 pt-10 wrap-anywhere sm:px-6 md:pt-14">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden /> Back to Home
          </Link>
          <p
            className="mt-6 text-sm font-semibold tracking-wide text-accent-ink uppercase"
            data-testid="article-categories"
          >
            {categoryNames(article.categories)}
          </p>
          {/* dir="auto": a title or summary in Arabic or Hebrew reads right to left, its punctuation in place. */}
          <h1 dir="auto" className="mt-3 text-4xl leading-[1.12] font-semibold sm:text-5xl">
            {article.title}
          </h1>
          <p dir="auto" className="mt-5 text-xl leading-relaxed text-muted">
            {article.summary}
          </p>
          <MetaLine className="mt-6 gap-y-1 border-t border-line pt-4 text-sm font-medium text-ink-soft">
            <>
              By <span className="font-semibold text-ink">{article.author}</span>
            </>
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            {formatReadTime(article.readTime)}
          </MetaLine>
        </header>
        {article.bannerUrl ? (
          <div className="mx-auto mt-8 max-w-4xl px-4 sm:px-6">
            <img
              {...responsiveImage(article.bannerUrl, "(min-width: 896px) 848px, 100vw")}
              alt=""
              width={1200}
              height={675}
              fetchPriority="high"
              className="aspect-video w-full rounded-card object-cover"
            />
          </div>
        ) : null}
        <div className="mx-auto max-w-reading px-4 sm:px-6">
          {/* The spec's order: the banner, then the share buttons and 'Hire a CTO', then the text. */}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
            <ShareButtons title={article.title} summary={article.summary} url={url} />
            <HireCtoButton touchpoint="Hire a CTO - Article" />
          </div>
          <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: article.content }} />
          <FaqAccordion faqs={article.faqs} />
          {article.tags.length > 0 ? (
            <section aria-labelledby="tags-heading" className="mt-12">
              <h2 id="tags-heading" className="sr-only">
                Tags
              </h2>
              <ul className="flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="muted">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="border-t border-line bg-white">
          <div className="mx-auto max-w-content px-4 py-14 sm:px-6">
            <h2 id="related-heading" className="text-3xl font-semibold">
              Related Articles
            </h2>
            <ul className="related-cards mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) {
    return pageMeta({ title: "Article Not Found", path: `/article/${params.slug}`, siteUrl, noIndex: true });
  }
  const { article, scheduled } = loaderData;
  if (scheduled) {
    return pageMeta({ title: article.title, path: `/article/${article.slug}`, siteUrl, noIndex: true });
  }
  return [
    ...pageMeta({
      title: article.title,
      description: loaderData.description,
      path: `/article/${article.slug}`,
      siteUrl,
      image: shareImage(article),
      type: "article",
    }),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: lastChangeOf(article) },
    { property: "article:author", content: article.author },
    ...article.categories.map((slug) => ({ property: "article:section", content: categoryName(slug) })),
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <StatusScreen
            title="Article Not Found"
            description="The article you're looking for doesn't exist."
            action={{ to: "/", label: "Back to Home" }}
          />
        ),
      }}
    />
  );
}
