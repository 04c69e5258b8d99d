import type { Db } from "~/db/schema";
import { countPublishedArticles, listPublishedArticleSlugs } from "~/models/article.server";
import {
  articleSitemapEntry,
  renderSitemap,
  renderSitemapIndex,
  sitemapArticleRange,
  sitemapFileCount,
  SITEMAP_MAX_URLS,
  staticSitemapEntries,
  type SitemapEntry,
} from "~/utils/sitemap";

interface SitemapOptions {
  now?: Date;
  /** The protocol's 50,000 unless a test needs several files from a few articles. */
  maxUrls?: number;
}

/**
 * `/sitemap.xml`: the sitemap itself while the site's URLs fit one file, else an index of the files. Either way no
 * request reads more than one file's worth of articles.
 */
export async function sitemapRoot(db: Db, siteUrl: string, options: SitemapOptions = {}): Promise<string> {
  const files = sitemapFileCount(await countPublishedArticles(db, options.now), options.maxUrls);
  if (files > 1) return renderSitemapIndex(siteUrl, files);
  return renderSitemap(siteUrl, await sitemapFileEntries(db, 1, options));
}

/** One sitemap file (from 1), or null past the last one. */
export async function sitemapFile(
  db: Db,
  siteUrl: string,
  file: number,
  options: SitemapOptions = {},
): Promise<string | null> {
  const entries = await sitemapFileEntries(db, file, options);
  return entries.length > 0 ? renderSitemap(siteUrl, entries) : null;
}

async function sitemapFileEntries(
  db: Db,
  file: number,
  { now = new Date(), maxUrls = SITEMAP_MAX_URLS }: SitemapOptions,
): Promise<SitemapEntry[]> {
  const articles = await listPublishedArticleSlugs(db, now, sitemapArticleRange(file, maxUrls));
  const entries = articles.map((article) => articleSitemapEntry(article.slug, article.updatedAt, article.publishedAt));
  if (file > 1) return entries;
  // The home page changes whenever an article does: its last change is the newest article's.
  const newest = entries.reduce<string | undefined>(
    (latest, entry) => (latest === undefined || entry.lastmod! > latest ? entry.lastmod : latest),
    undefined,
  );
  const statics = staticSitemapEntries.map((entry) =>
    entry.path === "/" && newest ? { ...entry, lastmod: newest } : entry,
  );
  return [...statics, ...entries];
}
