import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/site.config";

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

/** The canonical origin, read from the root loader so every page's meta agrees with SITE_URL. */
export function siteUrlFrom(matches: ReadonlyArray<RootMatch | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** What a CDN may do with an anonymous page: keep it a minute, serve it stale while it asks again. */
export const SHARED_MAX_AGE_S = 60;
export const STALE_S = 300;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_S}`;

const OG_IMAGE_WIDTH = 1200;
const OG_IMAGE_HEIGHT = 630;

/** The site's own 1200x630 share card (app/routes/seo/og-image.ts). */
export const SITE_SHARE_IMAGE = "/og/site.png";

export interface PageMetaInput {
  title: string;
  description?: string;
  path: string;
  siteUrl: string;
  /** A share image; ours are 1200x630 and say so, others are given without a size. */
  image?: { url: string; alt: string; ours: boolean };
  type?: "website" | "article";
  noIndex?: boolean;
}

/**
 * When an article last changed for its readers. A scheduled article saved before it went live changed when it
 * appeared: its publication time, not the earlier save.
 */
export function lastChangeOf(article: { updatedAt: string; publishedAt: string }): string {
  return article.publishedAt > article.updatedAt ? article.publishedAt : article.updatedAt;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

function pageTitle(title: string): string {
  return title === siteConfig.name ? title : `${title} | ${siteConfig.name}`;
}

export function pageMeta({
  title,
  description = siteConfig.description,
  path,
  siteUrl,
  image = { url: SITE_SHARE_IMAGE, alt: siteConfig.name, ours: true },
  type = "website",
  noIndex = false,
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, path);
  const fullTitle = pageTitle(title);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: type },
    { property: "og:locale", content: siteConfig.locale.replace("-", "_") },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(siteUrl, image.url) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: absoluteUrl(siteUrl, image.url) },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (image.ours) {
    tags.push(
      { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
      { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    );
  }
  // Kept out of the index, but its links still lead crawlers on to the pages that are indexed.
  if (noIndex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}
