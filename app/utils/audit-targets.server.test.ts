import { describe, expect, it } from "vitest";
import type { Article } from "~/models/article.server";
import type { Lead } from "~/models/lead.server";
import { articleUpdateTarget, deletedLeadTarget, leadEditTarget } from "./audit-targets.server";

const article: Article = {
  id: "a1",
  slug: "platform-bets",
  title: "Platform Bets",
  summary: "Where a platform pays back.",
  author: "Ada Admin",
  content: "<p>Bet where three teams need it.</p>",
  categories: ["Cloud & Infrastructure"],
  tags: ["platform"],
  faqs: [],
  bannerUrl: null,
  ogImageUrl: null,
  readTime: 5,
  featured: false,
  publishedAt: "2026-11-01T09:00:00.000Z",
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-01T09:00:00.000Z",
};
const { id: _id, createdAt: _created, updatedAt: _updated, ...saved } = article;

const lead: Lead = {
  id: "l1",
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  touchpoint: "Sidebar",
  status: "New",
  readingPath: [],
  createdAt: "2026-11-01T09:00:00.000Z",
};
const { id: _leadId, status: _status, readingPath: _path, createdAt: _leadCreated, ...edited } = lead;

describe("audit targets", () => {
  it("names the fields an article's save changed, and a renamed slug's old and new address", () => {
    expect(articleUpdateTarget(article, saved)).toBe("platform-bets: nothing changed");
    expect(
      articleUpdateTarget(article, { ...saved, title: "Platform Bets, Revisited", tags: ["platform", "finops"] }),
    ).toBe("platform-bets: Title, Tags");
    expect(articleUpdateTarget(article, { ...saved, slug: "platform-bets-revisited", bannerUrl: undefined })).toBe(
      "platform-bets → platform-bets-revisited: Slug",
    );
    expect(articleUpdateTarget(article, { ...saved, publishedAt: "2026-12-01T09:00:00.000Z", readTime: 7 })).toBe(
      "platform-bets: Read time, Publish date",
    );
  });

  it("names the fields a lead's edit changed, with its old and new email when that changed", () => {
    expect(leadEditTarget(lead, edited)).toBe("ada@example.com: nothing changed");
    expect(leadEditTarget(lead, { ...edited, company: "Difference Engines", touchpoint: null })).toBe(
      "ada@example.com: Company, Touchpoint",
    );
    expect(leadEditTarget(lead, { ...edited, email: "ada@engines.example" })).toBe(
      "ada@example.com → ada@engines.example: Email",
    );
  });

  it("keeps who a deleted lead was", () => {
    expect(deletedLeadTarget(lead)).toBe("ada@example.com (Ada Lovelace, Analytical Engines, +44 20 7946 0000)");
  });
});
