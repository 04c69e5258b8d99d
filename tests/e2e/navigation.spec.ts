import { accounts, categories, expect, openInsightsMenu, signInAs, test } from "../playwright-utils";

test("the Insights menu lists the nine categories in spec order", async ({ page }) => {
  await page.goto("/");
  const links = await openInsightsMenu(page);
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

test("signed in, the header and the phone menu lead to the resource library", async ({ page }) => {
  await signInAs(page.request, accounts.member);
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Library" }).click();
  await expect(page).toHaveURL("/library");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resource Library");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Library" }).click();
  await expect(page).toHaveURL("/library");
});

test("at tablet width an admin's header keeps Sign Out on the screen", async ({ page }) => {
  await signInAs(page.request, accounts.admin);
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto("/");
  const signOut = page.getByRole("banner").getByRole("button", { name: "Sign Out" });
  await expect(signOut).toBeVisible();
  const box = (await signOut.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(768);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768);
});

test("at tablet width the header gives the account's email all the room it has left", async ({ page }) => {
  await signInAs(page.request, accounts.member);
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("user-menu").getByText(accounts.member.email)).toBeVisible();
  const nav = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
  const search = (await page.getByRole("banner").getByRole("button", { name: "Open search" }).boundingBox())!;
  // Cut short only where nothing is left: the header's usual 16 px gap after the menu, no more, and the search
  // button kept at its full size.
  expect(search.x - (nav.x + nav.width)).toBeLessThanOrEqual(16);
  expect(search.width).toBe(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768);
});

test("at tablet width an admin's email cut short in the header can still be read whole", async ({ page }) => {
  await signInAs(page.request, accounts.admin);
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto("/");
  const email = page.getByTestId("user-menu").getByText(accounts.admin.email);
  await expect(email).toBeVisible();
  const cutShort = await email.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cutShort, "the header has no room for the whole address at this width").toBe(true);
  // A pointer resting on it shows the whole address; screen readers read the text itself, which is whole.
  await expect(email).toHaveAttribute("title", accounts.admin.email);
});

test("signed out, the header has no library link: the library asks visitors to sign in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Library" })).toHaveCount(0);
});

