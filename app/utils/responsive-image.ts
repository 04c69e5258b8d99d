/**
 * Images uploaded through the admin are served from /media/ in several widths; these helpers turn the
 * one stored URL (the 1200-wide version) into `srcset`, so readers download the size their screen needs.
 * Any other image (the demo banners, share images) is used as it is.
 */
export const ARTICLE_IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;

const MEDIA_PREFIX = "/media/";
/** The URL of an uploaded image's 1200-wide version, the one stored in articles. */
export const UPLOADED_IMAGE = /^\/media\/article-images\/[A-Za-z0-9][A-Za-z0-9._-]*-1200w\.webp$/;

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The storage key behind a /media/ URL, or null for any other URL. */
export function mediaKey(url: string): string | null {
  return url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null;
}

export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export function responsiveImage(url: string, sizes: string): ResponsiveImageProps {
  if (!UPLOADED_IMAGE.test(url)) return { src: url };
  const stem = url.slice(0, -"1200w.webp".length);
  return {
    src: url,
    srcSet: ARTICLE_IMAGE_WIDTHS.map((width) => `${stem}${width}w.webp ${width}w`).join(", "),
    sizes,
  };
}
