import type { Page } from "@playwright/test";
import { demoArticleSlug, expect, openInsightsMenu, test } from "../playwright-utils";

/**
 * The browser takes over the page the server rendered: it must adopt the server's elements, not draw the page again,
 * and every id one element points to must be on the page, whether the server or the browser rendered either end.
 */
async function noteServerElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const noted = window as unknown as { serverElements: Element[] };
      noted.serverElements = [...document.body.querySelectorAll("main, main h1, main p, header, footer, footer a")];
    });
  });
}

/** References by id that do not resolve, as `attribute -> id`. */
function danglingReferences(page: Page) {
  return page.evaluate(() => {
    const dangling: string[] = [];
    for (const attribute of ["aria-labelledby", "aria-describedby", "aria-controls", "for"]) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of element.getAttribute(attribute)!.split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${attribute} -> ${id}`);
        }
      }
    }
    return dangling;
  });
}

for (const path of ["/", `/article/${demoArticleSlug}`, "/contact", "/all-articles"]) {
  test(`${path} is taken over in place, with every id reference resolved`, async ({ page }) => {
    await noteServerElements(page);
    await page.goto(path);
    const kept = await page.evaluate(() => {
      const noted = (window as unknown as { serverElements: Element[] }).serverElements;
      return { noted: noted.length, connected: noted.filter((element) => element.isConnected).length };
    });
    expect(kept.noted).toBeGreaterThan(10);
    expect(kept.connected).toBe(kept.noted);
    expect(await page.evaluate(() => document.querySelectorAll("html, head, body").length)).toBe(3);
    expect(await danglingReferences(page)).toEqual([]);
  });
}

test("parts drawn in the browser point at the server's elements, and theirs at them", async ({ page }) => {
  await page.goto(`/article/${demoArticleSlug}`);
  await expect((await openInsightsMenu(page)).getByText("CTO Reflections")).toBeVisible();
  expect(await danglingReferences(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("main").getByRole("button", { name: "Hire a CTO" }).click();
  await expect(page.getByRole("dialog", { name: "Hire a CTO" })).toBeVisible();
  expect(await danglingReferences(page)).toEqual([]);
});
