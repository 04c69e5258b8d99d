import type { ArticleRow, Db } from "~/db/schema";
import { toIsoString } from "~/db/values";

/** An article as lists show it: everything but the body and the FAQ. */
export interface ArticleSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  author: string;
  categories: string[];
  tags: string[];
  bannerUrl: string | null;
  ogImageUrl: string | null;
  readTime: number;
  featured: boolean;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

export const summaryColumns = [
  "id",
  "slug",
  "title",
  "summary",
  "author",
  "banner_url",
  "og_image_url",
  "read_time",
  "featured",
  "published_at",
  "created_at",
  "updated_at",
] as const;

type SummaryRow = Pick<ArticleRow, (typeof summaryColumns)[number]>;

function toSummary(row: SummaryRow, categories: string[], tags: string[]): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: row.author,
    categories,
    tags,
    bannerUrl: row.banner_url,
    ogImageUrl: row.og_image_url,
    readTime: row.read_time,
    featured: Boolean(row.featured),
    publishedAt: toIsoString(row.published_at),
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

/** Loads categories and tags for many articles in two queries, keeping each list in its stored order. */
export async function attachLists(db: Db, rows: SummaryRow[]): Promise<ArticleSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [categoryRows, tagRows] = await Promise.all([
    db
      .selectFrom("article_categories")
      .select(["article_id", "category_slug"])
      .where("article_id", "in", ids)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("article_tags")
      .select(["article_id", "tag"])
      .where("article_id", "in", ids)
      .orderBy("position")
      .execute(),
  ]);
  const categoriesById = groupBy(
    categoryRows,
    (row) => row.article_id,
    (row) => row.category_slug,
  );
  const tagsById = groupBy(
    tagRows,
    (row) => row.article_id,
    (row) => row.tag,
  );
  return rows.map((row) => toSummary(row, categoriesById.get(row.id) ?? [], tagsById.get(row.id) ?? []));
}

function groupBy<T, V>(items: T[], key: (item: T) => string, value: (item: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(value(item));
    else groups.set(key(item), [value(item)]);
  }
  return groups;
}
