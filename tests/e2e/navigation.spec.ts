import { categories, expect, test } from "../playwright-utils";

test("the Insights menu lists the nine categories in spec order", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Insights" }).hover();
  const links = page.getByRole("list", { name: "Insight categories" }).getByRole("link");
  await expect(links).toHaveText(categories.map((category) => category.name));
  for (const [index, category] of categories.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", `/category/${category.slug}`);
  }
  await links.nth(4).click();
  await expect(page).toHaveURL("/category/cloud-infrastructure");
});

test("the header offers Home, search, Sign In and Sign Up", async ({ page }) => {
  await page.goto("/all-articles");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
  await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  await header.getByRole("button", { name: "Open search" }).click();
  await expect(page.getByRole("searchbox", { name: "Search insights" })).toBeFocused();
  await header.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL("/");
});

test("the mobile menu lists the categories and closes on navigation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText([
    "Home",
    ...categories.map((category) => category.name),
  ]);
  await menu.getByRole("link", { name: "CTO Reflections" }).click();
  await expect(page).toHaveURL("/category/cto-reflections");
  await expect(menu).toBeHidden();
});

test("sister-site links open in a new tab without exposing the opener", async ({ page }) => {
  await page.goto("/");
  const sisterLinks = page.locator('a[href^="https://"]');
  const count = await sisterLinks.count();
  expect(count).toBeGreaterThanOrEqual(10);
  for (let index = 0; index < count; index += 1) {
    await expect(sisterLinks.nth(index)).toHaveAttribute("target", "_blank");
    await expect(sisterLinks.nth(index)).toHaveAttribute("rel", "noopener noreferrer");
  }
  const grid = page.getByRole("region", { name: "Insights for every seat at the leadership table" });
  for (const role of ["Technology", "Marketing", "Executive", "Operations", "Finance"]) {
    await expect(grid.getByText(role, { exact: true })).toBeVisible();
  }
});

test("the footer has the quick links, a newsletter input and the 2024 copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const quickLinks = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
  await expect(quickLinks).toHaveCount(4);
  const hrefs = await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual([
    "/category/capital-strategy",
    "/category/risk-compliance",
    "/category/finance-transformation",
    "/category/esg-reporting",
  ]);
  await expect(footer.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
  await expect(footer.getByText(/© 2024 /)).toBeVisible();
});

test("a footer quick link to an unknown category shows the list with All selected", async ({ page }) => {
  await page.goto("/category/capital-strategy");
  const pills = page.getByRole("navigation", { name: "Filter by category" });
  await expect(pills.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
});
