import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mail-link";

/** The recipients a mail program reads from a mailto: URL (RFC 6068): the path, split at commas, then decoded. */
function recipientsOf(href: string): string[] {
  const url = new URL(href);
  expect(url.search).toBe("");
  expect(url.hash).toBe("");
  return url.pathname.split(",").map(decodeURIComponent);
}

describe("mailtoHref", () => {
  it("keeps a plain address as it is", () => {
    expect(mailtoHref("ada.lovelace@example.com")).toBe("mailto:ada.lovelace@example.com");
  });

  it("opens a draft to the address itself when it holds characters mailto: reads as its own", () => {
    for (const email of ["ann?cc=all@example.com", "ann#1@example.com", "100%25@example.com", "a,b@example.com"]) {
      expect(recipientsOf(mailtoHref(email))).toEqual([email]);
    }
  });

  it("keeps a plus, which a mail program decodes back", () => {
    expect(recipientsOf(mailtoHref("first.last+news@example.co.uk"))).toEqual(["first.last+news@example.co.uk"]);
  });
});
