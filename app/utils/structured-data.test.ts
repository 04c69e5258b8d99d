import { describe, expect, it } from "vitest";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from "./structured-data";

const article = {
  slug: "a-slug",
  title: "A Title",
  summary: "A summary.",
  author: "Ada Lovelace",
  categories: ["cloud-infrastructure", "unknown-category"],
  tags: ["FinOps", "Cloud"],
  publishedAt: "2024-01-05T09:00:00.000Z",
  updatedAt: "2024-02-01T09:00:00.000Z",
};

describe("structured data", () => {
  it("describes an article with absolute URLs", () => {
    expect(articleJsonLd("https://x.test", article, "/og/a-slug.png")).toMatchObject({
      "@type": "Article",
      headline: "A Title",
      image: ["https://x.test/og/a-slug.png"],
      datePublished: "2024-01-05T09:00:00.000Z",
      dateModified: "2024-02-01T09:00:00.000Z",
      mainEntityOfPage: { "@id": "https://x.test/article/a-slug" },
      keywords: "FinOps, Cloud",
    });
  });

  it("dates a scheduled article's last change no earlier than its publication", () => {
    // Saved on 1 February to go live on 1 March: to its readers it changed when it appeared.
    const scheduled = { ...article, updatedAt: "2024-02-01T09:00:00.000Z", publishedAt: "2024-03-01T09:00:00.000Z" };
    expect(articleJsonLd("https://x.test", scheduled, "/og/a-slug.png")).toMatchObject({
      datePublished: "2024-03-01T09:00:00.000Z",
      dateModified: "2024-03-01T09:00:00.000Z",
    });
  });

  it("names the site and its publisher, the one organization every article also names", () => {
    const organization = organizationJsonLd("https://x.test");
    expect(organization).toMatchObject({
      "@type": "Organization",
      "@id": "https://x.test/#organization",
      url: "https://x.test/",
      logo: { "@type": "ImageObject", url: "https://x.test/favicon.svg" },
    });
    expect(websiteJsonLd("https://x.test")).toMatchObject({
      "@type": "WebSite",
      url: "https://x.test/",
      publisher: { "@id": "https://x.test/#organization" },
    });
    expect(articleJsonLd("https://x.test", article, "/og/a-slug.png").publisher).toMatchObject({
      "@id": "https://x.test/#organization",
    });
  });

  it("lists FAQ questions with their answers", () => {
    expect(faqJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  it("builds the breadcrumb through the primary category", () => {
    const crumbs = breadcrumbJsonLd("https://x.test", article).itemListElement;
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      "https://x.test/",
      "https://x.test/category/cloud-infrastructure",
      "https://x.test/article/a-slug",
    ]);
    expect(breadcrumbJsonLd("https://x.test", { ...article, categories: [] }).itemListElement).toHaveLength(2);
  });

  it("can never close its script element", () => {
    const json = serializeJsonLd({ text: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" });
  });
});
