import { describe, expect, it } from "vitest";
import { shouldEnlargeFirstCard } from "./article-grid";

describe("shouldEnlargeFirstCard", () => {
  it.each([0, 1, 2, 3])("keeps the first card normal with %i articles", (count) => {
    expect(shouldEnlargeFirstCard(count)).toBe(false);
  });

  it.each([4, 5, 12, 100])("enlarges the first card with %i articles", (count) => {
    expect(shouldEnlargeFirstCard(count)).toBe(true);
  });
});
