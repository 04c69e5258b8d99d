/**
 * Fills the database at DATABASE_URL for a benchmark: migrations, the demo insights, then generated
 * articles (with categories, tags and search rows) up to `--articles`, and `--leads` leads and as many
 * newsletter subscribers. Rows go in chunks inside transactions, so 100,000 articles take minutes, not hours.
 * Run with tsx: `tsx scripts/lib/bench-seed.ts --articles 10000 --leads 1000000`.
 */
import { parseArgs } from "node:util";
import { closeDb, getDb } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemoContent } from "~/db/seed/seed.server";
import { newId } from "~/db/values";
import { indexArticle } from "~/models/article-search.server";
import { siteConfig } from "~/site.config";
import { CONTENT_SANITIZER_VERSION } from "~/utils/sanitize-html.server";

const { values } = parseArgs({
  options: { articles: { type: "string", default: "100" }, leads: { type: "string", default: "0" } },
});
const targetArticles = Number(values.articles);
const targetLeads = Number(values.leads);
const CHUNK = 500;
const words = ["platform", "roadmap", "budget", "latency", "hiring", "vendor", "security", "data", "cloud", "delivery"];
const paragraph = (n: number) =>
  `<p>${Array.from({ length: 60 }, (_, index) => words[(n * 7 + index * 3) % words.length]).join(" ")}.</p>`;

const db = getDb();
try {
  await migrateToLatest(db);
  const demo = await seedDemoContent(db);
  const existing = Number(
    (
      await db
        .selectFrom("articles")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const start = Date.UTC(2020, 0, 1);
  for (let done = existing; done < targetArticles; done += CHUNK) {
    const count = Math.min(CHUNK, targetArticles - done);
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: count }, (_, offset) => {
        const n = done + offset;
        const stamp = new Date(start + n * 3_600_000).toISOString();
        return {
          id: newId(),
          slug: `bench-article-${n}`,
          title: `Bench article ${n} on ${words[n % words.length]} and ${words[(n + 3) % words.length]}`,
          summary: `What ${words[n % words.length]} means for a technology leader, number ${n}.`,
          content: paragraph(n).repeat(8),
          author: "Bench Author",
          banner_url: `/images/banners/${siteConfig.categories[n % siteConfig.categories.length]!.slug}.svg`,
          og_image_url: null,
          read_time: 5,
          featured: 0,
          published_at: stamp,
          created_at: stamp,
          updated_at: stamp,
          content_sanitizer_version: CONTENT_SANITIZER_VERSION,
        };
      });
      await trx.insertInto("articles").values(rows).execute();
      await trx
        .insertInto("article_categories")
        .values(
          rows.map((row, offset) => ({
            article_id: row.id,
            category_slug: siteConfig.categories[(done + offset) % siteConfig.categories.length]!.slug,
            position: 0,
          })),
        )
        .execute();
      await trx
        .insertInto("article_tags")
        .values(
          rows.map((row, offset) => ({ article_id: row.id, tag: words[(done + offset) % words.length]!, position: 0 })),
        )
        .execute();
      for (const row of rows) await indexArticle(trx, row.id);
    });
  }
  for (let done = 0; done < targetLeads; done += CHUNK * 4) {
    const count = Math.min(CHUNK * 4, targetLeads - done);
    const stamp = (n: number) => new Date(start + n * 60_000).toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("leads")
        .values(
          Array.from({ length: count }, (_, offset) => ({
            id: newId(),
            first_name: "Bench",
            last_name: `Lead ${done + offset}`,
            company: `Company ${(done + offset) % 997}`,
            email: `lead${done + offset}@bench.example.com`,
            phone: "+1 555 010 0000",
            touchpoint: "Hire a CTO",
            created_at: stamp(done + offset),
          })),
        )
        .execute();
      await trx
        .insertInto("newsletter_subscribers")
        .values(
          Array.from({ length: count }, (_, offset) => ({
            id: newId(),
            email: `reader${done + offset}@bench.example.com`,
            submitted_at: stamp(done + offset),
          })),
        )
        .execute();
    });
  }
  console.log(`seeded: ${Math.max(existing, targetArticles)} articles (${demo} demo), ${targetLeads} leads`);
} finally {
  await closeDb();
}
