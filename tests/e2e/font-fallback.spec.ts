import type { Browser } from "@playwright/test";
import { demoArticleSlug, expect, test } from "../playwright-utils";

/**
 * The fallback faces app/app.css offers, in order, and the system fonts each scales. A machine without the first
 * (Android has no Arial or Times New Roman, nor fonts made with their metrics) is played by taking them out of the
 * font stacks the stylesheet declares.
 */
const SYSTEM_FONTS = [
  { on: "Windows, Apple and Linux desktops", faces: ["Inter Fallback", "Source Serif 4 Fallback"], skipped: [] },
  {
    on: "Android",
    faces: ["Inter Fallback Roboto", "Source Serif 4 Fallback Noto"],
    skipped: ["Inter Fallback", "Source Serif 4 Fallback"],
  },
];

interface TextLayout {
  /** The web fonts' load status: "loaded", or "error" where their requests were refused. */
  fonts: string[];
  /** Each fallback family's faces that were used: their load status ("error" where the system font is missing). */
  fallbacks: Record<string, string[]>;
  /** Each block (the headline, the summary, then the text's first three paragraphs): its height, and its text's width
   * set on one line. */
  blocks: { height: number; runWidth: number }[];
  /** How far below the top of the text its fifth block starts: where a reader's place moves to on a swap. */
  fifthBlockTop: number;
}

/** The article page's text as laid out once the fonts settle, with the web fonts or without them. */
async function articleTextLayout(
  browser: Browser,
  width: number,
  webFonts: boolean,
  skipped: string[],
): Promise<TextLayout> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (!webFonts) await page.route(/\.woff2$/, (route) => route.abort());
  if (skipped.length > 0) {
    await page.route(/\/assets\/app-[\w-]+\.css$/, async (route) => {
      let css = await (await route.fetch()).text();
      for (const family of skipped) css = css.replaceAll(`"${family}", `, "");
      await route.fulfill({ contentType: "text/css", body: css });
    });
  }
  await page.goto(`/article/${demoArticleSlug}`);
  const layout = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts];
    const fonts = faces.filter((face) => face.family.endsWith("Variable")).map((face) => face.status);
    const fallbacks: Record<string, string[]> = {};
    for (const face of faces.filter((face) => face.family.includes("Fallback") && face.status !== "unloaded")) {
      (fallbacks[face.family] ??= []).push(face.status);
    }
    const body = document.querySelector(".article-body")!;
    const blocks = [
      document.querySelector("h1")!,
      document.querySelector("h1 + p")!,
      ...[...body.children].filter((child) => child.tagName === "P").slice(0, 3),
    ].map((block) => {
      const run = block.cloneNode(true) as HTMLElement;
      run.style.cssText = "position: absolute; width: max-content; white-space: nowrap";
      block.after(run);
      const runWidth = run.getBoundingClientRect().width;
      run.remove();
      return { height: block.getBoundingClientRect().height, runWidth };
    });
    return {
      fonts,
      fallbacks,
      blocks,
      fifthBlockTop: body.children[4]!.getBoundingClientRect().top - body.getBoundingClientRect().top,
    };
  });
  await context.close();
  return layout;
}

for (const { on, faces, skipped } of SYSTEM_FONTS) {
  test(`text set in the fallback fonts of ${on} takes the room it takes in the web fonts, so nothing moves when they swap in`, async ({
    browser,
  }) => {
    // Half a line of the article's text (19 px at a line height of 1.65): a line more or fewer anywhere is a reflow.
    const halfLine = (19 * 1.65) / 2;
    for (const width of [1280, 390]) {
      const webFonts = await articleTextLayout(browser, width, true, skipped);
      const fallback = await articleTextLayout(browser, width, false, skipped);
      expect(webFonts.fonts, "the web fonts load").toEqual(["loaded", "loaded"]);
      expect(fallback.fonts, "the web fonts are refused").toEqual(["error", "error"]);
      expect(
        Object.keys(fallback.fallbacks).sort(),
        `the text is set in ${faces.join(" and ")} (their system fonts installed: see .ci/run)`,
      ).toEqual([...faces].sort());
      for (const face of faces)
        expect(fallback.fallbacks[face], `${face} finds its system font`).not.toContain("error");
      fallback.blocks.forEach(({ height, runWidth }, index) => {
        const shown = webFonts.blocks[index]!;
        const where = `${width} px, block ${index + 1}`;
        expect(Math.abs(runWidth - shown.runWidth) / shown.runWidth, `${where}: its text's width`).toBeLessThan(0.02);
        expect(Math.abs(height - shown.height), `${where}: its height`).toBeLessThan(halfLine);
      });
      expect(
        Math.abs(fallback.fifthBlockTop - webFonts.fifthBlockTop),
        `${width} px: the text's fifth block`,
      ).toBeLessThan(halfLine);
    }
  });
}
