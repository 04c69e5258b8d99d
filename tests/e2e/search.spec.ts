import {
  announcementsOf,
  expect,
  expectNoA11yViolations,
  fixtureArticles,
  test,
  watchAnnouncements,
} from "../playwright-utils";

test("the header search finds insights and highlights the matching words", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Open search" }).click();
  await page.getByRole("searchbox", { name: "Search insights" }).fill("ransomware tabletop");
  await page.getByRole("searchbox", { name: "Search insights" }).press("Enter");
  await expect(page).toHaveURL("/search?q=ransomware+tabletop");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  await expect(page.getByText("1 result for “ransomware tabletop”")).toBeVisible();
  const result = page.getByRole("main").getByRole("listitem");
  await expect(result.getByRole("link")).toHaveText("The Ransomware Tabletop Your Executive Team Keeps Postponing");
  await expect(result.locator("mark").first()).toHaveText(/ransomware/i);
  await expectNoA11yViolations(page);
  await result.getByRole("link").click();
  await expect(page).toHaveURL("/article/the-ransomware-tabletop-your-executive-team-keeps-postponing");
});

test("a search from the header says how many insights it found to a screen reader", async ({ page }) => {
  await watchAnnouncements(page, "1 result for “ransomware tabletop”");
  await page.goto("/all-articles");
  await page.getByRole("banner").getByRole("button", { name: "Open search" }).click();
  await page.getByRole("searchbox", { name: "Search insights" }).fill("ransomware tabletop");
  await page.getByRole("searchbox", { name: "Search insights" }).press("Enter");
  await expect(page.getByText("1 result for “ransomware tabletop”")).toBeVisible();
  // The count came with the search page, in a live region made with it: only the page's title was said.
  await expect.poll(async () => (await announcementsOf(page)).said).toBe(1);
  const { messageFrame, regionFrame } = await announcementsOf(page);
  expect(messageFrame).toBeGreaterThanOrEqual(regionFrame + 2);
});

test("Escape closes the header search and gives focus back to its button", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Open search" });
  await toggle.click();
  const input = page.getByRole("searchbox", { name: "Search insights" });
  await expect(input).toBeFocused();
  await input.press("Escape");
  await expect(input).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("button", { name: "Open search" })).toBeFocused();

  // From the bar's own button too.
  await toggle.click();
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).focus();
  await page.keyboard.press("Escape");
  await expect(input).toHaveCount(0);
});

test("ranks a title match above matches in the text only", async ({ page }) => {
  await page.goto("/search?q=board");
  const titles = page.getByRole("main").getByRole("listitem").getByRole("link");
  expect(await titles.count()).toBeGreaterThan(3);
  await expect(titles.first()).toHaveText("Reporting Technology Risk to the Board on a Single Page");
});

test("a new search from the search page keeps the keyboard in its field, which shows the query after Back", async ({
  page,
}) => {
  await page.goto("/search?q=board");
  const field = page.getByRole("searchbox", { name: "Search insights" });
  await field.fill("cloud");
  await field.press("Enter");
  await expect(page).toHaveURL("/search?q=cloud");
  await expect(page.getByText(/results? for “cloud”/)).toBeVisible();
  await expect(field).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL("/search?q=board");
  await expect(field).toHaveValue("board");
});

test("says clearly when there is nothing to search for or nothing found", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByText("Search titles, summaries, full text and tags of every insight.")).toBeVisible();
  await page.goto("/search?q=zyxwvut");
  await expect(page.getByText("No insights match “zyxwvut”.")).toBeVisible();
  await expect(page.getByRole("link", { name: "browse all insights" })).toHaveAttribute("href", "/all-articles");
  // Only words every article has: the page asks for something more specific instead of finding nothing.
  await page.goto("/search?q=the");
  await expect(page.getByText("“the” is too common to search for: please use a more specific term.")).toBeVisible();
  await expect(page.getByText(/No insights match/)).toHaveCount(0);
});

