import { getDb } from "~/db/client.server";
import { listPublishedArticleSlugs } from "~/models/article.server";
import { getEnv } from "~/utils/env.server";
import { articleSitemapEntry, renderSitemap, staticSitemapEntries } from "~/utils/sitemap";

export async function loader() {
  const articles = await listPublishedArticleSlugs(getDb());
  const newest = articles[0]?.updatedAt;
  const entries = [
    ...staticSitemapEntries.map((entry) => (entry.path === "/" && newest ? { ...entry, lastmod: newest } : entry)),
    ...articles.map((article) => articleSitemapEntry(article.slug, article.updatedAt)),
  ];
  return new Response(renderSitemap(getEnv().SITE_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
