import type { Page } from "@playwright/test";
import { accounts, expect, signInAs, test } from "../playwright-utils";

async function openDashboardOnAPhone(page: Page) {
  await signInAs(page.request, accounts.admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
}

test("on a phone every Recent Articles row puts its date under its author, a short byline as a long one", async ({
  page,
}) => {
  await openDashboardOnAPhone(page);
  const rows = page.getByRole("heading", { name: "Recent Articles" }).locator("xpath=following-sibling::ul[1]/li");
  await expect(rows).toHaveCount(5);
  for (const row of await rows.all()) {
    const { title, author, date } = await row.evaluate((item) => {
      const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
      return {
        title: item.querySelector("p")!.textContent,
        author: box(item.querySelectorAll("p")[1]!.querySelector("span")!),
        date: box(item.querySelector("time")!),
      };
    });
    expect(date.y, `the date of "${title}"`).toBeGreaterThanOrEqual(author.y + author.height);
    expect(date.x, `the date of "${title}"`).toBe(author.x);
  }
});

// The lines under them (the account's id, the last activity's time) are the account's own text, which may re-break.
test("on a phone the address and ADMIN badge take as much room before the web fonts arrive as after, the badge under the address", async ({
  page,
}) => {
  const sessionCard = page.getByRole("region", { name: "Your session" });
  const address = sessionCard.getByText(accounts.admin.email);
  const account = address.locator("..");
  await page.route(/\.woff2$/, (route) => route.fulfill({ status: 404, body: "" }));
  await openDashboardOnAPhone(page);
  const withoutWebFonts = (await account.boundingBox())!.height;

  await page.unrouteAll();
  await page.reload();
  expect(
    await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").length),
  ).toBeGreaterThan(0);
  expect((await account.boundingBox())!.height).toBe(withoutWebFonts);

  const addressBox = (await address.boundingBox())!;
  const badge = (await sessionCard.getByText("ADMIN", { exact: true }).boundingBox())!;
  expect(badge.y).toBeGreaterThanOrEqual(addressBox.y + addressBox.height);
});
