import { withoutAccents } from "./accents";

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
 * the highlight marks the whole word the reader will recognise, not just the typed letters. Accents are ignored
 * on both sides, as the search ignores them ("cafe" marks "Café").
 */
export function highlightSegments(text: string, terms: readonly string[]): HighlightSegment[] {
  const words = terms
    .filter((term) => term.length > 0)
    .map(withoutAccents)
    .map(escapeRegExp);
  if (text.length === 0) return [];
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})[\\p{L}\\p{N}]*`, "giu");
  const segments: HighlightSegment[] = [];
  let plainStart = 0;
  // Folded one letter at a time, and only where that keeps its length, so a match is at the same place in the text.
  const folded = text.replace(/\p{L}/gu, (letter) => {
    const bare = withoutAccents(letter);
    return bare.length === letter.length ? bare : letter;
  });
  for (const found of folded.matchAll(pattern)) {
    if (found.index > plainStart) segments.push({ text: text.slice(plainStart, found.index), match: false });
    plainStart = found.index + found[0].length;
    segments.push({ text: text.slice(found.index, plainStart), match: true });
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}
