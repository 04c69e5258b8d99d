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

test("the stylesheet is the first request of the head and the module preloads queue behind it", async ({ request }) => {
  const html = await (await request.get(`/article/${demoArticleSlug}`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const firstLink = links.findIndex((tag) => !/\bas="image"/.test(tag));
  expect(links[firstLink]).toMatch(/\brel="stylesheet"/);
  const modulePreloads = links.filter((tag) => /\brel="modulepreload"/.test(tag));
  expect(modulePreloads.length).toBeGreaterThan(5);
  for (const tag of modulePreloads) expect(tag).toContain('fetchpriority="low"');
});
