import { type Kysely, sql } from "kysely";
import { createArticle } from "~/models/article.server";
import { dialectOf } from "../dialect";
import type { Database } from "../schema";
import { demoArticles } from "./demo-articles";

/** Any fixed number: the PostgreSQL advisory lock that lets one starting instance seed at a time. */
const SEED_LOCK_KEY = 7_310_001;

/**
 * Seeds the demo insights into a new, empty database, so a new install shows a living site. It has one turn per
 * database: one that has any article is never touched, nor one seeded before whose articles were all deleted.
 */
export async function seedDemoContent(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one empty database: the first seeds, the others then see articles.
    if (dialectOf<Database>(trx) === "postgres") {
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    } else {
      // SQLite's write lock, taken before reading: a transaction that read first cannot write once another process
      // has written, and fails at once ("database is locked") instead of waiting its turn.
      await sql`update articles set id = id where 0`.execute(trx);
    }
    if (await trx.selectFrom("demo_seed").select("id").executeTakeFirst()) return 0;
    await trx.insertInto("demo_seed").values({ id: 1, checked_at: new Date().toISOString() }).execute();
    const existing = await trx.selectFrom("articles").select("id").limit(1).executeTakeFirst();
    if (existing) return 0;
    await insertDemoArticles(trx);
    return demoArticles.length;
  });
}

async function insertDemoArticles(db: Kysely<Database>): Promise<void> {
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
}
