import type { Browser } from "@playwright/test";
import { demoArticleSlug, expect, test } from "../playwright-utils";

interface TextLayout {
  /** The web fonts' load status: "loaded", or "error" where their requests were refused. */
  fonts: string[];
  /** Each block (the headline, the summary, then the text's first three paragraphs): its height, and its text's width
   * set on one line. */
  blocks: { height: number; runWidth: number }[];
  /** How far below the top of the text its fifth block starts: where a reader's place moves to on a swap. */
  fifthBlockTop: number;
}

/** The article page's text as laid out once the fonts settle, with the web fonts or without them. */
async function articleTextLayout(browser: Browser, width: number, webFonts: boolean): Promise<TextLayout> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (!webFonts) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(`/article/${demoArticleSlug}`);
  const layout = await page.evaluate(async () => {
    await document.fonts.ready;
    const fonts = [...document.fonts].filter((face) => face.family.endsWith("Variable")).map((face) => face.status);
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
      blocks,
      fifthBlockTop: body.children[4]!.getBoundingClientRect().top - body.getBoundingClientRect().top,
    };
  });
  await context.close();
  return layout;
}

test("text set in the fallback fonts takes the room it takes in the web fonts, so nothing moves when they swap in", async ({
  browser,
}) => {
  // Half a line of the article's text (19 px at a line height of 1.65): a line more or fewer anywhere is a reflow.
  const halfLine = (19 * 1.65) / 2;
  for (const width of [1280, 390]) {
    const webFonts = await articleTextLayout(browser, width, true);
    const fallback = await articleTextLayout(browser, width, false);
    expect(webFonts.fonts, "the web fonts load").toEqual(["loaded", "loaded"]);
    expect(fallback.fonts, "the web fonts are refused").toEqual(["error", "error"]);
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
