import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, normalize, resolve } from "node:path";
import type { OverlayOptions } from "sharp";
import { siteConfig } from "~/site.config";
import { logger } from "./logger.server";
import { loadSharp } from "./sharp.server";
import { streamToBuffer } from "./streams.server";
import { mediaKey } from "./responsive-image";
import { parseObjectKey } from "./storage/object-key";
import { getStorage } from "./storage/storage.server";

/** The size social networks recommend for share images (the spec's 1200x630). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** Built files first (production), then the source folder (development). */
const PUBLIC_ROOTS = [resolve("build/client"), resolve("public")];

/** The background of the site's own card and of articles without a readable banner. */
const BRAND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1b2d"/><stop offset="1" stop-color="#1e3050"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g opacity="0.18" stroke="#94a3b8" stroke-width="1">${Array.from({ length: 12 }, (_, i) => `<line x1="${100 * i}" y1="0" x2="${100 * i + 300}" y2="630"/>`).join("")}</g>
</svg>`;

/**
 * Darkens the picture towards the text (left and bottom) so white type stays legible on any banner, and
 * draws the logo mark beside the site name.
 */
const SCRIM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="across" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f1b2d" stop-opacity="0.94"/><stop offset="0.6" stop-color="#0f1b2d" stop-opacity="0.8"/><stop offset="1" stop-color="#0f1b2d" stop-opacity="0.45"/></linearGradient>
<linearGradient id="down" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#0f1b2d" stop-opacity="0"/><stop offset="1" stop-color="#0f1b2d" stop-opacity="0.6"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#across)"/>
<rect width="1200" height="630" fill="url(#down)"/>
<rect x="0" y="622" width="1200" height="8" fill="#f59e0b"/>
<rect x="80" y="64" width="56" height="56" rx="12" fill="#f59e0b"/>
<path d="M96 83h24M96 92h15M96 101h24" stroke="#0f1b2d" stroke-width="4.5" stroke-linecap="round"/>
</svg>`;

/**
 * The site's own typefaces as TrueType files: the image library's font engine reads neither WOFF nor
 * WOFF2, the only formats of the web font packages.
 */
const requireFont = createRequire(import.meta.url);
const FONTS = {
  serif: {
    file: requireFont.resolve("@expo-google-fonts/source-serif-4/600SemiBold/SourceSerif4_600SemiBold.ttf"),
    family: "Source Serif 4 SemiBold",
  },
  sans: {
    file: requireFont.resolve("@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf"),
    family: "Inter SemiBold",
  },
};

const TEXT_LEFT = 80;
const TEXT_WIDTH = 1040;
/** Room for the title between the category line and the bottom margin. */
const TITLE_MAX_HEIGHT = 300;
const TITLE_SIZES = [68, 60, 52, 46, 40];

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A line or block of white text as a transparent image, wrapped at `width`. */
async function textImage(text: string, font: keyof typeof FONTS, size: number, color: string, width = TEXT_WIDTH) {
  const sharp = await loadSharp();
  return sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `${FONTS[font].family} ${size}`,
      fontfile: FONTS[font].file,
      width,
      dpi: 72,
      rgba: true,
      // At words, and inside a word too long for a line (a URL, a 120-letter title), which would widen the text past the card.
      wrap: "word-char",
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The title at the largest size that fits its box; a very long one is cut at the last size. */
async function titleImage(title: string) {
  for (const size of TITLE_SIZES) {
    const image = await textImage(title, "serif", size, "#ffffff");
    if (image.info.height <= TITLE_MAX_HEIGHT) return image;
  }
  const smallest = await textImage(title, "serif", TITLE_SIZES.at(-1)!, "#ffffff");
  const sharp = await loadSharp();
  return {
    data: await sharp(smallest.data)
      .extract({ left: 0, top: 0, width: smallest.info.width, height: TITLE_MAX_HEIGHT })
      .toBuffer(),
    info: { ...smallest.info, height: TITLE_MAX_HEIGHT },
  };
}

async function readPublicImage(urlPath: string): Promise<Buffer | null> {
  const relative = normalize(urlPath).replace(/^[/\\]+/, "");
  if (!relative.startsWith("images/")) return null;
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

/** What a share card says: the title, and for an article its category. The site name is on every card. */
export interface ShareCardText {
  title: string;
  category?: string;
}

/**
 * Lays the text over the background (any image sharp reads: a banner, or the brand card): site name
 * at the top, then the category and the title, bottom-aligned so short titles sit low like a caption.
 */
export async function renderShareCard(background: Buffer, { title, category }: ShareCardText): Promise<Buffer> {
  const sharp = await loadSharp();
  const [siteName, categoryLine, titleBlock] = await Promise.all([
    textImage(siteConfig.name, "sans", 30, "#ffffff"),
    category ? textImage(category.toUpperCase(), "sans", 24, "#fbbf24") : null,
    titleImage(title),
  ]);
  const titleTop = 630 - 72 - titleBlock.info.height;
  const layers: OverlayOptions[] = [
    { input: Buffer.from(SCRIM_SVG), top: 0, left: 0 },
    { input: siteName.data, top: 92 - Math.round(siteName.info.height / 2), left: 152 },
    { input: titleBlock.data, top: titleTop, left: TEXT_LEFT },
  ];
  if (categoryLine) {
    layers.push({ input: categoryLine.data, top: titleTop - 20 - categoryLine.info.height, left: TEXT_LEFT });
  }
  return sharp(
    await sharp(background, { density: 144 })
      .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: "cover", position: "centre" })
      .toBuffer(),
  )
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const cache = new Map<string, Promise<Buffer>>();
const CACHE_LIMIT = 200;

/**
 * A 1200x630 PNG for link previews: the banner (the site's brand card when there is none we can read)
 * with the title, category and site name on it. Rendered once per version and kept in memory.
 */
export function getShareImage(bannerUrl: string | null, text: ShareCardText, version: string): Promise<Buffer> {
  const key = JSON.stringify([bannerUrl, text.title, text.category, version]);
  let image = cache.get(key);
  if (!image) {
    image = (async () => {
      const banner = bannerUrl ? ((await readPublicImage(bannerUrl)) ?? (await readUploadedImage(bannerUrl))) : null;
      const brandCard = () => renderShareCard(Buffer.from(BRAND_SVG), text);
      if (!banner) return brandCard();
      return renderShareCard(banner, text).catch((error: unknown) => {
        logger.warn({ err: error, bannerUrl }, "share image: the banner could not be read; using the brand card");
        return brandCard();
      });
    })();
    image.catch(() => cache.delete(key));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, image);
  }
  return image;
}
