import { measurePageWeight } from "../../scripts/lib/page-weight";
import { demoArticleSlug, expect, test } from "../playwright-utils";

/**
 * Reading pages ship only what reading needs: dialogs, forms, their validation and the toast library load on
 * first use. The budget is React, React DOM and React Router (109 kB gzip) plus what the pages need today
 * (46 kB) and a little room; a statically imported zod (24 kB) or dialog stack (10 kB) goes over it.
 */
const LOADED_ON_FIRST_USE = [
  "auth-modal",
  "sidebar-lead-dialog",
  "mobile-menu-sheet",
  "toast-stack",
  "lead-chat-dialog",
];
const JS_BUDGET_BYTES = 160_000;
const CSS_BUDGET_BYTES = 20_000;

for (const path of ["/", `/article/${demoArticleSlug}`]) {
  test(`${path} loads at most ${JS_BUDGET_BYTES / 1000} kB of JavaScript and no code that waits for first use`, async ({
    baseURL,
  }) => {
    const weight = await measurePageWeight(baseURL!, path);
    const urls = weight.assets.map((asset) => asset.url);
    for (const chunk of [...LOADED_ON_FIRST_USE, "zod"]) {
      expect(urls.filter((url) => url.startsWith(`/assets/${chunk}-`))).toEqual([]);
    }
    expect(weight.jsBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(weight.cssBytes).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });
}

test("the stylesheet is the first request of the head; the scripts wait for the first paint", async ({
  page,
  request,
}) => {
  const path = `/article/${demoArticleSlug}`;
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const liveHead = head.replace(/<template\b[\s\S]*?<\/template>/g, "");
  const links = [...liveHead.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const firstLink = links.findIndex((tag) => !/\bas="image"/.test(tag));
  expect(links[firstLink]).toMatch(/\brel="stylesheet"/);
  expect(links.filter((tag) => /\brel="modulepreload"/.test(tag))).toEqual([]);
  expect([...head.matchAll(/<link\b[^>]*\brel="modulepreload"/g)].length).toBeGreaterThan(5);
  expect(html).not.toMatch(/<script\b[^>]*\btype="module"/);

  // The navigation waits for the page's module script to have run (tests/playwright-utils.ts).
  await page.goto(path);
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(timings.firstPaint).toBeGreaterThan(0);
  expect(timings.scripts.length).toBeGreaterThan(5);
  expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.firstPaint!);
});
