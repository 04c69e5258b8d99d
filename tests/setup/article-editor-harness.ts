import { afterAll, beforeAll, vi } from "vitest";
import type { Article } from "~/models/article.server";
import type * as ArticleEditor from "~/routes/admin/+shared/article-editor.server";
import { dayIn } from "~/utils/publication-day";
import { EDITED_VERSION_FIELD } from "~/validation/article";
import { createTestDatabase, type TestDatabase } from "./test-database";

const created = new Date().toISOString();

/** The signed-in admin who saves through the editor; each save's audit entry names them. */
export const editingAdmin = {
  id: "admin-1",
  email: "admin@example.com",
  isAdmin: true,
  sessionStartedAt: created,
  lastActivityAt: created,
};

/**
 * A fresh test database holding the editing admin's account, and the admin article editor loaded against it (its
 * database client reads DATABASE_URL when first imported, so the modules are loaded again for this file).
 */
export function useArticleEditor(): { testDb: TestDatabase; editor: typeof ArticleEditor } {
  const harness = {} as { testDb: TestDatabase; editor: typeof ArticleEditor };

  beforeAll(async () => {
    harness.testDb = await createTestDatabase();
    process.env.DATABASE_URL = harness.testDb.url;
    vi.resetModules();
    harness.editor = await import("~/routes/admin/+shared/article-editor.server");
    await harness.testDb.db
      .insertInto("user")
      .values({
        id: editingAdmin.id,
        email: editingAdmin.email,
        name: "Admin",
        emailVerified: 1,
        image: null,
        createdAt: created,
        updatedAt: created,
      })
      .execute();
  });

  afterAll(async () => {
    const { closeDb } = await import("~/db/client.server");
    await closeDb();
    await harness.testDb.destroy();
  });

  return harness;
}

/** The edit form of a stored article as the browser sends it, with `typed` changed by the admin. */
export function editForm(article: Article, typed: Partial<Record<"summary" | "content", string>> = {}): FormData {
  const form = new FormData();
  const { title, slug, author, readTime } = article;
  const { summary = article.summary, content = article.content } = typed;
  for (const [name, value] of Object.entries({ title, slug, author, summary, content, readTime })) {
    form.set(name, String(value));
  }
  form.set("publishDate", dayIn(article.publishedAt));
  for (const category of article.categories) form.append("categories", category);
  article.tags.forEach((tag, index) => form.set(`tags[${index}]`, tag));
  article.faqs.forEach((faq, index) => {
    form.set(`faqs[${index}].question`, faq.question);
    form.set(`faqs[${index}].answer`, faq.answer);
  });
  form.set(EDITED_VERSION_FIELD, article.updatedAt);
  return form;
}
