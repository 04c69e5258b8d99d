import { describe, expect, it } from "vitest";
import {
  cappedSearchHint,
  SEARCH_RANKED_LIMIT,
  searchOutcome as searchSentence,
  searchQueryFrom,
} from "./search-outcome";
import { MAX_SEARCH_QUERY_LENGTH } from "./search-query";

const found = (total: number, capped = false) => ({ total, terms: ["cloud"], capped });

/** The sentence with the part the page isolates (the reader's query) in brackets. */
function searchOutcome(...args: Parameters<typeof searchSentence>): string {
  const { before, query, after = "" } = searchSentence(...args);
  return query === undefined ? before + after : `${before}[${query}]${after}`;
}

describe("searchOutcome", () => {
  it("invites a search before there is one", () => {
    expect(searchOutcome("", { total: 0, terms: [], capped: false })).toBe(
      "Search titles, summaries, full text and tags of every insight.",
    );
  });

  it("explains a query with no searchable words", () => {
    expect(searchOutcome("the", { total: 0, terms: [], capped: false })).toBe(
      "“[the]” is too common to search for: please use a more specific term.",
    );
    expect(searchOutcome("?!", { total: 0, terms: [], capped: false })).toBe("Please search with letters or digits.");
  });

  it("finds nothing for a word too long to search for, rather than calling it common", () => {
    const pasted = "a1".repeat(40);
    expect(searchOutcome(`the ${pasted}`, { total: 0, terms: [], capped: false })).toBe(
      `No insights match “[the ${pasted}]”.`,
    );
  });

  it("counts the results, one or many", () => {
    expect(searchOutcome("cloud", found(0))).toBe("No insights match “[cloud]”.");
    expect(searchOutcome("cloud", found(1))).toBe("1 result for “[cloud]”");
    expect(searchOutcome("cloud", found(37))).toBe("37 results for “[cloud]”");
  });

  it("says more matched than are listed when the search was capped", () => {
    expect(searchOutcome("cloud", found(SEARCH_RANKED_LIMIT, true))).toBe("More than 200 results for “[cloud]”");
    expect(cappedSearchHint(SEARCH_RANKED_LIMIT)).toBe(
      "Showing the best matches among the newest 200. Add a word to narrow the search.",
    );
  });
});

describe("searchQueryFrom", () => {
  it("trims the query and cuts a long paste to MAX_SEARCH_QUERY_LENGTH characters, never inside one", () => {
    expect(searchQueryFrom("  zero trust  ")).toBe("zero trust");
    expect(searchQueryFrom(null)).toBe("");
    expect(searchQueryFrom("a".repeat(3_000))).toBe("a".repeat(MAX_SEARCH_QUERY_LENGTH));
    const emoji = searchQueryFrom("😀".repeat(MAX_SEARCH_QUERY_LENGTH + 5));
    expect(Array.from(emoji)).toEqual(Array(MAX_SEARCH_QUERY_LENGTH).fill("😀"));
    expect(searchQueryFrom(`${"b".repeat(MAX_SEARCH_QUERY_LENGTH - 1)} tail`)).toBe(
      "b".repeat(MAX_SEARCH_QUERY_LENGTH - 1),
    );
  });
});
