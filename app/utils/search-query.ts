/**
 * Enough for any question a reader types; a longer paste is cut here so the page's title and echo stay readable.
 * A module of its own: the header's search field needs only this, not the search page's wording.
 */
export const MAX_SEARCH_QUERY_LENGTH = 200;
