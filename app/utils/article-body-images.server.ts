import { ARTICLE_IMAGE_WIDTHS, UPLOADED_IMAGE, uploadedImageCandidates, WIDTH_SLOT_IMAGE } from "./responsive-image";

/**
 * The article's text column: 41rem (656 px) less its 24 px sides from 640 px, the window less its 16 px sides below.
 */
export const ARTICLE_BODY_IMAGE_SIZES = "(min-width: 640px) 608px, calc(100vw - 2rem)";

/** The version an image stored before versions were named by their width is known by. */
const SLOT_MAIN_WIDTH = 1200;

/**
 * What a picture in an article's text is given when the article is saved, so no page view has to work it out: it
 * loads only as the reader nears it and decodes off the main thread, and an uploaded one offers each stored width.
 * Whatever `srcset`, `sizes`, `loading` or `decoding` the stored HTML had is replaced.
 */
export function articleBodyImageAttributes(attributes: Record<string, string>): Record<string, string> {
  const { srcset: _srcset, sizes: _sizes, loading: _loading, decoding: _decoding, ...kept } = attributes;
  const srcset = uploadedImageSrcset(kept.src ?? "", kept.width);
  return {
    ...kept,
    loading: "lazy",
    decoding: "async",
    ...(srcset ? { srcset, sizes: ARTICLE_BODY_IMAGE_SIZES } : {}),
  };
}

/**
 * The stored versions of an uploaded picture with their true widths. Without a width attribute there are none: a
 * browser would size the picture from `sizes` rather than its own width, and a small one would show larger or
 * smaller than it did. A picture stored before versions were named by their width gives the width of its 1200-wide
 * version (the editor set it on upload): one narrower than that was stored at its own width in every version from its
 * width up, so those are one candidate.
 */
function uploadedImageSrcset(src: string, width: string | undefined): string | null {
  const mainWidth = Number(width);
  if (!Number.isInteger(mainWidth) || mainWidth <= 0) return null;
  if (UPLOADED_IMAGE.test(src)) return uploadedImageCandidates(src);
  if (!WIDTH_SLOT_IMAGE.test(src)) return null;
  const stem = src.slice(0, -`${SLOT_MAIN_WIDTH}w.webp`.length);
  const candidates = new Map<number, string>();
  for (const stored of ARTICLE_IMAGE_WIDTHS) {
    const actual = mainWidth < SLOT_MAIN_WIDTH ? Math.min(stored, mainWidth) : stored;
    if (!candidates.has(actual)) candidates.set(actual, `${stem}${stored}w.webp ${actual}w`);
  }
  return [...candidates.values()].join(", ");
}
