import type { Kysely } from "kysely";
import { createArticle } from "~/models/article.server";
import type { Database } from "../schema";
import { demoArticles } from "./demo-articles";

/**
 * Seeds the demo insights into an empty database, so a new install shows a living site.
 * A database that has any article is never touched, even if every demo article was deleted.
 */
export async function seedDemoContent(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom("articles").select("id").limit(1).executeTakeFirst();
  if (existing) return 0;
  for (const demo of demoArticles) {
    await createArticle(
      db,
      {
        slug: demo.slug,
        title: demo.title,
        summary: demo.summary,
        content: demo.content,
        author: demo.author,
        categories: demo.categories,
        tags: demo.tags,
        faqs: demo.faqs,
        bannerUrl: demo.bannerUrl,
        ogImageUrl: null,
        readTime: demo.readTime,
        featured: demo.featured,
        publishedAt: demo.publishedAt,
      },
      new Date(demo.publishedAt),
    );
  }
  return demoArticles.length;
}
