/** Browser-only: it parses with the page's own DOMParser. */

/** An element of another name holding the same children, for a heading level the article body does not have. */
function renamed(element: Element, tagName: string): Element {
  const replacement = element.ownerDocument.createElement(tagName);
  replacement.append(...element.childNodes);
  element.replaceWith(replacement);
  return replacement;
}

/** A cell's words on one line. */
function cellText(cell: Element): string {
  return (cell.textContent ?? "").replace(/\s+/g, " ").trim();
}

/**
 * What the article body keeps of HTML pasted from a document. The body has two heading levels, no tables and only
 * images uploaded to this site (the server removes the rest on save), so without this a pasted H1 or H4 became a
 * paragraph, a table's cells ran into one word, and a picture from another site showed in the editor, then
 * vanished on save. Headings map to the nearest level, each table row becomes a paragraph of its cells separated by
 * " | ", and images from elsewhere are left out and counted, so the editor can say so.
 */
export function fitPastedHtml(html: string): { html: string; imagesLeftOut: number } {
  const document = new DOMParser().parseFromString(html, "text/html");
  const body = document.body;
  for (const heading of body.querySelectorAll("h1")) renamed(heading, "h2");
  for (const heading of body.querySelectorAll("h4, h5, h6")) renamed(heading, "h3");
  for (const table of body.querySelectorAll("table")) {
    if (!table.isConnected) continue;
    const rows = [...table.querySelectorAll("tr")]
      .map((row) => [...row.children].map(cellText).filter(Boolean).join(" | "))
      .filter(Boolean);
    table.replaceWith(
      ...rows.map((text) => {
        const paragraph = document.createElement("p");
        paragraph.textContent = text;
        return paragraph;
      }),
    );
  }
  let imagesLeftOut = 0;
  for (const image of body.querySelectorAll("img")) {
    const src = image.getAttribute("src") ?? "";
    if (src.startsWith("/") && !src.startsWith("//")) continue;
    // Copied from one of this site's pages, an image comes with its full address: it is ours, kept as a path.
    const address = URL.canParse(src, window.location.href) ? new URL(src, window.location.href) : null;
    if (address?.origin === window.location.origin) {
      image.setAttribute("src", address.pathname + address.search);
      continue;
    }
    image.remove();
    imagesLeftOut += 1;
  }
  return { html: body.innerHTML, imagesLeftOut };
}
