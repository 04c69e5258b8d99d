import { htmlToText } from "~/utils/article-text";
import { dayIn } from "~/utils/publication-day";
import type { Toast } from "~/utils/toast";
import type { Article } from "~/models/article.server";
import { siteConfig } from "~/site.config";
import { z } from "~/utils/zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "./text";

/**
 * The article form's rules, shared by the form in the browser and the action on the server, so both
 * say the same thing. The spec's rules: title, slug, author, summary, content, publish date, read time
 * (1 to 60, default 5) and at least one category are required; tags are trimmed and unique; FAQ entries
 * left empty are dropped.
 */
/** An article form carries the article's HTML: more than the 64 KB other forms get (server/request-guards.ts). */
export const ARTICLE_FORM_BYTES = 2 * 1024 * 1024;

export const READ_TIME = { min: 1, max: 60, default: 5 } as const;

/** Publish dates an article may have: anything outside is a slip of the keyboard (a year 0 would be stored wrong). */
export const PUBLISH_DATES = { min: "1900-01-01", max: "2999-12-31" } as const;

/** The spec's article toasts, word for word. */
export const articleToasts = {
  created: { type: "success", title: "Article created successfully!" },
  updated: { type: "success", title: "Article updated successfully!" },
  saveFailed: {
    type: "error",
    title: "Error",
    description: "Failed to save article. Please try again.",
  },
  /** The spec's save-failure title; its "Please try again" would fail again in these two (docs/decisions/0006). */
  changedElsewhere: {
    type: "error",
    title: "Error",
    description:
      "Someone else saved this article after you opened it, so your changes were not saved. Copy what you need, then reload the page to edit the latest version.",
  },
  deletedElsewhere: {
    type: "error",
    title: "Error",
    description:
      "Someone else deleted this article after you opened it, so your changes were not saved. Copy what you need before you leave this page.",
  },
  deleted: { type: "success", title: "Article deleted" },
  deleteFailed: { type: "error", title: "Error", description: "Failed to delete the article. Please try again." },
  uploadSucceeded: { type: "success", title: "Upload successful" },
  uploadFailed: {
    type: "error",
    title: "Upload failed",
    description: "Could not upload image. Please try again.",
  },
} as const satisfies Record<string, Toast>;

export const SLUG_TAKEN_MESSAGE = "This slug is already used by another article";
/** A renamed article's old address still leads to it, so the slug stays its own. */
export const FORMER_SLUG_MESSAGE =
  "This slug was another article's address and still leads to it: old links must keep working";

/** The edit form's hidden field with the `updatedAt` of the version the edit began from. */
export const EDITED_VERSION_FIELD = "editedVersion";

/** The create form's hidden field with the publish date it offered when it was made: that day's today. */
export const OFFERED_DAY_FIELD = "offeredPublishDate";

export const ARTICLE_LIMITS = {
  title: 200,
  slug: 120,
  author: 120,
  summary: 500,
  /** Stored HTML, generous for long essays with markup. */
  content: 200_000,
  tag: 40,
  tags: 20,
  faqQuestion: 300,
  faqAnswer: 3_000,
  faqs: 30,
  imageUrl: 500,
} as const;

/**
 * The spec's slug rule: lower-case, drop everything but letters, digits, spaces and hyphens, spaces to
 * hyphens, repeated hyphens collapsed. Accents are folded first so "Café" keeps its letter as "cafe".
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, ARTICLE_LIMITS.slug)
    .replace(/-$/, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const NO_SLUG_FROM_TITLE_MESSAGE = "Enter a slug: the title has no letters a to z or digits to make one from";

const categorySlugs = siteConfig.categories.map((category) => category.slug) as [string, ...string[]];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** Images must be our own: a path on this site, never another host (the CSP allows only 'self'). */
const sameSiteImage = z
  .string()
  .trim()
  .max(ARTICLE_LIMITS.imageUrl)
  .refine(
    (value) => value === "" || (value.startsWith("/") && !value.startsWith("//")),
    "Use an image uploaded to this site",
  )
  .transform((value) => value || null)
  .nullable()
  .default(null);

export const FaqEntrySchema = z.object({
  question: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.faqQuestion, `A question must be at most ${ARTICLE_LIMITS.faqQuestion} characters`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
    .default(""),
  answer: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.faqAnswer, `An answer must be at most ${ARTICLE_LIMITS.faqAnswer} characters`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
    .default(""),
});

