import { MAX_SEARCH_QUERY_LENGTH } from "./search-query";

/**
 * A search ranks at most this many articles, the newest that match: enough pages for any reader, and a search
 * nearly every article matches costs about what a rare one does (20 pages of 10).
 */
export const SEARCH_RANKED_LIMIT = 200;

/** Longer runs are pasted noise (hashes, base64) that no article holds; PostgreSQL ignores words over 2047 characters. */
export const MAX_SEARCH_WORD_LENGTH = 64;

/** The query as searched: trimmed, and at most MAX_SEARCH_QUERY_LENGTH characters (never half a character). */
export function searchQueryFrom(raw: string | null): string {
  const characters = Array.from((raw ?? "").trim());
  return characters.length <= MAX_SEARCH_QUERY_LENGTH
    ? characters.join("")
    : characters.slice(0, MAX_SEARCH_QUERY_LENGTH).join("").trim();
}

const count = new Intl.NumberFormat("en-US");

interface SearchOutcome {
  total: number;
  terms: string[];
  capped: boolean;
}

/**
 * A sentence of the search page. `query`, when there is one, is the reader's own words between `before` and `after`,
 * kept apart so the page can isolate it: right-to-left letters or a direction override left open in it must not turn
 * the rest of the sentence around.
 */
export interface SearchSentence {
  before: string;
  query?: string;
  after?: string;
}

const quoting = (before: string, query: string, after: string): SearchSentence => ({
  before: `${before}“`,
  query,
  after: `”${after}`,
});

/** What the search page says about a search: a hint, a count, or why nothing was found. */
export function searchOutcome(query: string, results: SearchOutcome): SearchSentence {
  if (!query) return { before: "Search titles, summaries, full text and tags of every insight." };
  if (results.terms.length === 0) {
    const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length === 0) return { before: "Please search with letters or digits." };
    // Over-long words are left out of a search as no article holds them; words like "the" as every article does.
    if (words.some((word) => word.length > MAX_SEARCH_WORD_LENGTH)) return quoting("No insights match ", query, ".");
    return quoting("", query, " is too common to search for: please use a more specific term.");
  }
  if (results.total === 0) return quoting("No insights match ", query, ".");
  if (results.capped) return quoting(`More than ${count.format(results.total)} results for `, query, "");
  return quoting(`${results.total} ${results.total === 1 ? "result" : "results"} for `, query, "");
}

/** The line under a capped count: which articles the list holds, and how to find the others. */
export function cappedSearchHint(total: number): string {
  return `Showing the best matches among the newest ${count.format(total)}. Add a word to narrow the search.`;
}
