import { describe, expect, it } from "vitest";
import { findCategoryBySlug } from "~/site.config";
import type { Route } from "./+types/category";
import { meta } from "./category";

const siteUrl = "https://www.example.com";

/** The category page's tags for page `page` of a category (or of the home list, for an unknown slug). */
function tagsFor(slug: string, page: number) {
  const args = {
    params: { slug },
    loaderData: {
      featured: null,
      latest: { items: [], total: 30, page, pageSize: 8, pageCount: 4 },
      selectedCategory: findCategoryBySlug(slug) ?? null,
    },
    matches: [{ id: "root", loaderData: { siteUrl } }],
  } as unknown as Route.MetaArgs;
  const tags = meta(args) as Record<string, string>[];
  return {
    canonical: tags.find((tag) => tag.rel === "canonical")?.href,
    robots: tags.find((tag) => tag.name === "robots")?.content,
  };
}

describe("category page meta", () => {
  it("makes every page of a category its own canonical", () => {
    expect(tagsFor("cloud-infrastructure", 1)).toEqual({
      canonical: `${siteUrl}/category/cloud-infrastructure`,
      robots: undefined,
    });
    expect(tagsFor("cloud-infrastructure", 2)).toEqual({
      canonical: `${siteUrl}/category/cloud-infrastructure?page=2`,
      robots: undefined,
    });
  });

  it("points an unknown category's pages at the same page of the home list, kept out of the index", () => {
    expect(tagsFor("capital-strategy", 1)).toEqual({ canonical: `${siteUrl}/`, robots: "noindex, follow" });
    expect(tagsFor("capital-strategy", 3)).toEqual({ canonical: `${siteUrl}/?page=3`, robots: "noindex, follow" });
  });
});
