import type { ArticleInput } from "~/models/article.server";
import type { LeadInput } from "~/models/lead.server";

let sequence = 0;

export function createArticleInput(overrides: Partial<ArticleInput> = {}): ArticleInput {
  sequence += 1;
  return {
    slug: `test-article-${sequence}`,
    title: `Test Article ${sequence}`,
    summary: "A short summary of a test article about technology leadership.",
    content: "<p>Body of the test article.</p>",
    author: "Ada Lovelace",
    categories: ["tech-strategy-architecture"],
    tags: ["Leadership"],
    faqs: [{ question: "Why?", answer: "Because." }],
    readTime: 5,
    featured: false,
    publishedAt: new Date(Date.UTC(2024, 0, 1) + sequence * 60_000).toISOString(),
    ...overrides,
  };
}

/**
 * An articles row as an earlier release stored it, for tests that write the table directly: the columns every
 * release had, published at `publishedAt` (1 March 2024 unless given). Tests add the later columns they need.
 */
export function storedArticleRow(
  id: string,
  {
    title = id,
    summary = "Stored by an earlier release.",
    content = "<p>Stored text.</p>",
    publishedAt = "2024-03-01T00:00:00.000Z",
  } = {},
) {
  return {
    id,
    slug: id,
    title,
    summary,
    content,
    author: "Ada Lovelace",
    banner_url: null,
    og_image_url: null,
    read_time: 5,
    featured: 0,
    published_at: publishedAt,
    created_at: publishedAt,
    updated_at: publishedAt,
  };
}

export function createLeadInput(overrides: Partial<LeadInput> = {}): LeadInput {
  sequence += 1;
  return {
    firstName: "Grace",
    lastName: `Hopper ${sequence}`,
    company: "Navy Labs",
    email: `grace${sequence}@example.com`,
    phone: "+1 555 010 0000",
    touchpoint: "Contact Form",
    ...overrides,
  };
}
