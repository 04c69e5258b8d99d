import { describe, expect, it } from "vitest";
import { loadingMessage } from "./navigation-status";

describe("loadingMessage", () => {
  it("uses the spec's texts for articles, insight lists and leads", () => {
    expect(loadingMessage("/article/some-slug")).toBe("Loading article...");
    expect(loadingMessage("/")).toBe("Loading insights...");
    expect(loadingMessage("/category/cto-reflections")).toBe("Loading insights...");
    expect(loadingMessage("/all-articles")).toBe("Loading insights...");
    expect(loadingMessage("/admin/leads")).toBe("Loading leads...");
    expect(loadingMessage("/privacy-policy")).toBe("Loading...");
  });
});
