import { describe, expect, it } from "vitest";
import { createArticle, deleteArticle, getArticleById } from "~/models/article.server";
import { articleToasts } from "~/validation/article";
import { createArticleInput } from "../setup/factories";
import { editForm, editingAdmin as user, useArticleEditor } from "../setup/article-editor-harness";
import { testDialect } from "../setup/test-database";

/**
 * The edit route looks the article up and then saves it: another admin's delete can land between the two. The save
 * must say the article was deleted, as it does when the delete came before the lookup, and keep the form.
 */
describe(`an article deleted while its edit is being saved (${testDialect})`, () => {
  const harness = useArticleEditor();

  it.each([
    ["with its lists", createArticleInput()],
    ["without tags or questions", createArticleInput({ tags: [], faqs: [] })],
  ])("says so %s, keeps what was typed and leaves nothing behind", async (_case, input) => {
    const article = await createArticle(harness.testDb.db, input);
    const existing = (await getArticleById(harness.testDb.db, article.id))!;
    await deleteArticle(harness.testDb.db, article.id);

    const outcome = await harness.editor.saveArticle({
      formData: editForm(existing, { summary: "Typed while it was deleted." }),
      user,
      clientIp: null,
      existing,
    });

    expect(outcome).toMatchObject({ ok: false, status: 404, toast: articleToasts.deletedElsewhere });
    expect(outcome.result.initialValue).toMatchObject({ summary: "Typed while it was deleted." });
    expect(outcome.result.error).toEqual({ "": [articleToasts.deletedElsewhere.description] });
    expect(await getArticleById(harness.testDb.db, article.id)).toBeNull();
    const leftovers = await Promise.all(
      (["article_categories", "article_tags", "article_faqs", "page_views"] as const).map((table) =>
        harness.testDb.db.selectFrom(table).select("article_id").where("article_id", "=", article.id).execute(),
      ),
    );
    expect(leftovers.flat()).toEqual([]);
    const audited = await harness.testDb.db.selectFrom("audit_entries").select("target").execute();
    expect(audited).toEqual([]);
  });
});
