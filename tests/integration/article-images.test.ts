import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ImageRejectedError, storeArticleImage } from "~/utils/article-images.server";
import { mediaKey, responsiveImage } from "~/utils/responsive-image";
import { createLocalStorage } from "~/utils/storage/local-storage.server";
import { parseObjectKey } from "~/utils/storage/object-key";
import type { ObjectStorage } from "~/utils/storage/object-storage";

const NOW = new Date(1_700_000_000_000);

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 15, g: 27, b: 45 } } })
    .png()
    .toBuffer();
}

describe("article images", () => {
  let dir: string;
  let storage: ObjectStorage;
  const storedFiles = () => readdirSync(join(dir, "article-images")).sort();

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "cto-images-"));
    storage = createLocalStorage(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function widthOf(url: string): Promise<{ width?: number; height?: number; format?: string }> {
    const object = await storage.get(parseObjectKey(mediaKey(url)!)!);
    return sharp(await buffer(object!.body)).metadata();
  }

  it("stores a banner as WebP in four widths under a timestamped, sanitized name", async () => {
    const { url } = await storeArticleImage({
      storage,
      image: await png(2000, 1125),
      originalName: "../My Banner.PNG",
      purpose: "banner",
      now: NOW,
    });
    expect(url).toMatch(/^\/media\/article-images\/1700000000000-[0-9a-f]{8}-My-Banner-1600px\.webp$/);
    const name = url.slice("/media/article-images/".length, -"1600px.webp".length);
    expect(storedFiles()).toEqual([
      `${name}1200px.webp`,
      `${name}1600px.webp`,
      `${name}480px.webp`,
      `${name}800px.webp`,
    ]);
    expect(await widthOf(url)).toMatchObject({ width: 1600, height: 900, format: "webp" });
    expect(await widthOf(url.replace("1600px", "480px"))).toMatchObject({ width: 480, format: "webp" });
  });

  it("stores no version wider than the picture, and offers each one by its real width", async () => {
    for (const [width, widths] of [
      [300, [300]],
      [700, [480, 700]],
      [1000, [480, 800, 1000]],
      [1400, [480, 800, 1200, 1400]],
    ] as const) {
      rmSync(join(dir, "article-images"), { recursive: true, force: true });
      const stored = await storeArticleImage({
        storage,
        image: await png(width, Math.round((width * 9) / 16)),
        originalName: "banner.png",
        purpose: "banner",
        now: NOW,
      });
      expect(stored.width, `the URL names the widest version of a ${width} px picture`).toBe(width);
      const { srcSet } = responsiveImage(stored.url, "100vw");
      const candidates = srcSet!.split(", ").map((candidate) => candidate.split(" "));
      expect(candidates.map(([, descriptor]) => descriptor)).toEqual(widths.map((w) => `${w}w`));
      for (const [candidateUrl, descriptor] of candidates) {
        expect(`${(await widthOf(candidateUrl!)).width}w`, `${candidateUrl} of a ${width} px picture`).toBe(descriptor);
      }
      expect(storedFiles(), `every version of a ${width} px picture is offered, none twice`).toHaveLength(
        widths.length,
      );
    }
  });

  it("names a photo's versions by their widths as shown, turned by its EXIF orientation", async () => {
    const portrait = await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#123" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const turned = await storeArticleImage({ storage, image: portrait, originalName: "p.jpg", purpose: "inline" });
    expect(turned).toMatchObject({ url: expect.stringMatching(/-600px\.webp$/), width: 600, height: 1000 });
  });

  it("never enlarges a small image, and answers the size of the version its URL names", async () => {
    const stored = await storeArticleImage({
      storage,
      image: await png(640, 360),
      originalName: "small.png",
      purpose: "inline",
      now: NOW,
    });
    expect(await widthOf(stored.url)).toMatchObject({ width: 640 });
    expect(stored).toMatchObject({ width: 640, height: 360 });
    const large = await storeArticleImage({
      storage,
      image: await png(3000, 2000),
      originalName: "chart.png",
      purpose: "inline",
      now: NOW,
    });
    expect(large).toMatchObject({
      url: expect.stringMatching(/^\/media\/article-images\/1700000000000-[0-9a-f]{8}-chart-1600px\.webp$/),
      width: 1600,
      height: 1067,
    });
  });

  it("makes a 1200x630 JPEG of a share image", async () => {
    const { url } = await storeArticleImage({
      storage,
      image: await png(1600, 1600),
      originalName: "share.png",
      purpose: "share",
      now: NOW,
    });
    expect(url).toMatch(/^\/media\/article-images\/1700000000000-[0-9a-f]{8}-share-og\.jpg$/);
    expect(await widthOf(url)).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
  });

  it("keeps two images of the same name uploaded in the same millisecond apart", async () => {
    const upload = async (width: number) =>
      storeArticleImage({
        storage,
        image: await png(width, 600),
        originalName: "banner.png",
        purpose: "banner",
        now: NOW,
      });
    const first = await upload(1400);
    const second = await upload(1300);
    expect(second.url).not.toBe(first.url);
    expect(storedFiles()).toHaveLength(8);
    expect(await widthOf(first.url)).toMatchObject({ width: 1400 });
    expect(await widthOf(second.url)).toMatchObject({ width: 1300 });
  });

  it("refuses a file that is not an image whatever its name, and stores nothing", async () => {
    const attempt = storeArticleImage({
      storage,
      image: Buffer.from("%PDF-1.7 not an image at all"),
      originalName: "totally-an-image.png",
      purpose: "banner",
      now: NOW,
    });
    await expect(attempt).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(attempt).rejects.toThrow(
      "This file is not an image we can read. Use a JPEG, PNG, WebP, AVIF or GIF image.",
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses SVG, which can carry script", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expect(
      storeArticleImage({ storage, image: svg, originalName: "logo.png", purpose: "banner", now: NOW }),
    ).rejects.toThrow(/SVG and other formats are not accepted/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("scales a tall infographic down to the tallest WebP there is instead of failing", async () => {
    const { url, height } = await storeArticleImage({
      storage,
      image: await png(1000, 17_000),
      originalName: "infographic.png",
      purpose: "banner",
      now: NOW,
    });
    expect(height).toBe(16_383);
    expect(await widthOf(url)).toMatchObject({ format: "webp", height: 16_383 });
  });

  it("refuses an image cut short (its header intact, its pixels not) with a reason, and stores nothing", async () => {
    const noise = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    const attempt = storeArticleImage({
      storage,
      image: noise.subarray(0, 2_000),
      originalName: "cut-short.png",
      purpose: "banner",
      now: NOW,
    });
    await expect(attempt).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(attempt).rejects.toThrow(
      "This image is too large or damaged to process. Try a smaller JPEG, PNG or WebP.",
    );
    expect(readdirSync(dir).filter((name) => name !== ".incoming")).toEqual([]);
  });

  it("refuses an image that would decode into too many pixels, and stores nothing", async () => {
    const bomb = await png(10_000, 10_000);
    await expect(
      storeArticleImage({ storage, image: bomb, originalName: "bomb.png", purpose: "banner", now: NOW }),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    expect(readdirSync(dir).filter((name) => name !== ".incoming")).toEqual([]);
  });
});
