export interface HighlightSegment {
  text: string;
  match: boolean;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * Splits text into plain and matching runs, marking every whole word that starts with one of the
 * terms, whatever its case. Search matches word prefixes and stems ("migrat" finds "Migration"), so
 * the highlight marks the whole word the reader will recognise, not just the typed letters.
 */
export function highlightSegments(text: string, terms: readonly string[]): HighlightSegment[] {
  const words = terms.filter((term) => term.length > 0).map(escapeRegExp);
  if (text.length === 0) return [];
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})[\\p{L}\\p{N}]*`, "giu");
  const segments: HighlightSegment[] = [];
  let plainStart = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > plainStart) segments.push({ text: text.slice(plainStart, found.index), match: false });
    segments.push({ text: found[0], match: true });
    plainStart = found.index + found[0].length;
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}
