/** Search results show about this much of a description, and cut a longer one wherever it happens to end. */
const DESCRIPTION_MAX = 160;

/**
 * A description within what search results show: a longer one ends at its last whole word that fits, with "…". Used
 * on the server (an article's loader), so it adds nothing to the page's JavaScript.
 */
export function metaDescription(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const room = text.slice(0, DESCRIPTION_MAX);
  const lastSpace = room.search(/\s\S*$/);
  // A text written without spaces (Chinese, Japanese) is cut at the limit, never inside a surrogate pair.
  const kept =
    lastSpace > DESCRIPTION_MAX / 2 ? room.slice(0, lastSpace) : room.slice(0, -1).replace(/[\uD800-\uDBFF]$/, "");
  return `${kept.replace(/[\s.,;:!?]+$/, "")}…`;
}
