import type { ArticleSummary } from "~/models/article-summary.server";
import { ArticleCard } from "./article-card";

/** The spec enlarges the first card only when more than three articles are listed. */
export function shouldEnlargeFirstCard(count: number): boolean {
  return count > 3;
}

export function ArticleGrid({ articles, enlargeFirst = false }: { articles: ArticleSummary[]; enlargeFirst?: boolean }) {
  const enlarge = enlargeFirst && shouldEnlargeFirstCard(articles.length);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id} className={enlarge && index === 0 ? "md:col-span-2" : undefined}>
          <ArticleCard article={article} size={enlarge && index === 0 ? "large" : "default"} eagerImage={index < 2} />
        </li>
      ))}
    </ul>
  );
}
