/**
 * Works out the overrides of the metric-matched fallback faces in app/app.css ("Inter Fallback", "Source Serif 4
 * Fallback" and their Android twins), so text set in a fallback before the web fonts arrive takes the room it will take
 * once they swap in. Usage: `node scripts/font-fallback-metrics.ts` (prints the values to paste into app.css; Chromium
 * at /usr/bin/chromium, with every fallback's system fonts installed: fonts-liberation, fonts-roboto-unhinted and
 * fonts-noto-core on Debian).
 *
 * Chromium measures both faces the way it lays them out: `size-adjust` is the web font's width over the fallback's for
 * a run of English text at the same size (prose for the regular faces, title-case headlines for the bold ones), and the ascent and descent are the web font's own, divided by that
 * scale because the browser scales a face's overrides along with its glyphs. Line gap is 0, as the web fonts have.
 */
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Each fallback face: the web font it stands in for and the system fonts it scales, in the order a browser tries them.
 * Arial and Times New Roman, or the fonts made with their metrics (Liberation, Arimo, Tinos), are on Windows, Apple
 * systems and most Linux desktops; Android has neither and sets text in Roboto and Noto Serif.
 */
const FALLBACKS = [
  {
    name: "Inter Fallback",
    face: "Inter",
    regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"],
    bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"],
  },
  {
    name: "Inter Fallback Roboto",
    face: "Inter",
    regular: ["Roboto", "Roboto-Regular"],
    bold: ["Roboto Bold", "Roboto-Bold"],
  },
  {
    name: "Source Serif 4 Fallback",
    face: "Source Serif 4",
    regular: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif", "Tinos"],
    bold: [
      "Times New Roman Bold",
      "TimesNewRomanPS-BoldMT",
      "Liberation Serif Bold",
      "LiberationSerif-Bold",
      "Tinos Bold",
    ],
  },
  {
    name: "Source Serif 4 Fallback Noto",
    face: "Source Serif 4",
    regular: ["Noto Serif", "Noto Serif Regular", "NotoSerif-Regular"],
    bold: ["Noto Serif Bold", "NotoSerif-Bold"],
  },
] as const;

const WEB_FONT_FILES = {
  Inter: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  "Source Serif 4": "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
};

/** Ordinary English prose in the site's register, what regular text is: an article's paragraphs, its summary. */
const PROSE =
  "A CTO who joins a company in its second year finds a platform that grew faster than its owners could " +
  "document it. The first ninety days are for listening: which systems wake people at night, which teams wait " +
  "on each other, and where the budget goes. Cloud spend, hiring plans and the architecture review all follow " +
  "from that map, so write it down, share it widely, and revise it every quarter.";
/** Headlines in title case, what semibold text mostly is: headings, card titles, buttons. */
const HEADLINES =
  "Retiring the Monolith Without a Big-Bang Rewrite. Career Ladders That Keep Senior Engineers Engineering. " +
  "What the Board Should Ask About Cloud Spend. Hiring Your First Platform Team. When to Say No to a Rewrite. " +
  "Security Reviews That Ship, Not Stall. Measuring Delivery Without the Theatre.";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
for (const fallback of FALLBACKS) {
  const file = WEB_FONT_FILES[fallback.face];
  const font = readFileSync(new URL(`../node_modules/${file}`, import.meta.url)).toString("base64");
  for (const [weightName, weight, sample] of [
    ["regular", 400, PROSE],
    ["bold", 600, HEADLINES],
  ] as const) {
    const locals = fallback[weightName];
    const measured = await page.evaluate(
      async ({ font, weight, locals, sample }) => {
        const web = new FontFace("web", `url(data:font/woff2;base64,${font})`, { weight: "100 900" });
        const system = new FontFace("system", locals.map((name) => `local("${name}")`).join(", "));
        document.fonts.add(await web.load());
        document.fonts.add(await system.load());
        const context = document.createElement("canvas").getContext("2d")!;
        const measure = (family: string, fontWeight: number) => {
          context.font = `${fontWeight} 100px ${family}`;
          const metrics = context.measureText(sample);
          return {
            width: metrics.width,
            ascent: metrics.fontBoundingBoxAscent,
            descent: metrics.fontBoundingBoxDescent,
          };
        };
        return { web: measure("web", weight), system: measure("system", 400) };
      },
      { font, weight, locals, sample },
    );
    const sizeAdjust = measured.web.width / measured.system.width;
    const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
    console.log(`"${fallback.name}" ${weight} (${fallback.face} over local(${locals[0]})):`);
    console.log(`  size-adjust: ${percent(sizeAdjust)};`);
    console.log(`  ascent-override: ${percent(measured.web.ascent / 100 / sizeAdjust)};`);
    console.log(`  descent-override: ${percent(measured.web.descent / 100 / sizeAdjust)};`);
    console.log(`  line-gap-override: 0%;`);
  }
}
await browser.close();
