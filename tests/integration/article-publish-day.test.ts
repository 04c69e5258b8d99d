import { describe, expect, it } from "vitest";
import { OFFERED_DAY_FIELD } from "~/validation/article";
import { editingAdmin as user, useArticleEditor } from "../setup/article-editor-harness";
import { testDialect } from "../setup/test-database";

/** The Create Article form as sent: its fields, with the publish date it offered when it was made. */
function createForm(title: string, publishDate: string, offeredDay: string) {
  const form = new FormData();
  const fields = {
    intent: "create",
    title,
    slug: "",
    author: "Ada Admin",
    summary: "What a late evening's writing means for a CTO.",
    content: "<p>Written in the evening, saved after midnight.</p>",
    publishDate,
    readTime: "5",
    categories: "cto-reflections",
    [OFFERED_DAY_FIELD]: offeredDay,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The publication's day is UTC's (site.config.ts): the form was made on the 26th, and is saved on the 27th. */
describe(`a new article's publish date (${testDialect})`, () => {
  const harness = useArticleEditor();
  const now = new Date("2026-11-27T00:30:00.000Z");

  async function save(form: FormData) {
    const outcome = await harness.editor.saveArticle({ formData: form, user, clientIp: null, existing: null, now });
    if (!outcome.ok) throw new Error(`the save was refused: ${JSON.stringify(outcome.result)}`);
    return outcome.article;
  }

  it("left as the form offered it, is now, even once the day the form was opened on has ended", async () => {
    const article = await save(createForm("Written across midnight", "2026-11-26", "2026-11-26"));
    expect(article.publishedAt).toBe(now.toISOString());
  });

  it("chosen by the author, an earlier day backdates the article to that day's start", async () => {
    const article = await save(createForm("Backdated on purpose", "2026-11-20", "2026-11-26"));
    expect(article.publishedAt).toBe("2026-11-20T00:00:00.000Z");
  });
});
