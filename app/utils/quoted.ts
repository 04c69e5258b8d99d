/**
 * A title (or a typed query) quoted inside a sentence. Isolated (FSI … PDI), so right-to-left letters or a direction
 * override left open in it stay inside the quotes and cannot turn the rest of the sentence around. A module of its
 * own: only admin screens use it, and the reading pages' shared chunk stays as it is.
 */
export function quoted(text: string): string {
  return `“\u2068${text}\u2069”`;
}
