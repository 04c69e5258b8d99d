import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  articleSitemapEntry,
  escapeXml,
  renderSitemap,
  renderSitemapIndex,
  sitemapArticleRange,
  sitemapFileCount,
  staticSitemapEntries,
  type SitemapEntry,
} from "./sitemap";

interface ParsedUrl {
  loc: string;
  lastmod?: string;
  changefreq: string;
  priority: string;
}

function parseSitemap(xml: string): { xmlns: string; urls: ParsedUrl[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    isArray: (name) => name === "url",
  });
  const parsed = parser.parse(xml) as { urlset: { "@xmlns": string; url?: ParsedUrl[] } };
  return { xmlns: parsed.urlset["@xmlns"], urls: parsed.urlset.url ?? [] };
}

const SITE = "https://www.example.com";

describe("renderSitemap", () => {
  it("renders the static pages with the spec's frequencies and priorities", () => {
    const { xmlns, urls } = parseSitemap(renderSitemap(SITE, staticSitemapEntries));

    expect(xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(urls).toEqual([
      { loc: "https://www.example.com/", changefreq: "daily", priority: "1.0" },
      { loc: "https://www.example.com/library", changefreq: "weekly", priority: "0.8" },
      { loc: "https://www.example.com/privacy-policy", changefreq: "monthly", priority: "0.5" },
      { loc: "https://www.example.com/terms-of-service", changefreq: "monthly", priority: "0.5" },
    ]);
  });

  it("renders an article entry with its last change", () => {
    const entry = articleSitemapEntry(
      "dora-metrics-without-the-theatre",
      "2024-03-04T05:06:07.000Z",
      "2024-03-01T00:00:00.000Z",
    );
    const { urls } = parseSitemap(renderSitemap(SITE, [...staticSitemapEntries, entry]));

    expect(urls).toHaveLength(5);
    expect(urls[4]).toEqual({
      loc: "https://www.example.com/article/dora-metrics-without-the-theatre",
      lastmod: "2024-03-04T05:06:07.000Z",
      changefreq: "weekly",
      priority: "0.8",
    });
  });

  it("starts with an XML declaration and renders an empty urlset", () => {
    const xml = renderSitemap(SITE, []);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(parseSitemap(xml).urls).toEqual([]);
  });

  it("escapes ampersands and other markup characters so the XML stays valid", () => {
    const entry: SitemapEntry = { path: "/search?q=a&b=<c>", changefreq: "weekly", priority: 0.8 };
    const xml = renderSitemap("https://example.com/?site=R&D", [entry]);

    expect(xml).toContain("<loc>https://example.com/?site=R&amp;D/search?q=a&amp;b=&lt;c&gt;</loc>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(parseSitemap(xml).urls[0]!.loc).toBe("https://example.com/?site=R&D/search?q=a&b=<c>");
  });

  it("percent-encodes article slugs", () => {
    expect(articleSitemapEntry("r&d/notes", "2024-01-01T00:00:00.000Z", "2024-01-01T00:00:00.000Z").path).toBe(
      "/article/r%26d%2Fnotes",
    );
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`Tom & "Jerry" <'cat'>`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;&apos;cat&apos;&gt;");
  });

  it("escapes an ampersand even when it already starts an entity", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });
});

describe("sitemap files", () => {
  it("fits the fixed pages and up to 49,996 articles in one file, then one more file per 50,000", () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(49_996)).toBe(1);
    expect(sitemapFileCount(49_997)).toBe(2);
    expect(sitemapFileCount(100_000)).toBe(3);
  });

  it("gives each article to exactly one file, the first one sharing its room with the fixed pages", () => {
    expect(sitemapArticleRange(1, 10)).toEqual({ offset: 0, limit: 6 });
    expect(sitemapArticleRange(2, 10)).toEqual({ offset: 6, limit: 10 });
    expect(sitemapArticleRange(3, 10)).toEqual({ offset: 16, limit: 10 });
  });

  it("renders an index of the files", () => {
    const xml = renderSitemapIndex("https://example.com/?site=R&D", 2);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      isArray: (name) => name === "sitemap",
    }).parse(xml) as { sitemapindex: { "@xmlns": string; sitemap: { loc: string }[] } };
    const index = parsed.sitemapindex;
    expect(index["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(index.sitemap.map((entry) => entry.loc)).toEqual([
      "https://example.com/?site=R&D/sitemap/1.xml",
      "https://example.com/?site=R&D/sitemap/2.xml",
    ]);
  });
});
