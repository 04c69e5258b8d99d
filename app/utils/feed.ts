import { categoryName, siteConfig } from "~/site.config";
import { escapeHtml } from "./markup";
import { escapeXml } from "./sitemap";

export interface FeedItem {
  id: string;
  slug: string;
  title: string;
  summary: string;
  author: string;
  categories: string[];
  publishedAt: string;
}

/** An RSS 2.0 document of the given articles, newest first. */
export function renderRssFeed(siteUrl: string, items: FeedItem[], now = new Date()): string {
  const feedUrl = `${siteUrl}/rss.xml`;
  const lastBuild = items[0]?.publishedAt ? new Date(items[0].publishedAt) : now;
  const entries = items.map((item) => {
    const link = `${siteUrl}/article/${encodeURIComponent(item.slug)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      // The article's id, not its address: a renamed article is the same item to a feed reader, not a new one.
      `      <guid isPermaLink="false">urn:uuid:${escapeXml(item.id)}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      ...item.categories.map((slug) => `      <category>${escapeXml(categoryName(slug))}</category>`),
      // Readers show a description as HTML: the plain-text summary is escaped for HTML, then for XML.
      `      <description>${escapeXml(escapeHtml(item.summary))}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(siteConfig.name)}</title>`,
    `    <link>${escapeXml(siteUrl)}/</link>`,
    `    <description>${escapeXml(siteConfig.description)}</description>`,
    `    <language>${siteConfig.locale.toLowerCase()}</language>`,
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
