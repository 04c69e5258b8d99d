import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirect("/")).toBe("/");
    expect(safeRedirect("/admin")).toBe("/admin");
    expect(safeRedirect("/article/some-slug?tab=faq#top")).toBe("/article/some-slug?tab=faq#top");
  });

  it.each([
    "//evil.com",
    "//evil.com/path",
    "https://evil.com",
    "http://evil.com/admin",
    "/\\evil",
    "/\\evil.com/path",
    "javascript:alert(1)",
    "evil.com",
    "admin",
    "",
  ])("rejects %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("rejects values that are not strings", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(new File(["x"], "/admin"))).toBe("/");
    expect(safeRedirect(42 as unknown as string)).toBe("/");
  });

  it("returns the given fallback when rejecting", () => {
    expect(safeRedirect("//evil.com", "/admin/dashboard")).toBe("/admin/dashboard");
    expect(safeRedirect(null, "/signin")).toBe("/signin");
    expect(safeRedirect("/library", "/signin")).toBe("/library");
  });
});

describe("safeRedirect against browser URL quirks", () => {
  it.each(["/\t/evil.com", "/\n/evil.com", "/\r\\evil.com", "/%09/evil.com".replace("%09", "\t")])(
    "refuses %j, which a browser would send to another host",
    (target) => {
      expect(safeRedirect(target)).toBe("/");
    },
  );

  it("rejects dot segments that resolve to another host", () => {
    for (const target of [
      "/.//evil.com",
      "/..//evil.com",
      "/%2e%2e//evil.com",
      "/%2E//evil.com",
      "/a/..//evil.com",
      "/././/evil.com/x",
    ]) {
      expect(safeRedirect(target), target).toBe("/");
    }
    expect(safeRedirect("/a/../library")).toBe("/library");
  });

  it("keeps the query and hash of a same-site path", () => {
    expect(safeRedirect("/admin?tab=leads#top")).toBe("/admin?tab=leads#top");
  });
});
