import { describe, expect, it } from "vitest";
import { cardSpans, shouldEnlargeFirstCard } from "./article-grid";

describe("shouldEnlargeFirstCard", () => {
  it.each([0, 1, 2, 3])("keeps the first card normal with %i articles", (count) => {
    expect(shouldEnlargeFirstCard(count)).toBe(false);
  });

  it.each([4, 5, 12, 100])("enlarges the first card with %i articles", (count) => {
    expect(shouldEnlargeFirstCard(count)).toBe(true);
  });
});

/** Splits spans into rows of `columns` cells, as CSS grid places them in order. */
function rows(spans: number[], columns: number): number[][] {
  const result: number[][] = [[]];
  let used = 0;
  for (const span of spans) {
    if (used + span > columns) {
      result.push([]);
      used = 0;
    }
    result.at(-1)!.push(span);
    used += span;
  }
  return result;
}

describe("cardSpans", () => {
  it("fills every row at two and three columns, whatever the count", () => {
    for (let count = 1; count <= 14; count += 1) {
      for (const enlarge of [false, true]) {
        if (enlarge && !shouldEnlargeFirstCard(count)) continue;
        const spans = cardSpans(count, enlarge);
        const full = (columns: number, of: number[]) =>
          rows(of, columns).every((row) => row.reduce((sum, span) => sum + span, 0) === columns);
        expect(
          full(
            2,
            spans.map((span) => span.md),
          ),
          `${count} cards at md, enlarged: ${enlarge}`,
        ).toBe(true);
        expect(
          full(
            3,
            spans.map((span) => span.lg),
          ),
          `${count} cards at lg, enlarged: ${enlarge}`,
        ).toBe(true);
      }
    }
  });

  it("gives the enlarged card two columns and keeps full rows of ordinary cards", () => {
    expect(cardSpans(8, true).map((span) => span.lg)).toEqual([2, 1, 1, 1, 1, 1, 1, 1]);
    expect(cardSpans(7, true).map((span) => span.md)).toEqual([2, 1, 1, 1, 1, 1, 1]);
  });

  it("widens the first card of a short last row, and a lone card to the whole row", () => {
    expect(cardSpans(5, false).map((span) => span.lg)).toEqual([1, 1, 1, 2, 1]);
    expect(cardSpans(4, false).map((span) => span.lg)).toEqual([1, 1, 1, 3]);
    expect(cardSpans(3, false).map((span) => span.md)).toEqual([1, 1, 2]);
    expect(cardSpans(1, false)).toEqual([{ md: 2, lg: 3 }]);
  });
});
