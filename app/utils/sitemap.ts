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

export function articleSitemapEntry(slug: string, updatedAt: string): SitemapEntry {
  return { path: `/article/${encodeURIComponent(slug)}`, changefreq: "weekly", priority: 0.8, lastmod: updatedAt };
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
