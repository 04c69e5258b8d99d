import type { APIRequestContext } from "@playwright/test";
import { accounts, expect, signInAs, test } from "../playwright-utils";

const cacheState = async (request: APIRequestContext, path: string) =>
  (await request.get(path)).headers()["x-page-cache"];

test("an admin's edit shows at once on pages the cache already holds, and cached pages run under the CSP", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await browser.newContext();
  await signInAs(admin.request, accounts.admin);
  const editor = await admin.newPage();
  const title = `Cached Insight ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");
  await editor.goto("/admin?tab=create");
  await editor.getByLabel("Title", { exact: true }).fill(title);
  await editor.getByLabel("Author", { exact: true }).fill("Cache Keeper");
  await editor
    .getByLabel("Summary", { exact: true })
    .fill("An article to prove that edits are never hidden by the cache.");
  await editor.getByRole("textbox", { name: "Content" }).click();
  await editor.getByRole("textbox", { name: "Content" }).pressSequentially("First version of the text.");
  await editor.getByRole("checkbox", { name: "Cloud & Infrastructure" }).check();
  await editor.getByRole("button", { name: "Create Article" }).click();
  await expect(editor.getByText("Article created successfully!")).toBeVisible();

  const visitor = await playwright.request.newContext({ baseURL });
  for (const path of [`/article/${slug}`, "/"]) {
    await expect.poll(() => cacheState(visitor, path), { message: path }).toBe("hit");
  }
  // A cached page in a real browser: its inline scripts carry the nonce the CSP names (the fixture fails
  // the test on any CSP violation), and it hydrates.
  await page.goto(`/article/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.getByRole("banner").getByRole("button", { name: "Open search" }).click();
  await expect(page.getByRole("searchbox", { name: "Search insights" })).toBeVisible();
  // A reader from a newsletter's tracked link gets the page the cache holds, rendered for the address without the
  // link's parameters, and it hydrates and pages on all the same.
  await expect
    .poll(() => cacheState(visitor, `/?utm_source=newsletter&utm_campaign=c${Math.random().toString(36).slice(2)}`))
    .toBe("hit");
  await page.goto("/?utm_source=newsletter&utm_medium=email");
  await page.getByRole("link", { name: "Older" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|#|$)/);
  // The second is the live region's, which says the page to a screen reader when the link keeps the focus.
  await expect(page.getByText(/^Page 2 of \d+$/).first()).toBeVisible();

  await editor.goto(`/admin/articles/edit/${slug}`);
  await editor.getByLabel("Title", { exact: true }).fill(`${title} Revised`);
  await editor.getByLabel("Slug", { exact: true }).fill(slug);
  await editor.getByRole("button", { name: "Update Article" }).click();
  await expect(editor.getByText("Article updated successfully!")).toBeVisible();

  for (const path of [`/article/${slug}`, "/"]) {
    const fresh = await visitor.get(path);
    expect(await fresh.text(), path).toContain(`${title} Revised`);
  }
  await visitor.dispose();
  await admin.close();
});
