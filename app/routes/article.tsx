import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { FaqAccordion } from "~/components/article/faq-accordion";
import { StatusScreen } from "~/components/status-screen";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { getDb } from "~/db/client.server";
import { getPublishedArticleBySlug } from "~/models/article.server";
import { categoryName } from "~/site.config";
import { formatDate, formatReadTime } from "~/utils/format";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/article";

export async function loader({ params }: Route.LoaderArgs) {
  const article = await getPublishedArticleBySlug(getDb(), params.slug);
  if (!article) throw new Response("Article Not Found", { status: 404 });
  return { article };
}

export default function ArticlePage({ loaderData: { article } }: Route.ComponentProps) {
  return (
    <article className="pb-16">
      <header className="mx-auto max-w-prose px-4 pt-10 sm:px-6 md:pt-14">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Home
        </Link>
        <p className="mt-6 text-sm font-semibold tracking-wide text-accent-ink uppercase">
          {article.categories.map(categoryName).join(" / ")}
        </p>
        <h1 className="mt-3 text-4xl leading-[1.12] font-semibold sm:text-5xl">{article.title}</h1>
        <p className="mt-5 text-xl leading-relaxed text-muted">{article.summary}</p>
        <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 border-y border-line py-4 text-sm font-medium text-ink-soft">
          <span>
            By <span className="font-semibold text-ink">{article.author}</span>
          </span>
          <span aria-hidden>·</span>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          <span aria-hidden>·</span>
          <span>{formatReadTime(article.readTime)}</span>
        </p>
      </header>
      {article.bannerUrl ? (
        <div className="mx-auto mt-8 max-w-4xl px-4 sm:px-6">
          <img
            src={article.bannerUrl}
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
            className="aspect-video w-full rounded-card object-cover"
          />
        </div>
      ) : null}
      <div className="mx-auto max-w-prose px-4 sm:px-6">
        <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: article.content }} />
        <FaqAccordion faqs={article.faqs} />
        {article.tags.length > 0 ? (
          <section aria-label="Tags" className="mt-12 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <Badge key={tag} variant="muted">
                {tag}
              </Badge>
            ))}
          </section>
        ) : null}
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) {
    return pageMeta({ title: "Article Not Found", path: `/article/${params.slug}`, siteUrl, noIndex: true });
  }
  const { article } = loaderData;
  return pageMeta({
    title: article.title,
    description: article.summary,
    path: `/article/${article.slug}`,
    siteUrl,
    image: article.ogImageUrl ?? article.bannerUrl,
    type: "article",
  });
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
