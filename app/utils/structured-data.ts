import { categoryName, findCategoryBySlug, siteConfig } from "~/site.config";
import { absoluteUrl, lastChangeOf } from "./seo";

interface ArticleForStructuredData {
  slug: string;
  title: string;
  summary: string;
  author: string;
  categories: string[];
  tags: string[];
  publishedAt: string;
  updatedAt: string;
}

/** The site's publisher, one node that each page's structured data names by the same @id. */
function organization(siteUrl: string) {
  return {
    "@type": "Organization",
    "@id": absoluteUrl(siteUrl, "/#organization"),
    name: siteConfig.name,
    url: absoluteUrl(siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/favicon.svg") },
  };
}

/** The home page's: who search engines credit for the site, with its logo. */
export function organizationJsonLd(siteUrl: string) {
  return { "@context": "https://schema.org", ...organization(siteUrl) };
}

/** The site itself, on the home page: search results take the site's name from it rather than from its domain. */
export function websiteJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteConfig.name,
    description: siteConfig.description,
    url: absoluteUrl(siteUrl, "/"),
    inLanguage: siteConfig.locale,
    publisher: { "@id": organization(siteUrl)["@id"] },
  };
}

export function articleJsonLd(siteUrl: string, article: ArticleForStructuredData, imageUrl: string) {
  const url = absoluteUrl(siteUrl, `/article/${article.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    image: [absoluteUrl(siteUrl, imageUrl)],
    datePublished: article.publishedAt,
    dateModified: lastChangeOf(article),
    author: [{ "@type": "Person", name: article.author }],
    publisher: organization(siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: article.categories.map(categoryName),
    keywords: article.tags.join(", "),
  };
}

export function faqJsonLd(faqs: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function breadcrumbJsonLd(
  siteUrl: string,
  article: Pick<ArticleForStructuredData, "slug" | "title" | "categories">,
) {
  const category = findCategoryBySlug(article.categories[0]);
  const trail = [
    { name: "Home", path: "/" },
    ...(category ? [{ name: category.name, path: `/category/${category.slug}` }] : []),
    { name: article.title, path: `/article/${article.slug}` },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** JSON for a <script> element: "<" is escaped so the content can never close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
