/**
 * The readable text of an article, for the search index and anything else that needs words rather than
 * markup. Pure functions: no database, no schema.
 */

/** The text of an article as the index sees it, one field per weighted column. */
export interface SearchableText {
  title: string;
  summary: string;
  body: string;
  tags: string;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  hellip: "…",
  copy: "©",
  reg: "®",
  trade: "™",
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#")) {
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * The readable text of an article's HTML. Tags become spaces so that adjacent paragraphs do not fuse
 * into one word, and attribute values (link targets, image titles) are never indexed: readers search
 * for what they read. Entities are decoded after the tags are gone, so an escaped `&lt;p&gt;` stays text.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Only the words of a text, split exactly as a query is (letters and digits). Left to itself,
 * PostgreSQL's parser drops anything shaped like `<canary>` as an XML tag and keeps e-mail addresses,
 * URLs and host names as single tokens, where SQLite splits them into words; indexing the same words
 * on both keeps both databases finding the same articles.
 */
function wordsOf(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

export function searchableText(article: {
  title: string;
  summary: string;
  content: string;
  tags: readonly string[];
}): SearchableText {
  return {
    title: wordsOf(article.title),
    summary: wordsOf(article.summary),
    body: wordsOf(htmlToText(article.content)),
    tags: wordsOf(article.tags.join(" ")),
  };
}
