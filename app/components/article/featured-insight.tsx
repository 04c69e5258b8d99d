import { Link } from "react-router";
import type { ArticleSummary } from "~/models/article-summary.server";
import { MetaLine } from "./meta-line";
import { categoryNames } from "~/site.config";
import { formatDate, formatReadTime } from "~/utils/format";
import { responsiveImage } from "~/utils/responsive-image";
import { featuredImageSizes } from "./card-image-sizes";

export function FeaturedInsight({ article }: { article: ArticleSummary }) {
  return (
    <section aria-labelledby="featured-insight" className="mx-auto -mt-8 max-w-content px-4 sm:px-6 md:-mt-12">
      {/*
        Side by side only where the text still has a comfortable measure. The row is as tall as the taller of the
        16:9 banner and the text, and the banner is cropped to that height: the banner takes the wider column and the
        text is set smaller until xl, so the text stays about as tall as the banner and the banner near 16:9.
      */}
      <article className="group relative grid overflow-hidden rounded-card border border-line bg-white shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-strong lg:grid-cols-[7fr_5fr]">
        <div className="banner-slot aspect-video lg:aspect-auto">
          {article.bannerUrl ? (
            <img
              {...responsiveImage(article.bannerUrl, featuredImageSizes)}
              alt=""
              width={1200}
              height={675}
              fetchPriority="high"
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
        {/* Wraps anywhere: a long unbroken word or URL breaks rather than widen the card past a phone's width. */}
        <div className="flex flex-col justify-center p-6 wrap-anywhere md:p-10 lg:p-8 xl:p-10">
          <h2
            id="featured-insight"
            className="font-sans text-xs font-semibold tracking-widest text-accent-ink uppercase"
          >
            Featured Insight
          </h2>
          <p className="mt-3 text-sm font-medium text-muted">{categoryNames(article.categories)}</p>
          <h3
            dir="auto"
            className="mt-2 font-serif text-2xl leading-tight font-semibold sm:text-3xl lg:text-2xl xl:text-3xl"
          >
            <Link to={`/article/${article.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {article.title}
            </Link>
          </h3>
          <p dir="auto" className="mt-4 text-lg leading-relaxed text-muted lg:text-base xl:text-lg">
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