test("a query written right to left, or with a direction override left open, stays inside its quotes", async ({
  page,
}) => {
  /** Where the browser draws the character at `index` of the outcome sentence, left to right. */
  const drawnAt = (index: number) =>
    page
      .getByRole("main")
      .locator("p[aria-live]")
      .evaluate((sentence, at) => {
        const walker = document.createTreeWalker(sentence, NodeFilter.SHOW_TEXT);
        let seen = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (at < seen + length) {
            const range = document.createRange();
            range.setStart(node, at - seen);
            range.setEnd(node, at - seen + 1);
            return range.getBoundingClientRect().left;
          }
          seen += length;
        }
        throw new Error(`the sentence has no character ${at}`);
      }, index);
  for (const [query, sentence] of [
    ["\u202ethe", "“\u202ethe” is too common to search for: please use a more specific term."],
    ["\u202ezyxwvut", "No insights match “\u202ezyxwvut”."],
    ["שלום 42", "No insights match “שלום 42”."],
  ]) {
    await page.goto(`/search?q=${encodeURIComponent(query!)}`);
    await expect(page.getByRole("main").locator("p[aria-live]")).toHaveText(sentence!);
    expect(await page.title(), "the title isolates the query too").toMatch(/^Search: \u2068[^\u2069]+\u2069 \| /);
    // The sentence's last character is drawn after (right of) every letter of the query, the rest of the sentence
    // in its own order.
    const queryAt = sentence!.indexOf(query!);
    const end = await drawnAt(sentence!.length - 1);
    for (let index = queryAt; index < queryAt + query!.length; index += 1) {
      if (/\s|\u202e/.test(sentence![index]!)) continue;
      expect(end, `${JSON.stringify(query)}: the end of the sentence after its letter ${index}`).toBeGreaterThan(
        await drawnAt(index),
      );
    }
  }
});

test("on a phone a pasted run of 80 characters finds nothing and its echo wraps", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pasted = "e3b0c44298fc1c149afbf4c8996fb924".repeat(3).slice(0, 80);
  await page.goto(`/search?q=${pasted}`);
  await expect(page.getByText(`No insights match “${pasted}”.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test("a pasted query of 3,000 characters is searched as its first 200, in the title, the field and the echo", async ({
  page,
}) => {
  const words = Array.from({ length: 400 }, (_, index) => `word${index}`).join(" ");
  await page.goto(`/search?q=${encodeURIComponent(words)}`);
  const searched = words.slice(0, 200).trim();
  await expect(page.getByRole("searchbox", { name: "Search insights" })).toHaveValue(searched);
  await expect(page).toHaveTitle(new RegExp(`^Search: \u2068${searched}\u2069`));
  expect((await page.title()).length).toBeLessThan(300);
  await expect(page.getByRole("searchbox", { name: "Search insights" })).toHaveAttribute("maxlength", "200");
});

test("a long text pasted into the header search is searched as its first 200 characters", async ({ page }) => {
  // 10,000 characters with typographic quotes and accents: past the 16 KB a request's address may have once encoded.
  const pasted = "Our CTO’s “platform” strategy — cloud, données, équipes; ".repeat(180).slice(0, 10_000);
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Open search" }).click();
  await page.getByRole("searchbox", { name: "Search insights" }).fill(pasted);
  await page.getByRole("searchbox", { name: "Search insights" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  await expect(page.getByRole("main").getByRole("searchbox", { name: "Search insights" })).toHaveValue(
    pasted.slice(0, 200).trim(),
  );
});

test("a page past the last page of results is a 404 that leads back to the first", async ({ page }) => {
  const response = await page.goto("/search?q=board&page=50");
  expect(response?.status()).toBe(404);
  await page.getByRole("link", { name: "Go to the first page" }).click();
  await expect(page).toHaveURL("/search?q=board");
});

test("never shows scheduled articles and survives hostile input", async ({ page }) => {
  await page.goto("/search?q=quantum");
  await expect(page.getByText(fixtureArticles.scheduled.title)).toHaveCount(0);
  const response = await page.goto(`/search?q=${encodeURIComponent("\" OR 1=1 -- NEAR( * : & ! ) '")}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the header's search icon leads to the search page, whose form works", async ({ page }) => {
    await page.goto("/all-articles");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL("/search");
    await page.getByRole("main").getByRole("searchbox").fill("finops");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/search?q=finops");
    await expect(page.getByRole("main").getByRole("link", { name: "FinOps Belongs on the CTO's Desk" })).toBeVisible();
  });
});
