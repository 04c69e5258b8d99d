import { accounts, expect, signInAs, test } from "../playwright-utils";

test("on a phone every Recent Articles row puts its date under its author, a short byline as a long one", async ({
  page,
}) => {
  await signInAs(page.request, accounts.admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  const rows = page.getByRole("heading", { name: "Recent Articles" }).locator("xpath=following-sibling::ul[1]/li");
  await expect(rows).toHaveCount(5);
  for (const row of await rows.all()) {
    const author = (await row.locator("p").nth(1).locator("span").first().boundingBox())!;
    const date = (await row.locator("time").boundingBox())!;
    expect(date.y, `the date of "${await row.locator("p").first().innerText()}"`).toBeGreaterThanOrEqual(
      author.y + author.height,
    );
    expect(date.x).toBe(author.x);
  }
});
