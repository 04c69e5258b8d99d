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

export interface PageMetaInput {
  title: string;
  description?: string;
  path: string;
  siteUrl: string;
  image?: string | null;
  type?: "website" | "article";
  noIndex?: boolean;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

export function pageTitle(title: string): string {
  return title === siteConfig.name ? title : `${title} | ${siteConfig.name}`;
}

export function pageMeta({
  title,
  description = siteConfig.description,
  path,
  siteUrl,
  image,
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
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    const imageUrl = absoluteUrl(siteUrl, image);
    tags.push({ property: "og:image", content: imageUrl }, { name: "twitter:image", content: imageUrl });
  }
  if (noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
