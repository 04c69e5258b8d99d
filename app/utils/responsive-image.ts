/**
 * Images uploaded through the admin are served from /media/ in several widths; these helpers turn the
 * one stored URL into `srcset`, so readers download the size their screen needs.
 * Any other image (the demo banners, share images) is used as it is.
 */
export const ARTICLE_IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;

const MEDIA_PREFIX = "/media/";
/**
 * The URL of an uploaded image as stored in articles: its widest version, named by its width in pixels. The other
 * versions are the standard widths below that one, so the URL alone says which exist and how wide each is.
 */
export const UPLOADED_IMAGE = /^\/media\/article-images\/[A-Za-z0-9][A-Za-z0-9._-]*-([1-9][0-9]*)px\.webp$/;
/**
 * The URL of an image uploaded before versions were named by their width: `-1200w.webp`, with siblings named for
 * the widths 480 to 1600 they were made for. One from a picture narrower than those widths is no wider than the
 * picture, and nothing recorded says how wide that is.
 */
export const WIDTH_SLOT_IMAGE = /^\/media\/article-images\/[A-Za-z0-9][A-Za-z0-9._-]*-1200w\.webp$/;

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The storage key behind a /media/ URL, or null for any other URL. */
export function mediaKey(url: string): string | null {
  return url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null;
}

/** The widths an uploaded image is stored in when its widest version is `widest` pixels wide. */
export function storedImageWidths(widest: number): number[] {
  return [...ARTICLE_IMAGE_WIDTHS.filter((width) => width < widest), widest];
}

/** The file name ending of an uploaded image's version `width` pixels wide. */
export function imageVersionSuffix(width: number): string {
  return `${width}px.webp`;
}

/** Each stored version of an uploaded image with its width (`url 480w, …`), or null for any other image. */
export function uploadedImageCandidates(url: string): string | null {
  const widest = UPLOADED_IMAGE.exec(url)?.[1];
  if (widest) {
    const stem = url.slice(0, -imageVersionSuffix(Number(widest)).length);
    return storedImageWidths(Number(widest))
      .map((width) => `${stem}${imageVersionSuffix(width)} ${width}w`)
      .join(", ");
  }
  if (WIDTH_SLOT_IMAGE.test(url)) {
    const stem = url.slice(0, -"1200w.webp".length);
    return ARTICLE_IMAGE_WIDTHS.map((width) => `${stem}${width}w.webp ${width}w`).join(", ");
  }
  return null;
}

export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export function responsiveImage(url: string, sizes: string): ResponsiveImageProps {
  const srcSet = uploadedImageCandidates(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}
