import type { ArticleSummary } from "~/models/article-summary.server";
import { cn } from "~/utils/cn";
import { ArticleCard } from "./article-card";
import { cardImageSizes, type CardSpan } from "./card-image-sizes";

/** The spec enlarges the first card only when more than three articles are listed. */
export function shouldEnlargeFirstCard(count: number): boolean {
  return count > 3;
}

/**
 * Spans that leave no row half-empty: the enlarged first card takes two columns, and a last row with
 * room to spare widens its first card (a lone card takes the whole row). Wide cards lay themselves out (the text
 * over the banner across two columns, beside it across three), so a widened card looks intended, not stretched.
 */
export function cardSpans(count: number, enlargeFirst: boolean): CardSpan[] {
  const spans: CardSpan[] = Array.from({ length: count }, () => ({ md: 1, lg: 1 }));
  if (count === 0) return spans;
  if (enlargeFirst) spans[0] = { md: 2, lg: 2 };
  const mdCells = spans.reduce((sum, span) => sum + span.md, 0);
  if (mdCells % 2 === 1) spans[count - 1]!.md = 2;
  const lgCells = spans.reduce((sum, span) => sum + span.lg, 0);
  if (lgCells % 3 === 1) spans[count - 1]!.lg = 3;
  else if (lgCells % 3 === 2 && count >= 2 && spans[count - 2]!.lg === 1) spans[count - 2]!.lg = 2;
  return spans;
}

const mdSpanClass = { 1: "", 2: "md:col-span-2" } as const;
const lgSpanClass = { 1: "lg:col-span-1", 2: "lg:col-span-2", 3: "lg:col-span-3" } as const;

export function ArticleGrid({
  articles,
  enlargeFirst = false,
  headingLevel = 3,
}: {
  articles: ArticleSummary[];
  enlargeFirst?: boolean;
  /** 2 where the grid sits right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}) {
  const enlarge = enlargeFirst && shouldEnlargeFirstCard(articles.length);
  const spans = cardSpans(articles.length, enlarge);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        // Each cell is a size container: a card reads its own width to choose its layout.
        <li
          key={article.id}
          className={cn(
            "@container",
            mdSpanClass[spans[index]!.md],
            lgSpanClass[spans[index]!.lg],
            spans[index]!.lg === 2 && "overlay-cell",
          )}
        >
          <ArticleCard
            article={article}
            size={enlarge && index === 0 ? "large" : "default"}
            imageSizes={cardImageSizes(spans[index]!, enlarge && index === 0)}
            headingLevel={headingLevel}
            eagerImage={index < 2}
          />
        </li>
      ))}
    </ul>
  );
}
