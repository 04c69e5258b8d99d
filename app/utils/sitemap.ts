import { lastChangeOf } from "./seo";

export interface SitemapEntry {
  path: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
  lastmod?: string;
}

/** The spec's frequencies and priorities for the fixed pages. */
export const staticSitemapEntries: SitemapEntry[] = [
  { path: "/", changefreq: "daily", priority: 1.0 },
  { path: "/library", changefreq: "weekly", priority: 0.8 },
  { path: "/privacy-policy", changefreq: "monthly", priority: 0.5 },
  { path: "/terms-of-service", changefreq: "monthly", priority: 0.5 },
];

/** An article's address and last change. */
export function articleSitemapEntry(slug: string, updatedAt: string, publishedAt: string): SitemapEntry {
  const lastmod = lastChangeOf({ updatedAt, publishedAt });
  return { path: `/article/${encodeURIComponent(slug)}`, changefreq: "weekly", priority: 0.8, lastmod };
}

export function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [
      `<loc>${escapeXml(siteUrl + entry.path)}</loc>`,
      entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "",
      `<changefreq>${entry.changefreq}</changefreq>`,
      `<priority>${entry.priority.toFixed(1)}</priority>`,
    ];
    return `  <url>${parts.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** How many sitemap files the site's URLs fill: the fixed pages first, then the articles. */
export function sitemapFileCount(articleCount: number, maxUrls = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil((staticSitemapEntries.length + articleCount) / maxUrls));
}

/** The articles sitemap file `file` (from 1) lists; the first file also lists the fixed pages ahead of them. */
export function sitemapArticleRange(file: number, maxUrls = SITEMAP_MAX_URLS): { offset: number; limit: number } {
  const statics = staticSitemapEntries.length;
  return file === 1
    ? { offset: 0, limit: maxUrls - statics }
    : { offset: (file - 1) * maxUrls - statics, limit: maxUrls };
}

/** A sitemap index pointing at `/sitemap/1.xml` … `/sitemap/{files}.xml`. */
export function renderSitemapIndex(siteUrl: string, files: number): string {
  const sitemaps = Array.from(
    { length: files },
    (_, index) => `  <sitemap><loc>${escapeXml(`${siteUrl}/sitemap/${index + 1}.xml`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    "</sitemapindex>",
    "",
  ].join("\n");
}
