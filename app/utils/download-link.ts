/**
 * Downloads a file through a link with `download`, which does not navigate the page (a navigation would cancel the
 * router's own). `fileName` empty: the server's name (Content-Disposition) is kept.
 */
export function downloadThroughLink(href: string, fileName = ""): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
