import { sql, type Kysely } from "kysely";
import { dialectOf, timestampType } from "../dialect";

/**
 * A category page's total counts the category's published articles. Through the articles' index that visits
 * every article of the category (14,000 of 100,000: 10–18 ms on SQLite, 240–285 ms on PostgreSQL). Each
 * category row now carries its article's publication date, kept by triggers whoever writes, so the count is
 * one range of (category_slug, published_at), which also holds the article id a list may leave out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("article_categories").addColumn("published_at", timestampType(db)).execute();
  if (dialectOf(db) === "postgres") {
    await sql`create function article_categories_take_published_at() returns trigger language plpgsql as $$
      begin
        new.published_at := (select published_at from articles where id = new.article_id);
        return new;
      end
    $$`.execute(db);
    await sql`create trigger article_categories_published_at before insert or update of article_id
      on article_categories for each row execute function article_categories_take_published_at()`.execute(db);
    await sql`create function articles_share_published_at() returns trigger language plpgsql as $$
      begin
        update article_categories set published_at = new.published_at where article_id = new.id;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger articles_published_at_to_categories after update of published_at on articles
      for each row when (old.published_at is distinct from new.published_at)
      execute function articles_share_published_at()`.execute(db);
  } else {
    await sql`create trigger article_categories_published_at after insert on article_categories begin
      update article_categories set published_at = (select published_at from articles where id = new.article_id)
        where article_id = new.article_id and category_slug = new.category_slug;
    end`.execute(db);
    await sql`create trigger articles_published_at_to_categories after update of published_at on articles
      when old.published_at is not new.published_at begin
      update article_categories set published_at = new.published_at where article_id = new.id;
    end`.execute(db);
  }
  await sql`update article_categories set published_at =
    (select published_at from articles where articles.id = article_categories.article_id)`.execute(db);
  await db.schema
    .createIndex("article_categories_category_published_at_idx")
    .on("article_categories")
    .columns(["category_slug", "published_at", "article_id"])
    .execute();
}
