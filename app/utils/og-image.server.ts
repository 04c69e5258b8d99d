import { readFile } from "node:fs/promises";
import { join, normalize, resolve } from "node:path";
import sharp from "sharp";
import { streamToBuffer } from "./streams.server";
import { mediaKey } from "./responsive-image";
import { parseObjectKey } from "./storage/object-key";
import { getStorage } from "./storage/storage.server";

/** The size social networks recommend for share images (the spec's 1200x630). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** Built files first (production), then the source folder (development). */
const PUBLIC_ROOTS = [resolve("build/client"), resolve("public")];

const BRAND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1b2d"/><stop offset="1" stop-color="#1e3050"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g opacity="0.18" stroke="#94a3b8" stroke-width="1">${Array.from({ length: 12 }, (_, i) => `<line x1="${100 * i}" y1="0" x2="${100 * i + 300}" y2="630"/>`).join("")}</g>
<rect x="520" y="235" width="160" height="160" rx="34" fill="#f59e0b"/>
<path d="M565 290h70M565 315h45M565 340h70" stroke="#0f1b2d" stroke-width="13" stroke-linecap="round"/>
</svg>`;

async function readPublicImage(urlPath: string): Promise<Buffer | null> {
  if (!urlPath.startsWith("/images/")) return null;
  const relative = normalize(urlPath).replace(/^[/\\]+/, "");
  if (relative.startsWith("..")) return null;
  for (const root of PUBLIC_ROOTS) {
    try {
      return await readFile(join(root, relative));
    } catch {
      // not in this root
    }
  }
  return null;
}

/** A banner uploaded through the admin, read back from storage (local folder or S3 alike). */
async function readUploadedImage(url: string): Promise<Buffer | null> {
  const key = parseObjectKey(mediaKey(url) ?? "");
  if (!key || !key.startsWith("article-images/")) return null;
  const object = await getStorage().get(key);
  return object ? streamToBuffer(object.body) : null;
}

async function toShareImage(source: Buffer): Promise<Buffer> {
  return sharp(source, { density: 144 })
    .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: "cover", position: "centre" })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const cache = new Map<string, Promise<Buffer>>();
const CACHE_LIMIT = 200;

/**
 * A 1200x630 PNG for link previews, made from the article's banner (the site's brand card when it
 * has none we can read). Rendered once per banner version and kept in memory.
 */
export function getShareImage(bannerUrl: string | null, version: string): Promise<Buffer> {
  const key = `${bannerUrl ?? "brand"}@${version}`;
  let image = cache.get(key);
  if (!image) {
    image = (async () => {
      const banner = bannerUrl ? ((await readPublicImage(bannerUrl)) ?? (await readUploadedImage(bannerUrl))) : null;
      return toShareImage(banner ?? Buffer.from(BRAND_SVG));
    })();
    image.catch(() => cache.delete(key));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, image);
  }
  return image;
}
