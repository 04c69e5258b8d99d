import { describe, expect, it } from "vitest";
import { loadingMessage } from "./navigation-status";

describe("loadingMessage", () => {
  it("uses the spec's texts for articles and insight lists", () => {
    expect(loadingMessage("/article/some-slug")).toBe("Loading article...");
    expect(loadingMessage("/")).toBe("Loading insights...");
    expect(loadingMessage("/category/cto-reflections")).toBe("Loading insights...");
    expect(loadingMessage("/all-articles")).toBe("Loading insights...");
    expect(loadingMessage("/privacy-policy")).toBe("Loading...");
  });
});
