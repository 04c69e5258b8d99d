import { Link } from "react-router";
import type { ArticleSummary } from "~/models/article-summary.server";
import { MetaLine } from "./meta-line";
import { categoryNames } from "~/site.config";
import { formatDate, formatReadTime } from "~/utils/format";
import { responsiveImage } from "~/utils/responsive-image";

export function FeaturedInsight({ article }: { article: ArticleSummary }) {
  return (
    <section aria-labelledby="featured-insight" className="mx-auto -mt-8 max-w-content px-4 sm:px-6 md:-mt-12">
      {/* Side by side only where half the width still gives the title a comfortable measure. */}
      <article className="group relative grid overflow-hidden rounded-card border border-line bg-white shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-strong lg:grid-cols-2">
        <div className="banner-slot aspect-video lg:aspect-auto">
          {article.bannerUrl ? (
            <img
              {...responsiveImage(article.bannerUrl, "(min-width: 1024px) 600px, 100vw")}
              alt=""
              width={1200}
              height={675}
              fetchPriority="high"
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
        {/* Wraps anywhere: a long unbroken word or URL breaks rather than widen the card past a phone's width. */}
        <div className="flex flex-col justify-center p-6 wrap-anywhere md:p-10">
          <h2
            id="featured-insight"
            className="font-sans text-xs font-semibold tracking-widest text-accent-ink uppercase"
          >
            Featured Insight
          </h2>
          <p className="mt-3 text-sm font-medium text-muted">{categoryNames(article.categories)}</p>
          <h3 dir="auto" className="mt-2 font-serif text-2xl leading-tight font-semibold sm:text-3xl">
            <Link to={`/article/${article.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {article.title}
            </Link>
          </h3>
          <p dir="auto" className="mt-4 text-lg leading-relaxed text-muted">
            {article.summary}
          </p>
          <MetaLine className="mt-6 text-sm font-medium text-muted">
            {article.author}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            {formatReadTime(article.readTime)}
          </MetaLine>
        </div>
      </article>
    </section>
  );
}
