import { Link } from "react-router";
import { MetaLine } from "./meta-line";
import type { ArticleSummary } from "~/models/article-summary.server";
import { categoryName } from "~/site.config";
import { cn } from "~/utils/cn";
import { formatDate, formatReadTime } from "~/utils/format";
import { responsiveImage } from "~/utils/responsive-image";

export type ArticleCardData = Pick<
  ArticleSummary,
  "slug" | "title" | "summary" | "categories" | "bannerUrl" | "publishedAt" | "readTime" | "author"
>;

export function ArticleCard({
  article,
  size = "default",
  imageSizes = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw",
  headingLevel = 3,
  eagerImage = false,
}: {
  article: ArticleCardData;
  size?: "default" | "large";
  /** Its banner's `sizes`: by default a card in one column of a grid of one, two (md) or three (lg) columns. */
  imageSizes?: string;
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const primaryCategory = article.categories[0];
  const large = size === "large";
  // From 42rem of its own width (a card across the row) the card puts its image beside its text, so a wide cell is
  // filled by design and not by a stretched picture or empty space. Not the enlarged card, whose banner would be
  // cropped to a square or less that way; nor, from lg, any card across two columns: its banner fills it, with the
  // text over it (app.css, .overlay-cell).
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white transition-shadow duration-150 hover:shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-strong",
        !large && "@2xl:flex-row",
      )}
      data-size={size}
    >
      <div
        className={cn(
          "banner-slot relative aspect-video overflow-hidden",
          !large && "@2xl:aspect-auto @2xl:min-h-64 @2xl:w-1/2 @2xl:shrink-0",
        )}
      >
        {article.bannerUrl ? (
          <img
            {...responsiveImage(article.bannerUrl, imageSizes)}
            alt=""
            width={1200}
            height={675}
            loading={eagerImage ? "eager" : "lazy"}
            decoding="async"
            className={cn(
              "h-full w-full object-cover transition-transform duration-200 group-hover:scale-[1.02]",
              !large && "@2xl:absolute @2xl:inset-0",
            )}
          />
        ) : null}
      </div>
      {/* Wraps anywhere: a long unbroken word or URL breaks rather than widen the grid past a phone's width. */}
      <div className={cn("flex flex-1 flex-col p-5 wrap-anywhere", large ? "md:p-7" : "@2xl:p-7")}>
        {primaryCategory ? (
          <p className="text-xs font-semibold tracking-wider text-accent-ink uppercase">
            {categoryName(primaryCategory)}
          </p>
        ) : null}
        <Heading
          dir="auto"
          className={cn(
            "mt-2 font-serif text-xl leading-snug font-semibold text-ink",
            large && "md:text-3xl md:leading-tight",
          )}
        >
          {/* The link covers the whole card; the card shows its focus instead of the title's. */}
          <Link to={`/article/${article.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {article.title}
          </Link>
        </Heading>
        <p
          dir="auto"
          className={cn("mt-3 line-clamp-3 text-[0.95rem] leading-relaxed text-muted", large && "md:text-lg")}
        >
          {article.summary}
        </p>
        <MetaLine className="mt-auto pt-5 text-xs font-medium text-muted">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          {formatReadTime(article.readTime)}
        </MetaLine>
      </div>
    </article>
  );
}
