/**
 * The text with the accents of its Latin letters taken off ("Café" is "Cafe"), as SQLite's search index
 * (remove_diacritics) treats articles and queries. Other scripts keep their marks: in Devanagari or Thai they are
 * vowels, not accents.
 */
export function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/(\p{Script=Latin})\p{Mn}+/gu, "$1");
}
