import { savedFileName } from "./saved-file-name";

/** Where a library file is downloaded; served by the HTTP process itself (server/library-download.ts). */
export const LIBRARY_DOWNLOAD_ROUTE = "/library/:fileId/download";

export function libraryDownloadPath(fileId: string): string {
  return `/library/${encodeURIComponent(fileId)}/download`;
}

/** The saved name of a file whose title gives none. */
const UNTITLED = "resource";

/**
 * The spec's saved name, '{title}.pdf'. Any title is kept as typed (quotes and non-Latin letters travel
 * in the header's RFC 6266 `filename*`), except what could make it a path or break the header: slashes,
 * backslashes and control characters become dashes. A title too long for a file name is cut, and leading dots
 * are left out (savedFileName).
 */
export function libraryDownloadName(title: string): string {
  // eslint-disable-next-line no-control-regex
  return savedFileName(title.replace(/[/\\\u0000-\u001f\u007f]+/g, "-").trim(), ".pdf", UNTITLED);
}

/**
 * An ASCII stand-in for clients that do not read `filename*` (curl, for one): accents folded, other letters
 * dropped. A title of other letters only falls back to 'resource.pdf': as '.pdf' it was saved as a hidden file.
 * Folding can make a name longer ('ⅷ' is 'viii'), so it is fitted again.
 */
export function asciiDownloadName(name: string): string {
  const title = name
    .replace(/\.pdf$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]+/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  return savedFileName(title, ".pdf", UNTITLED);
}
