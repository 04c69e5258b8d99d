/** Where a library file is downloaded; served by the HTTP process itself (server/library-download.ts). */
export const LIBRARY_DOWNLOAD_ROUTE = "/library/:fileId/download";

export function libraryDownloadPath(fileId: string): string {
  return `/library/${encodeURIComponent(fileId)}/download`;
}

/**
 * The spec's saved name, '{title}.pdf'. Any title is kept as typed (quotes and non-Latin letters travel
 * in the header's RFC 6266 `filename*`), except what could make it a path or break the header: slashes,
 * backslashes and control characters become dashes.
 */
export function libraryDownloadName(title: string): string {
  // eslint-disable-next-line no-control-regex
  const name = title.replace(/[/\\\u0000-\u001f\u007f]+/g, "-").trim();
  return `${name || "resource"}.pdf`;
}

/** An ASCII stand-in for clients that do not read `filename*`: accents folded, other letters dropped. */
export function asciiDownloadName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]+/g, "")
    .replace(/\s{2,}/g, " ");
}