/** The form's fields before the slug falls back to the title (form constraints are read from this). */
export const ArticleFieldsSchema = z.object({
  title: requiredText("Title", ARTICLE_LIMITS.title),
  slug: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.slug, `Slug must be at most ${ARTICLE_LIMITS.slug} characters`)
    .default(""),
  author: requiredText("Author", ARTICLE_LIMITS.author),
  summary: requiredText("Summary", ARTICLE_LIMITS.summary),
  content: z
    .string({ error: "Content is required" })
    .max(ARTICLE_LIMITS.content, "Content is too long")
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
    .refine((html) => htmlToText(html) !== "" || /<img\b/i.test(html), "Content is required"),
  publishDate: z.iso
    .date({ error: "Publish date is required" })
    .refine((day) => day >= PUBLISH_DATES.min && day <= PUBLISH_DATES.max, {
      message: `Publish date must be from ${PUBLISH_DATES.min.slice(0, 4)} to ${PUBLISH_DATES.max.slice(0, 4)}`,
      // Only a date is checked for its range: a missing one is only "required".
      when: (payload) => payload.issues.length === 0,
    }),
  // Form strings become numbers and booleans in Conform's parse, on the client and the server alike.
  readTime: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? "Read time is required"
          : `Read time must be a number from ${READ_TIME.min} to ${READ_TIME.max}`,
    })
    .int(`Read time must be a whole number of minutes`)
    .min(READ_TIME.min, `Read time must be at least ${READ_TIME.min} minute`)
    .max(READ_TIME.max, `Read time must be at most ${READ_TIME.max} minutes`),
  categories: z
    .array(z.enum(categorySlugs, { error: "Choose categories from the list" }), {
      error: "Choose at least one category",
    })
    .min(1, "Choose at least one category")
    .transform((slugs) => [...new Set(slugs)]),
  tags: z
    .array(
      z
        .string()
        .trim()
        .max(ARTICLE_LIMITS.tag, `A tag must be at most ${ARTICLE_LIMITS.tag} characters`)
        .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    )
    .default([])
    .transform((tags) => uniqueTags(tags))
    .refine((tags) => tags.length <= ARTICLE_LIMITS.tags, `Use at most ${ARTICLE_LIMITS.tags} tags`),
  faqs: z
    .array(FaqEntrySchema)
    .max(ARTICLE_LIMITS.faqs, `Use at most ${ARTICLE_LIMITS.faqs} questions`)
    .default([])
    .superRefine((faqs, ctx) => {
      faqs.forEach((faq, index) => {
        if ((faq.question === "") !== (faq.answer === "")) {
          ctx.addIssue({
            code: "custom",
            path: [index, faq.question === "" ? "question" : "answer"],
            message: faq.question === "" ? "Add the question for this answer" : "Add the answer to this question",
          });
        }
      });
    })
    .transform((faqs) => faqs.filter((faq) => faq.question !== "" && faq.answer !== "")),
  featured: z.boolean().default(false),
  bannerUrl: sameSiteImage,
  ogImageUrl: sameSiteImage,
});

export const ArticleFormSchema = ArticleFieldsSchema.transform((values, ctx) => {
  // An emptied slug falls back to the one generated from the title.
  const slug = values.slug === "" ? slugify(values.title) : values.slug;
  if (!SLUG_PATTERN.test(slug)) {
    ctx.addIssue({
      code: "custom",
      path: ["slug"],
      // A title without a letter a to z or a digit ("😀", "Стратегия") makes no slug: the admin never typed one.
      message:
        values.slug === "" ? NO_SLUG_FROM_TITLE_MESSAGE : "Use lower-case letters, digits and single hyphens only",
    });
    return z.NEVER;
  }
  return { ...values, slug };
});

export type ArticleFormInput = z.input<typeof ArticleFormSchema>;
export type ArticleFormValues = z.output<typeof ArticleFormSchema>;

/** Trimmed, without blanks, and without repeats (ignoring case); the first spelling wins. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    unique.push(tag);
  }
  return unique;
}

/** The spec's state of a new form: read time 5, publish date today, one empty FAQ row. */
export function emptyArticleForm(now = new Date()): ArticleFormInput {
  return {
    title: "",
    slug: "",
    author: "",
    summary: "",
    content: "",
    publishDate: dayIn(now),
    readTime: READ_TIME.default,
    categories: [],
    tags: [],
    faqs: [{ question: "", answer: "" }],
    featured: false,
    bannerUrl: "",
    ogImageUrl: "",
  };
}

/** A stored article as the form edits it (an article without FAQ gets one empty row to fill in). */
export function articleToFormValues(article: Article): ArticleFormInput {
  return {
    title: article.title,
    slug: article.slug,
    author: article.author,
    summary: article.summary,
    content: article.content,
    publishDate: dayIn(article.publishedAt),
    readTime: article.readTime,
    categories: article.categories,
    tags: article.tags,
    faqs: article.faqs.length > 0 ? article.faqs : [{ question: "", answer: "" }],
    featured: article.featured,
    bannerUrl: article.bannerUrl ?? "",
    ogImageUrl: article.ogImageUrl ?? "",
  };
}
