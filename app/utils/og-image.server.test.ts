import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderShareCard } from "./og-image.server";

const background = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: "#808080" } })
    .png()
    .toBuffer();

/** Pixels of a region that are near white: on the darkened grey background only type is that bright. */
async function brightPixels(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    if (data[index]! > 230 && data[index + 1]! > 230 && data[index + 2]! > 230) count += 1;
  }
  return count;
}

describe("renderShareCard", () => {
  it("makes a 1200x630 card with the site name at the top and the title above the bottom margin", async () => {
    const card = await renderShareCard(await background(), {
      title: "Buying Language Models by the Task, Not the Token",
      category: "AI, Data & Emerging Tech",
    });
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630, format: "png" });
    expect(await brightPixels(card, { left: 140, top: 60, width: 400, height: 70 })).toBeGreaterThan(300);
    expect(await brightPixels(card, { left: 60, top: 330, width: 1100, height: 230 })).toBeGreaterThan(5000);
    // Nothing bright where no text goes.
    expect(await brightPixels(card, { left: 700, top: 140, width: 400, height: 150 })).toBe(0);
  });

  it("says what the link is: another title or category makes another card", async () => {
    const base = await background();
    const first = await renderShareCard(base, {
      title: "DORA Metrics Without the Theatre",
      category: "Tech Operations",
    });
    const otherTitle = await renderShareCard(base, {
      title: "FinOps Belongs on the CTO's Desk",
      category: "Tech Operations",
    });
    const otherCategory = await renderShareCard(base, { title: "DORA Metrics Without the Theatre", category: "Cloud" });
    expect(first.equals(otherTitle)).toBe(false);
    expect(first.equals(otherCategory)).toBe(false);
  });

  it("fits a very long title and keeps markup characters as text", async () => {
    const card = await renderShareCard(await background(), {
      title: `Governing <a Systems Integrator> & ${"its quarterly reporting ".repeat(12)}`,
    });
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
    // The bottom margin (above the accent bar) stays clear.
    expect(await brightPixels(card, { left: 0, top: 575, width: 1200, height: 40 })).toBe(0);
  });

  it("breaks a word too long for one line (a 120-letter title) instead of failing", async () => {
    const card = await renderShareCard(await background(), {
      title: `Hyperconverged${"platformengineering".repeat(6)}`.slice(0, 120),
      category: "Cloud & Infrastructure",
    });
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await brightPixels(card, { left: 60, top: 330, width: 1100, height: 230 })).toBeGreaterThan(5000);
    // Nothing runs off past the right margin.
    expect(await brightPixels(card, { left: 1130, top: 140, width: 70, height: 440 })).toBe(0);
  });
});
