import type { Article, ArticleInput } from "~/models/article.server";
import type { Lead } from "~/models/lead.server";
import type { LeadFields } from "~/validation/lead";

/** The article form's fields in the log's words, in the form's order. */
const ARTICLE_FIELD_LABELS = {
  title: "Title",
  slug: "Slug",
  author: "Author",
  summary: "Summary",
  content: "Content",
  categories: "Categories",
  tags: "Tags",
  faqs: "FAQ",
  bannerUrl: "Banner image",
  ogImageUrl: "Share image",
  readTime: "Read time",
  featured: "Featured",
  publishedAt: "Publish date",
} as const satisfies Partial<Record<keyof ArticleInput, string>>;

const LEAD_FIELD_LABELS = {
  firstName: "First Name",
  lastName: "Last Name",
  company: "Company",
  email: "Email",
  phone: "Phone",
  touchpoint: "Touchpoint",
} as const;

const same = (before: unknown, after: unknown) => JSON.stringify(before ?? null) === JSON.stringify(after ?? null);

function changedLabels<T extends object>(labels: Record<string, string>, before: T, after: T): string {
  const changed = Object.entries(labels)
    .filter(([field]) => !same(before[field as keyof T], after[field as keyof T]))
    .map(([, label]) => label);
  return changed.length > 0 ? changed.join(", ") : "nothing changed";
}

/**
 * What an article's save changed: `old-slug → new-slug: Title, Content`, so the log can tell one edit from another.
 * `after` is what the save wrote (its content sanitized), compared with the article as it was stored.
 */
export function articleUpdateTarget(before: Article, after: ArticleInput): string {
  const address = before.slug === after.slug ? after.slug : `${before.slug} → ${after.slug}`;
  return `${address}: ${changedLabels(ARTICLE_FIELD_LABELS, before as ArticleInput, after)}`;
}

/** What an edit changed in a lead: `ada@example.com: Company, Phone`. */
export function leadEditTarget(before: Lead, after: LeadFields & { touchpoint: string | null }): string {
  const address = before.email === after.email ? after.email : `${before.email} → ${after.email}`;
  return `${address}: ${changedLabels(LEAD_FIELD_LABELS, before as Partial<Lead>, after as Partial<Lead>)}`;
}

/** A deleted lead as the log keeps it: once the row is gone, this line is all that says who it was. */
export function deletedLeadTarget(lead: Lead): string {
  return `${lead.email} (${lead.firstName} ${lead.lastName}, ${lead.company}, ${lead.phone})`;
}
