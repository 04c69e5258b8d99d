import { describe, expect, it } from "vitest";
import {
  ArticleFormSchema,
  emptyArticleForm,
  NO_SLUG_FROM_TITLE_MESSAGE,
  slugify,
  uniqueTags,
  type ArticleFormInput,
} from "./article";

const valid: ArticleFormInput = {
  title: "Platform Teams, Done Right",
  slug: "",
  author: "Ada Lovelace",
  summary: "How platform teams earn their keep.",
  content: "<p>Body</p>",
  publishDate: "2025-07-01",
  readTime: 7,
  categories: ["cloud-infrastructure"],
  tags: [],
  faqs: [],
  featured: false,
  bannerUrl: "",
  ogImageUrl: "",
};

function errorsOf(input: Partial<ArticleFormInput> & Record<string, unknown>) {
  const result = ArticleFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("slugify (the spec's rule)", () => {
  it.each([
    ["Platform Teams, Done Right", "platform-teams-done-right"],
    ["  Leading   through -- change ", "leading-through-change"],
    ["AI & the CTO: 2025 edition!", "ai-the-cto-2025-edition"],
    ["Café society", "cafe-society"],
    ["--Already-hyphenated--", "already-hyphenated"],
    ["???", ""],
  ])("%j becomes %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("keeps slugs within 120 characters without a trailing hyphen", () => {
    const slug = slugify(`${"word ".repeat(60)}end`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("ArticleFormSchema", () => {
  it("accepts a complete article and generates the slug from the title when it is empty", () => {
    const result = ArticleFormSchema.parse(valid);
    expect(result).toMatchObject({ slug: "platform-teams-done-right", readTime: 7, featured: false, bannerUrl: null });
  });

  it("keeps an edited slug and refuses one outside the slug alphabet", () => {
    expect(ArticleFormSchema.parse({ ...valid, slug: "my-own-slug" }).slug).toBe("my-own-slug");
    expect(errorsOf({ slug: "Not A Slug" })).toEqual({
      slug: "Use lower-case letters, digits and single hyphens only",
    });
    expect(errorsOf({ title: "???", slug: "" })).toEqual({ slug: NO_SLUG_FROM_TITLE_MESSAGE });
    expect(errorsOf({ title: "😀😀", slug: "" })).toEqual({ slug: NO_SLUG_FROM_TITLE_MESSAGE });
    expect(ArticleFormSchema.parse({ ...valid, title: "😀😀", slug: "emoji-day" }).slug).toBe("emoji-day");
  });

  it("requires title, author, summary, content, publish date and a category", () => {
    expect(
      errorsOf({ title: " ", author: "", summary: "", content: "<p></p>", publishDate: "", categories: [] }),
    ).toEqual({
      title: "Title is required",
      author: "Author is required",
      summary: "Summary is required",
      content: "Content is required",
      publishDate: "Publish date is required",
      categories: "Choose at least one category",
    });
  });

  it("refuses control characters in every text field, keeping tabs and line breaks in the body", () => {
    const control = "\u0000\u0007\u007f\u0085";
    for (const character of control) {
      expect(
        errorsOf({
          title: `A${character}`,
          author: `B${character}`,
          summary: `C${character}`,
          content: `<p>D${character}</p>`,
          tags: [`E${character}`],
          faqs: [{ question: `F${character}`, answer: "G" }],
        }),
      ).toEqual({
        title: "Please remove control characters.",
        author: "Please remove control characters.",
        summary: "Please remove control characters.",
        content: "Please remove control characters.",
        "tags.0": "Please remove control characters.",
        "faqs.0.question": "Please remove control characters.",
      });
    }
    expect(errorsOf({ content: "<p>Line\tone\r\nline two</p>" })).toEqual({});
  });

  it("takes an image-only body as content", () => {
    expect(errorsOf({ content: '<p><img src="/media/a.webp" alt="Chart"></p>' })).toEqual({});
  });

  it("bounds the read time to 1..60 whole minutes, 5 by default", () => {
    expect(errorsOf({ readTime: 0 })).toEqual({ readTime: "Read time must be at least 1 minute" });
    expect(errorsOf({ readTime: 61 })).toEqual({ readTime: "Read time must be at most 60 minutes" });
    expect(errorsOf({ readTime: 2.5 })).toEqual({ readTime: "Read time must be a whole number of minutes" });
    expect(errorsOf({ readTime: "soon" as unknown as number })).toEqual({
      readTime: "Read time must be a number from 1 to 60",
    });
    // An emptied field arrives as nothing at all.
    expect(errorsOf({ readTime: undefined })).toEqual({ readTime: "Read time is required" });
  });

  it("takes publish dates from 1900 to 2999 (a year 0 cannot be stored as given)", () => {
    for (const publishDate of ["1900-01-01", "2999-12-31"]) expect(errorsOf({ publishDate })).toEqual({});
    for (const publishDate of ["0000-01-01", "0999-12-31", "1899-12-31", "3000-01-01"]) {
      expect(errorsOf({ publishDate }), publishDate).toEqual({ publishDate: "Publish date must be from 1900 to 2999" });
    }
  });

  it("refuses unknown categories and keeps each category once", () => {
    expect(errorsOf({ categories: ["not-a-category"] })).toEqual({ "categories.0": "Choose categories from the list" });
    expect(
      ArticleFormSchema.parse({ ...valid, categories: ["cto-reflections", "cto-reflections"] }).categories,
    ).toEqual(["cto-reflections"]);
  });

  it("trims tags and drops blanks and repeats", () => {
    expect(ArticleFormSchema.parse({ ...valid, tags: [" AI ", "ai", "", "Cloud", "cloud "] }).tags).toEqual([
      "AI",
      "Cloud",
    ]);
    expect(uniqueTags(["a", "A", " b"])).toEqual(["a", "b"]);
  });

  it("drops empty FAQ rows and asks for the missing half of a half-filled one", () => {
    const parsed = ArticleFormSchema.parse({
      ...valid,
      faqs: [
        { question: "Why?", answer: "Because." },
        { question: " ", answer: "" },
      ],
    });
    expect(parsed.faqs).toEqual([{ question: "Why?", answer: "Because." }]);
    expect(errorsOf({ faqs: [{ question: "Why?", answer: " " }] })).toEqual({
      "faqs.0.answer": "Add the answer to this question",
    });
    expect(errorsOf({ faqs: [{ question: "", answer: "Because." }] })).toEqual({
      "faqs.0.question": "Add the question for this answer",
    });
  });

  it("takes only images served by this site", () => {
    expect(errorsOf({ bannerUrl: "https://evil.example/x.png" })).toEqual({
      bannerUrl: "Use an image uploaded to this site",
    });
    expect(errorsOf({ ogImageUrl: "//evil.example/x.png" })).toEqual({
      ogImageUrl: "Use an image uploaded to this site",
    });
    expect(ArticleFormSchema.parse({ ...valid, bannerUrl: "/media/banner.webp" }).bannerUrl).toBe("/media/banner.webp");
  });

  it("bounds every text field", () => {
    expect(errorsOf({ title: "x".repeat(201) })).toEqual({ title: "Title must be at most 200 characters" });
    expect(errorsOf({ tags: ["x".repeat(41)] })).toEqual({ "tags.0": "A tag must be at most 40 characters" });
    expect(errorsOf({ tags: Array.from({ length: 21 }, (_, index) => `tag ${index}`) })).toEqual({
      tags: "Use at most 20 tags",
    });
  });

  it("starts a new form with read time 5, today's date and one empty FAQ row", () => {
    expect(emptyArticleForm(new Date("2025-07-01T10:00:00Z"))).toMatchObject({
      readTime: 5,
      publishDate: "2025-07-01",
      faqs: [{ question: "", answer: "" }],
    });
  });
});
