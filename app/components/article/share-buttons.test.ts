import { describe, expect, it } from "vitest";
import { emailShareUrl, linkedInShareUrl } from "./share-buttons";

describe("share targets", () => {
  it("shares the page URL with the professional network", () => {
    expect(linkedInShareUrl("https://x.test/article/a b")).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fx.test%2Farticle%2Fa%20b",
    );
  });

  it("drafts an email with the title as subject and the summary plus URL as body", () => {
    const href = emailShareUrl({ title: "R&D: what next?", summary: "A summary.", url: "https://x.test/article/a" });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.searchParams.get("subject")).toBe("R&D: what next?");
    expect(url.searchParams.get("body")).toBe("A summary.\n\nhttps://x.test/article/a");
  });
});
