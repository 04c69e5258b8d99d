import { sql, type Kysely } from "kysely";
import { booleanType, timestampType } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("emailVerified", booleanType(db), (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", timestamp, (col) => col.notNull())
    .addColumn("updatedAt", timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expiresAt", timestamp, (col) => col.notNull())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("createdAt", timestamp, (col) => col.notNull())
    .addColumn("updatedAt", timestamp, (col) => col.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("session_user_id_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("accountId", "text", (col) => col.notNull())
    .addColumn("providerId", "text", (col) => col.notNull())
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", timestamp)
    .addColumn("refreshTokenExpiresAt", timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", timestamp, (col) => col.notNull())
    .addColumn("updatedAt", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("account_user_id_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identifier", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("expiresAt", timestamp, (col) => col.notNull())
    .addColumn("createdAt", timestamp, (col) => col.notNull())
    .addColumn("updatedAt", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

  await db.schema
    .createTable("articles")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("banner_url", "text")
    .addColumn("og_image_url", "text")
    .addColumn("read_time", "integer", (col) =>
      col
        .notNull()
        .defaultTo(5)
        .check(sqlBetween("read_time", 1, 60)),
    )
    .addColumn("featured", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", timestamp, (col) => col.notNull())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("articles_published_at_idx").on("articles").column("published_at").execute();

  await db.schema
    .createTable("article_categories")
    .addColumn("article_id", "text", (col) => col.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("category_slug", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("article_categories_pk", ["article_id", "category_slug"])
    .execute();
  await db.schema
    .createIndex("article_categories_category_idx")
    .on("article_categories")
    .columns(["category_slug", "article_id"])
    .execute();

  await db.schema
    .createTable("article_tags")
    .addColumn("article_id", "text", (col) => col.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("tag", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("article_tags_pk", ["article_id", "tag"])
    .execute();

  await db.schema
    .createTable("article_faqs")
    .addColumn("article_id", "text", (col) => col.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("question", "text", (col) => col.notNull())
    .addColumn("answer", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("article_faqs_pk", ["article_id", "position"])
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("touchpoint", "text")
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("submitted_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_submitted_at_idx")
    .on("newsletter_subscribers")
    .column("submitted_at")
    .execute();

  await db.schema
    .createTable("library_files")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("object_key", "text", (col) => col.notNull().unique())
    .addColumn("size_bytes", "integer", (col) => col.notNull())
    .addColumn("uploaded_by", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("uploaded_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("library_files_uploaded_at_idx").on("library_files").column("uploaded_at").execute();

  await db.schema
    .createTable("audit_entries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("email", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target", "text")
    .addColumn("ip_address", "text")
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_entries_created_at_idx").on("audit_entries").column("created_at").execute();

  await db.schema
    .createTable("page_views")
    .addColumn("article_id", "text", (col) => col.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("page_views_pk", ["article_id", "day"])
    .execute();
}

function sqlBetween(column: string, min: number, max: number) {
  return sql`${sql.ref(column)} between ${sql.lit(min)} and ${sql.lit(max)}`;
}
