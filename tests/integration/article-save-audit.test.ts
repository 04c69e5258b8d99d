import { describe, expect, it } from "vitest";
import { createArticle, getArticleById } from "~/models/article.server";
import { createArticleInput } from "../setup/factories";
import { editForm, editingAdmin as user, useArticleEditor } from "../setup/article-editor-harness";
import { testDialect } from "../setup/test-database";

/**
 * A save's audit entry names the fields it changed in the stored article. The text arrives as the editor's HTML and
 * is stored sanitized: markup the sanitizer drops changes nothing, and must not show as a change of "Content".
 */
describe(`the fields an article save is audited as changing (${testDialect})`, () => {
  const harness = useArticleEditor();

  async function saveWith(typed: { summary?: string; content: (stored: string) => string }) {
    const article = await createArticle(harness.testDb.db, createArticleInput());
    const existing = (await getArticleById(harness.testDb.db, article.id))!;
    const outcome = await harness.editor.saveArticle({
      formData: editForm(existing, { summary: typed.summary, content: typed.content(existing.content) }),
      user,
      clientIp: null,
      existing,
    });
    expect(outcome).toMatchObject({ ok: true });
    const [entry] = await harness.testDb.db
      .selectFrom("audit_entries")
      .select("target")
      .where("action", "=", "Updated Article")
      .where("target", "like", `${article.slug}:%`)
      .execute();
    const stored = await getArticleById(harness.testDb.db, article.id);
    return { target: entry?.target, contentKept: stored!.content === existing.content };
  }

  const withDroppedMarkup = (stored: string) =>
    `${stored.replace("<p>", '<p onclick="steal()">')}<script>alert(1)</script><iframe src="/x"></iframe>`;

  it("leaves Content out when the text sent differs from the stored one only by markup the sanitizer drops", async () => {
    const saved = await saveWith({ summary: "A summary edited by the admin.", content: withDroppedMarkup });
    expect(saved.contentKept).toBe(true);
    expect(saved.target).toMatch(/: Summary$/);
  });

  it("says nothing changed when dropped markup is all that differs", async () => {
    const saved = await saveWith({ content: withDroppedMarkup });
    expect(saved.contentKept).toBe(true);
    expect(saved.target).toMatch(/: nothing changed$/);
  });

  it("still names Content when the stored text does change", async () => {
    const saved = await saveWith({ content: (stored) => `${stored}<p>A new paragraph.</p>` });
    expect(saved.contentKept).toBe(false);
    expect(saved.target).toMatch(/: Content$/);
  });
});