test("on a phone the menu covers the screen edge to edge, with no sliver of the page beside it", async ({ page }) => {
  for (const width of [360, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect({ left: box.x, width: box.width }, `at ${width} px`).toEqual({ left: 0, width });
  }
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

test("closing the mobile menu gives focus back to its button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  // While the modal sheet is open the page behind it is hidden from the accessibility tree.
  await expect(page.locator('button[aria-label="Open menu"]')).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("the sign-in dialog opened from the mobile menu gives focus back to the menu button when it closes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  for (const close of ["Escape", "Close"]) {
    await menuButton.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await expect(dialog.getByLabel("E-Mail Address")).toBeFocused();
    if (close === "Escape") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton, close).toBeFocused();
  }
});

test("a page chosen in the mobile menu starts the keyboard at its heading; the page already shown leaves it on the menu button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await menu.getByRole("link", { name: "CTO Reflections" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/category/cto-reflections");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  await menuButton.focus();
  await page.keyboard.press("Enter");
  await menu.getByRole("link", { name: "CTO Reflections" }).focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("the header's Insights menu gives focus back to its button on Escape, and to the chosen page's heading", async ({
  page,
}) => {
  await page.goto("/");
  const insights = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Insights" });
  const links = page.getByRole("list", { name: "Insight categories" }).getByRole("link");
  await insights.focus();
  await page.keyboard.press("Enter");
  await expect(links.first()).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(links.first()).toBeHidden();
  await expect(insights).toBeFocused();

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
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

test("each sister site's card keeps its name and arrow on one line, at every width", async ({ page }) => {
  for (const width of [1440, 1280, 1100, 1040, 1024, 900, 768, 600, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const names = page
      .getByRole("region", { name: "Insights for every seat at the leadership table" })
      .getByRole("link")
      .locator("span.font-serif");
    await expect(names).toHaveCount(5);
    // In five columns from 1024 px, "CMO Function" broke onto two lines with its arrow left beside them.
    for (const name of await names.all()) {
      const lines = await name.evaluate((element) => {
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
        return Math.round(element.getBoundingClientRect().height / lineHeight);
      });
      expect(lines, `${await name.textContent()} at ${width}px`).toBe(1);
    }
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

test("the footer keeps room below its links for the floating buttons only on pages that show them", async ({
  page,
}) => {
  /** Space between the footer's last link and the bottom of the page. */
  const roomBelowLinks = async () => {
    const terms = (await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).boundingBox())!;
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    return pageHeight - (terms.y + (await page.evaluate(() => window.scrollY)) + terms.height);
  };
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Hire a CTO" })).toBeVisible();
  expect(await roomBelowLinks()).toBeGreaterThan(80);

  await signInAs(page.request, accounts.admin);
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Hire a CTO" })).toHaveCount(0);
  expect(await roomBelowLinks()).toBeLessThan(40);
});

test("after a link to another page, the keyboard starts at that page's heading, not where the link was", async ({
  page,
}) => {
  await page.goto("/all-articles");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto("/all-articles");
  const firstCard = page.getByRole("main").getByRole("article").first().getByRole("link").first();
  await firstCard.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/article\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  // Tab goes on from the top of the article, not from the card left behind.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.getElementById("main")!.contains(document.activeElement))).toBe(true);

  // Back returns to a place already seen, and a category pill moves along the same list: focus stays put.
  await page.goBack();
  await expect(page).toHaveURL("/all-articles");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
  await page.goto("/category/cloud-infrastructure");
  const pill = page.getByRole("link", { name: "Cybersecurity & Risk" }).first();
  await pill.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await pill.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/category/cybersecurity-risk");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
  // Screen readers are told the new page's title instead (read once the page has it: the address changes first).
  await expect(page).toHaveTitle(/^Cybersecurity & Risk/);
  await expect(page.locator("#route-announcer")).toHaveText(await page.title());
});

test("'Skip to content' lands on the page's content below the sticky header, not under it", async ({ page }) => {
  await page.goto("/all-articles");
  await page.keyboard.press("Tab");
  await page.getByRole("link", { name: "Skip to content" }).press("Enter");
  await expect(page).toHaveURL(/#main$/);
  const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
  const mainTop = await page.getByRole("main").evaluate((main) => main.getBoundingClientRect().top);
  expect(mainTop).toBeGreaterThanOrEqual(headerBottom);
});

test("a footer quick link to an unknown category shows the list with All selected", async ({ page }) => {
  await page.goto("/category/capital-strategy");
  const pills = page.getByRole("navigation", { name: "Filter by category" });
  await expect(pills.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the selected category pill is scrolled into sight and the row shows it scrolls", async ({ page }) => {
    await page.goto("/category/cto-reflections");
    const row = page.getByRole("navigation", { name: "Filter by category" });
    const pill = row.getByRole("link", { name: "CTO Reflections" });
    await expect(pill).toHaveAttribute("aria-current", "page");
    await row.scrollIntoViewIfNeeded();
    await expect(pill).toBeInViewport({ ratio: 0.95 });
    // More pills wait before this one: the row fades out at that end.
    await expect(row).toHaveCSS("mask-image", /linear-gradient/);

    await page.goto("/");
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole("link", { name: "All" })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole("link", { name: "CTO Reflections" })).not.toBeInViewport();
    await expect(row).toHaveCSS("mask-image", /linear-gradient/);
  });

  test("a toast leaves the header and its menu button uncovered", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill(`toast.${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Success!" });
    await expect(toast).toBeVisible();
    const header = (await page.getByRole("banner").boundingBox())!;
    // Polled: the toast slides in from above.
    await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the menu button opens the site menu, which leads to sign-in and every category", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/all-articles");
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("list", { name: "Insight categories" }).getByRole("link")).toHaveText(
      categories.map((category) => category.name),
    );
    await menu.getByRole("link", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/signin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log In To Your Account");
  });

  test("on a wide screen Insights opens the same menu of categories", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "CTO Reflections" }).click();
    await expect(page).toHaveURL("/category/cto-reflections");
    await expect(menu).toBeHidden();
  });
});

test("once the page has its script the menu without it is gone and the menu button opens the sheet", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.locator("#site-menu")).toHaveCount(0);
});
