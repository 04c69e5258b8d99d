import { Readable } from "node:stream";
import type { Metadata } from "sharp";
import { imageVersionSuffix, mediaUrl, storedImageWidths } from "./responsive-image";
import { loadSharp } from "./sharp.server";
import { createObjectKey, objectKeyVariant, type ObjectKey } from "./storage/object-key";
import type { ObjectStorage } from "./storage/object-storage";

/** A banner or share image larger than this is refused before it is decoded. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoding stops past this many pixels, so a small file cannot expand into gigabytes of memory. */
const MAX_IMAGE_PIXELS = 50_000_000;
/** Bitmap formats only: an SVG can carry script, so it is not accepted as an upload. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "tiff"]);
const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** WebP holds at most this many pixels a side: a tall infographic is scaled down to fit. */
const MAX_WEBP_SIDE = 16_383;
/** The widest version stored of a banner or article image. */
const MAX_IMAGE_WIDTH = 1600;

export type ArticleImagePurpose = "banner" | "share" | "inline";

/** An upload refused for what it is; the message is shown to the admin as is. */
export class ImageRejectedError extends Error {
  override name = "ImageRejectedError";
}

/**
 * Checks an uploaded image by decoding it (never by its name), then stores web-ready versions: WebP at
 * several widths for banners and article images, or a 1200x630 JPEG for a share image. A picture is never
 * enlarged: its versions are the standard widths narrower than it plus one at its own width (at most 1600 px), each
 * named by its width, and the widest is the URL given back, so the URL says which versions there are (`srcset`
 * offers each by its true width). Every version is stored under the same timestamped, sanitized name; if one
 * cannot be stored, the others are removed. `keys` names every version stored, for a caller that has to take
 * them back (`removeArticleImage`).
 */
export async function storeArticleImage({
  storage,
  image,
  originalName,
  purpose,
  now = new Date(),
}: {
  storage: ObjectStorage;
  image: Buffer;
  originalName: string;
  purpose: ArticleImagePurpose;
  now?: Date;
}): Promise<{ url: string; width: number; height: number; keys: ObjectKey[] }> {
  const sharp = await loadSharp();
  const decoder = () => sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await decoder().metadata();
  } catch {
    throw new ImageRejectedError("This file is not an image we can read. Use a JPEG, PNG, WebP, AVIF or GIF image.");
  }
  const { format, autoOrient: shown } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new ImageRejectedError("Use a JPEG, PNG, WebP, AVIF or GIF image (SVG and other formats are not accepted).");
  }

  const base = createObjectKey("article-images", originalName.replace(/\.[^./\\]*$/, ""), now);
  // A version is named once it is made: a WebP one by the width it came out at.
  const versions: { name: (width: number) => string; render: () => Promise<Buffer>; contentType: string }[] =
    purpose === "share"
      ? [
          {
            name: () => "og.jpg",
            contentType: "image/jpeg",
            render: () =>
              decoder()
                .rotate()
                .resize({ ...SHARE_IMAGE, fit: "cover" })
                .jpeg({ quality: 85, mozjpeg: true })
                .toBuffer(),
          },
        ]
      : storedImageWidths(widestVersion(shown)).map((width) => ({
          name: imageVersionSuffix,
          contentType: "image/webp",
          render: () =>
            decoder().rotate().resize({ width, height: MAX_WEBP_SIDE, fit: "inside" }).webp({ quality: 80 }).toBuffer(),
        }));

  // The main version (the last, the widest) and its size, turned the way it is shown: an article sets it on the
  // image so its place is kept while the picture loads.
  let size = { width: 0, height: 0 };
  const stored: ObjectKey[] = [];
  try {
    for (const version of versions) {
      const body = await version.render().catch((error: unknown) => {
        // The file's header read well; its pixels did not (a file cut short, a damaged stream).
        throw new ImageRejectedError(
          "This image is too large or damaged to process. Try a smaller JPEG, PNG or WebP.",
          { cause: error },
        );
      });
      const { width = 0, height = 0 } = await sharp(body).metadata();
      size = { width, height };
      const key = objectKeyVariant(base, version.name(width));
      await storage.put(key, Readable.from([body]), { contentType: version.contentType });
      stored.push(key);
    }
  } catch (error) {
    await removeArticleImage(storage, stored);
    throw error;
  }
  const main = stored.at(-1)!;
  return { url: mediaUrl(main), ...size, keys: stored };
}

/**
 * The width of the widest version of a picture `width` x `height` as shown (turned by its EXIF orientation): its own,
 * at most 1600 px, and narrower still where its height would pass WebP's limit.
 */
function widestVersion({ width, height }: { width: number; height: number }): number {
  return Math.max(1, Math.min(width, MAX_IMAGE_WIDTH, Math.round((width * MAX_WEBP_SIDE) / height)));
}

/** Takes back the versions of an image `storeArticleImage` stored; one already gone or failing stops none of the rest. */
export async function removeArticleImage(storage: ObjectStorage, keys: ObjectKey[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
