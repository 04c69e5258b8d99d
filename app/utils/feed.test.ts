import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { renderRssFeed } from "./feed";

const items = [
  {
    id: "0b5c7c1e-6c55-4d1a-9a55-2f6f3b1f0d01",
    slug: "newest",
    title: "Newest & Best <Insight>",
    summary: "Why R&D budgets matter when p99 <200 ms is the goal.",
    author: "Ada Lovelace",
    categories: ["cloud-infrastructure", "cybersecurity-risk"],
    publishedAt: "2025-03-04T10:00:00.000Z",
  },
  {
    id: "7f0e7a52-2d1c-4f43-8b0e-3f7e0d8f9a02",
    slug: "older",
    title: "Older",
    summary: "Earlier thinking.",
    author: "Grace Hopper",
    categories: ["cto-reflections"],
    publishedAt: "2024-01-05T09:00:00.000Z",
  },
];

describe("renderRssFeed", () => {
  const xml = renderRssFeed("https://www.example.com", items);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);

  it("is an RSS 2.0 channel with a self link", () => {
    expect(parsed.rss["@_version"]).toBe("2.0");
    expect(parsed.rss.channel.title).toBe("CTO Function");
    expect(parsed.rss.channel.link).toBe("https://www.example.com/");
    expect(parsed.rss.channel["atom:link"]["@_href"]).toBe("https://www.example.com/rss.xml");
    expect(parsed.rss.channel.lastBuildDate).toBe("Tue, 04 Mar 2025 10:00:00 GMT");
  });

  it("has one item per article with escaped text, a guid of its id, RFC 822 date and category names", () => {
    const [first, second] = parsed.rss.channel.item;
    expect(first.title).toBe("Newest & Best <Insight>");
    expect(first.link).toBe("https://www.example.com/article/newest");
    expect(first.guid["#text"]).toBe("urn:uuid:0b5c7c1e-6c55-4d1a-9a55-2f6f3b1f0d01");
    expect(first.guid["@_isPermaLink"]).toBe("false");
    expect(first.pubDate).toBe("Tue, 04 Mar 2025 10:00:00 GMT");
    expect(first.category).toEqual(["Cloud & Infrastructure", "Cybersecurity & Risk"]);
    // Readers show a description as HTML: the plain-text summary comes escaped for it, so '<200 ms' is not a tag.
    expect(first.description).toBe("Why R&amp;D budgets matter when p99 &lt;200 ms is the goal.");
    expect(first["dc:creator"]).toBe("Ada Lovelace");
    expect(second.category).toBe("CTO Reflections");
  });

  it("is well-formed even with no articles", () => {
    const empty = new XMLParser().parse(renderRssFeed("https://www.example.com", [], new Date("2026-01-01T00:00:00Z")));
    expect(empty.rss.channel.item).toBeUndefined();
    expect(empty.rss.channel.lastBuildDate).toBe("Thu, 01 Jan 2026 00:00:00 GMT");
  });
});
