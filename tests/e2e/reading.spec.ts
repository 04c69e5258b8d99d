import type { Page } from "@playwright/test";
import {
  announcementsOf,
  categories,
  demoArticleSlug,
  expect,
  expectNoA11yViolations,
  fixtureArticles,
  test,
  watchAnnouncements,
} from "../playwright-utils";

const latestGrid = (page: Page) =>
  page
    .getByRole("region", { name: "Latest Insights" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("article") });

test.describe("home", () => {
  test("shows the hero, the featured insight and the latest insights with filter pills", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured Insight" });
    // The newest featured published article; the scheduled (future) featured one never shows.
    await expect(featured.getByRole("link")).toHaveText("Buying Language Models by the Task, Not the Token");
    const pills = page.getByRole("navigation", { name: "Filter by category" }).getByRole("link");
    await expect(pills).toHaveText(["All", ...categories.map((category) => category.name)]);
    await expect(pills.first()).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "View all articles" })).toHaveAttribute("href", "/all-articles");
    await expect(page.getByText(fixtureArticles.scheduled.title)).toHaveCount(0);
  });

  test("enlarges the first card when more than three articles are listed", async ({ page }) => {
    await page.goto("/");
    const cards = latestGrid(page);
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first().getByRole("article")).toHaveAttribute("data-size", "large");
    await expect(cards.nth(1).getByRole("article")).toHaveAttribute("data-size", "default");
    const [first, second] = await Promise.all([cards.first().boundingBox(), cards.nth(1).boundingBox()]);
    expect(first!.width).toBeGreaterThan(second!.width * 1.8);
  });

  test("the enlarged first card shows its 16:9 banner whole or nearly, at every width it is enlarged", async ({
    page,
  }) => {
    for (const width of [768, 1023, 1024, 1100, 1279, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const banner = latestGrid(page).first().locator(".banner-slot img");
      const box = (await banner.boundingBox())!;
      // Cropped by object-fit: cover to the box it fills; a box near 16:9 keeps the banner's subject (a half-width
      // column beside the text was 0.85 to 1, a square or narrower).
      expect(box.width / box.height, `the banner's box at ${width}px`).toBeGreaterThan(1.4);
      expect(box.width / box.height, `the banner's box at ${width}px`).toBeLessThan(2.1);
    }
  });

  test("the featured insight shows its 16:9 banner whole or nearly, at every width", async ({ page }) => {
    // The category's featured insight has a longer title and summary than home's.
    for (const path of ["/", "/category/cybersecurity-risk"]) {
      for (const width of [1440, 1280, 1100, 1040, 1024, 900, 768, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const banner = page.getByRole("region", { name: "Featured Insight" }).locator(".banner-slot img");
        const box = (await banner.boundingBox())!;
        // Beside its text the banner is cropped to the text's height: in half the card it was 1.26 at 1024px.
        const where = `the banner's box on ${path} at ${width}px`;
        expect(box.width / box.height, where).toBeGreaterThan(1.4);
        expect(box.width / box.height, where).toBeLessThan(2.1);
      }
    }
  });

  test("a card shows where the keyboard focus is", async ({ page }) => {
    await page.goto("/");
    const card = latestGrid(page).nth(1).getByRole("article");
    await expect(card).toHaveCSS("outline-style", "none");
    await page.getByRole("link", { name: "View all articles" }).focus();
    // Keyboard focus moves through the pills to the cards.
    await card.getByRole("link").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(card.getByRole("link")).toBeFocused();
    await expect(card).toHaveCSS("outline-style", "solid");
    await expect(card).toHaveCSS("outline-width", "2px");
  });

  test("the rows of the grid are full, no card is stretched and every banner stays near 16:9, at two and three columns", async ({
    page,
  }) => {
    // Tech Operations & Delivery lists four cards: the enlarged one and a card across two columns, each beside a
    // narrow card.
    for (const path of ["/", "/category/tech-operations-delivery"]) {
      for (const width of [1440, 1280, 1100, 1040, 1024, 900, 768]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const grid = page
          .getByRole("region", { name: "Latest Insights" })
          .getByRole("list")
          .filter({ has: page.getByRole("article") });
        const gridBox = (await grid.boundingBox())!;
        const cards = await latestGrid(page).evaluateAll((items) =>
          items.map((item) => {
            const { x, y, width } = item.getBoundingClientRect();
            // The gap between a card's summary and its date line: titles of one to three lines make up to ~80px
            // of it; a short card stretched beside a tall one had ~160px, a wide card's text beside its banner ~190px.
            const [summary, meta] = [...item.querySelectorAll("article p")].slice(-2);
            const gap = meta!.getBoundingClientRect().top - summary!.getBoundingClientRect().bottom;
            const banner = item.querySelector(".banner-slot")!.getBoundingClientRect();
            return { x, y, width, gap, banner: banner.width / banner.height };
          }),
        );
        const rows = Map.groupBy(cards, (card) => Math.round(card.y));
        for (const [y, row] of rows) {
          const where = `the row at ${y}px on ${path}, ${width}px wide`;
          const right = Math.max(...row.map((card) => card.x + card.width));
          expect(Math.abs(right - (gridBox.x + gridBox.width)), where).toBeLessThan(2);
          for (const card of row) {
            expect(card.gap, `a card in ${where}`).toBeLessThan(120);
            // A wide card's banner beside its text, as tall as the row, was cropped to 0.76-0.85 (portrait).
            expect(card.banner, `a card's banner in ${where}`).toBeGreaterThan(1.35);
            expect(card.banner, `a card's banner in ${where}`).toBeLessThan(2.1);
          }
        }
      }
    }
  });

  test("does not enlarge the first card with three or fewer articles", async ({ page }) => {
    await page.goto("/category/digital-talent-teams");
    const cards = latestGrid(page);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (let index = 0; index < count; index += 1) {
      await expect(cards.nth(index).getByRole("article")).toHaveAttribute("data-size", "default");
    }
  });

  test("filters by category with the pills, and the category route preselects its pill", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "Cybersecurity & Risk" })
      .click();
    await expect(page).toHaveURL("/category/cybersecurity-risk");
    const pill = page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "Cybersecurity & Risk" });
    await expect(pill).toHaveAttribute("aria-current", "page");
    // Two articles: the newest is featured, the other is listed.
    await expect(page.getByRole("region", { name: "Featured Insight" }).getByRole("link")).toHaveText(
      "The Ransomware Tabletop Your Executive Team Keeps Postponing",
    );
    await expect(latestGrid(page)).toHaveCount(1);
    await expect(page.getByText("Filtered by Cybersecurity & Risk")).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("an unknown category slug shows the list with All selected", async ({ page }) => {
    await page.goto("/category/esg-reporting");
    await expect(
      page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "All" }),
    ).toHaveAttribute("aria-current", "page");
    expect(await latestGrid(page).count()).toBeGreaterThan(3);
  });

  test("a category whose only article is featured says there are no others and offers all articles", async ({
    page,
  }) => {
    await page.goto("/category/cto-reflections");
    await expect(page.getByRole("region", { name: "Featured Insight" }).getByRole("link")).toHaveText(
      "The First Ninety Days: Notes From a Second-Time CTO",
    );
    await expect(latestGrid(page)).toHaveCount(0);
    await expect(page.getByText("No other articles in this category yet.")).toBeVisible();
    await page.getByRole("link", { name: "View All Articles", exact: true }).click();
    await expect(page).toHaveURL("/all-articles");
  });

  test("the featured insight is not repeated in the list below it, on any page", async ({ page }) => {
    await page.goto("/");
    const featuredTitle = await page.getByRole("region", { name: "Featured Insight" }).getByRole("link").textContent();
    const listed = async () => latestGrid(page).getByRole("heading").allTextContents();
    expect(await listed()).not.toContain(featuredTitle);
    await page.getByRole("link", { name: "Older" }).click();
    // The next page opens at its list: from the top it would look like the page before.
    await expect(page).toHaveURL("/?page=2#latest-insights");
    await expect(page.getByRole("heading", { name: "Latest Insights" })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
    expect((await listed()).length).toBeGreaterThan(0);
    expect(await listed()).not.toContain(featuredTitle);
  });

  test("a category page leads with the category and features its own newest article", async ({ page }) => {
    await page.goto("/category/cloud-infrastructure");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cloud & Infrastructure");
    await expect(
      page.getByText("Platforms, cloud economics and the infrastructure that everything else runs on."),
    ).toBeVisible();
    // Not the home page's hero, nor the site-wide featured article (an AI piece).
    await expect(page.getByText("Clear thinking for the people who run technology.")).toHaveCount(0);
    const featured = page.getByRole("region", { name: "Featured Insight" });
    await expect(featured.getByRole("link")).toHaveText("FinOps Belongs on the CTO's Desk");
    await expect(featured).toContainText("Cloud & Infrastructure");
    await expect(latestGrid(page).getByRole("heading")).toHaveText([fixtureArticles.faqEdgeCases.title]);
    await expectNoA11yViolations(page);
  });

  test("the home newsletter block subscribes", async ({ page }) => {
    await page.goto("/");
    const block = page.getByRole("region", { name: "Stay ahead of the curve" });
    await block.getByRole("textbox", { name: "Email address" }).fill(`home.${Date.now()}@example.com`);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  });
});

test("all articles are paginated", async ({ page }) => {
  await page.goto("/all-articles");
  await expect(page.getByText("13 articles for technology leaders, newest first.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
  await page.getByRole("link", { name: "Older" }).click();
  await expect(page).toHaveURL("/all-articles?page=2");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
});

test("a page link that leaves with its page hands the keyboard to where the new page starts", async ({ page }) => {
  // The last page has no Older link: the one followed is gone, and focus fell to the top of the document.
  await page.goto("/all-articles");
  await page.getByRole("link", { name: "Older" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/all-articles?page=2");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  // A list below other content opens at its heading, and starts the keyboard there.
  await page.goto("/");
  await page.getByRole("link", { name: "Older" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/?page=2#latest-insights");
  await expect(page.getByRole("heading", { name: "Latest Insights" })).toBeFocused();
});

test.describe("article page", () => {
  test("shows the article's parts in order", async ({ page }) => {
    await page.goto(`/article/${demoArticleSlug}`);
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByTestId("article-categories")).toHaveText("Tech Operations & Delivery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DORA Metrics Without the Theatre");
    const byline = page.getByRole("main").locator("header");
    await expect(byline).toContainText("By Tomas Lindqvist");
    await expect(byline).toContainText("Jun 20, 2024");
    await expect(byline).toContainText("3 MIN READ");
    await expect(page.getByRole("main").locator("img").first()).toHaveAttribute(
      "src",
      "/images/banners/tech-operations-delivery.svg",
    );
    await expect(page.getByRole("heading", { name: "Why the numbers get gamed" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Tags" }).getByRole("listitem")).toContainText(["DORA Metrics"]);
    // The spec's order: byline, banner image, share buttons and 'Hire a CTO', then the text.
    const order = await page.getByRole("main").evaluate((main) => {
      const parts = {
        byline: main.querySelector("header time"),
        banner: main.querySelector("img"),
        share: main.querySelector('[aria-label="Share this article"]'),
        body: main.querySelector(".article-body"),
      };
      return Object.entries(parts)
        .sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map(([name]) => name);
    });
    expect(order).toEqual(["byline", "banner", "share", "body"]);
    await expectNoA11yViolations(page);
  });

  test("joins several categories with ' / '", async ({ page }) => {
    await page.goto("/article/buying-language-models-by-the-task-not-the-token");
    await expect(page.getByTestId("article-categories")).toHaveText("AI, Data & Emerging Tech / Ecosystem & Partners");
  });

  test("hides incomplete FAQ entries and truncates long questions at 50 characters", async ({ page }) => {
    await page.goto(`/article/${fixtureArticles.faqEdgeCases.slug}`);
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(2);
    await expect(questions.first()).toHaveText("How should a platform team justify its budget to t...");
    await expect(questions.nth(1)).toHaveText("Who owns the platform budget?");
    // A closed answer is in the page, hidden until its question is opened.
    const answer = faq.getByText("The platform's product owner.");
    await expect(answer).toBeAttached();
    await expect(answer).toBeHidden();
    await questions.nth(1).click();
    await expect(answer).toBeVisible();
    await expect(page.getByText("An answer without a question.")).toHaveCount(0);
    await expect(page.getByText("A question without an answer?")).toHaveCount(0);
  });

  test("a code block, a long link or a table in the article or its FAQ stays within a phone's width", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/article/${fixtureArticles.faqEdgeCases.slug}`);
    await expect(page.getByText("SELECT team_tag")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // An opened answer with a long link, too.
    await page.getByRole("button", { name: /^How should a platform team/ }).click();
    await expect(page.getByText("A template: https://example.com/finops/")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // A table's cells are set apart, not run together as one line of text.
    const cell = page.getByRole("cell", { name: "cost_allocation_tag_compliance_percentage" });
    await expect(cell).toHaveCSS("padding-left", "12px");
    await expect(cell).toHaveCSS("border-bottom-style", "solid");
  });

  test("code in a sentence is set apart from the text like a code block, a code block's code not boxed twice", async ({
    page,
  }) => {
    await page.goto(`/article/${fixtureArticles.faqEdgeCases.slug}`);
    const inline = page.locator(".article-body p code", { hasText: "team_tag" });
    const block = page.locator(".article-body pre");
    const blockBackground = await block.evaluate((pre) => getComputedStyle(pre).backgroundColor);
    await expect(inline).toHaveCSS("background-color", blockBackground);
    expect(await inline.evaluate((code) => parseFloat(getComputedStyle(code).paddingLeft))).toBeGreaterThan(0);
    expect(await inline.evaluate((code) => parseFloat(getComputedStyle(code).borderTopLeftRadius))).toBeGreaterThan(0);
    // Smaller than the text around it: a monospace face runs wider than the body's at the same size.
    const sizes = await inline.evaluate((code) =>
      [code, code.parentElement!].map((el) => getComputedStyle(el).fontSize),
    );
    expect(parseFloat(sizes[0]!)).toBeLessThan(parseFloat(sizes[1]!));
    const blockCode = block.locator("code");
    await expect(blockCode).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(blockCode).toHaveCSS("padding-left", "0px");
    await expectNoA11yViolations(page);
  });

  test("a section break in the article is a hairline in the colour of the page's other rules", async ({ page }) => {
    await page.goto(`/article/${fixtureArticles.faqEdgeCases.slug}`);
    const rule = page.locator(".article-body hr");
    const hairline = await page
      .getByRole("table")
      .getByRole("cell")
      .first()
      .evaluate((cell) => getComputedStyle(cell).borderBottomColor);
    await expect(rule).toHaveCSS("border-top-color", hairline);
    await expect(rule).toHaveCSS("border-top-width", "1px");
  });

  test("without JavaScript every FAQ answer shows", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/article/${fixtureArticles.faqEdgeCases.slug}`);
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await expect(faq.getByText("The platform's product owner.")).toBeVisible();
    // The long question whole, above its answer.
    await expect(
      faq.getByText("How should a platform team justify its budget to the executive committee each year?"),
    ).toBeVisible();
    await expect(faq.getByText("With outcomes.")).toBeVisible();
    // Nothing that cannot work without the script is offered: no chevrons to open answers, no Share button.
    await expect(faq.locator("[data-faq-chevron]").first()).toBeHidden();
    const share = page.getByRole("group", { name: "Share this article" });
    await expect(share.getByRole("link")).toHaveText(["LinkedIn (opens in a new tab)", "Email"]);
    await expect(share.getByRole("button")).toHaveCount(0);
    await context.close();
  });

  test("lists up to three related articles that share a category", async ({ page }) => {
    await page.goto("/article/retiring-the-monolith-without-a-big-bang-rewrite");
    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("article");
    await expect(related).toHaveCount(3);
    const titles = await related.getByRole("heading").allTextContents();
    expect(titles).not.toContain("Retiring the Monolith Without a Big-Bang Rewrite");
    await related.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/article\//);
  });

  test("the related articles fill their rows at two and three columns, each banner near 16:9", async ({ page }) => {
    for (const width of [1280, 1040, 900, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/article/retiring-the-monolith-without-a-big-bang-rewrite");
      const region = page.getByRole("region", { name: "Related Articles" });
      const listBox = (await region.getByRole("list").boundingBox())!;
      const cards = await region.getByRole("listitem").evaluateAll((items) =>
        items.map((item) => {
          const { x, y, width } = item.getBoundingClientRect();
          const banner = item.querySelector(".banner-slot")!.getBoundingClientRect();
          return { x, y, width, banner: banner.width / banner.height };
        }),
      );
      expect(cards).toHaveLength(3);
      // In two columns the third card stood alone beside an empty half of its row.
      for (const [y, row] of Map.groupBy(cards, (card) => Math.round(card.y))) {
        const right = Math.max(...row.map((card) => card.x + card.width));
        expect(Math.abs(right - (listBox.x + listBox.width)), `the row at ${y}px, ${width}px wide`).toBeLessThan(2);
      }
      for (const card of cards) {
        // The card across the row sets its banner beside its text, as tall as the text: 1.26 beside a title of three
        // lines at 768px. A landscape still, not the square or portrait a half-width banner can be cropped to.
        expect(card.banner, `a banner at ${width}px`).toBeGreaterThan(1.2);
        expect(card.banner, `a banner at ${width}px`).toBeLessThan(2.1);
      }
    }
  });

  test("shares to the professional network, by email, and by copying the link", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/article/${demoArticleSlug}`);
    const url = `${baseURL}/article/${demoArticleSlug}`;
    const share = page.getByRole("group", { name: "Share this article" });
    const linkedIn = share.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedIn).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    const mail = new URL((await share.getByRole("link", { name: "Email" }).getAttribute("href"))!);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("DORA Metrics Without the Theatre");
    expect(mail.searchParams.get("body")).toContain(url);
    expect(mail.searchParams.get("body")).toContain("The four DORA delivery metrics");

    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await share.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => alerts).toEqual(["Article link copied to clipboard!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test("without the Clipboard API (a page served over http) the link is still copied, or offered to copy", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/article/${demoArticleSlug}`);
    const url = `${baseURL}/article/${demoArticleSlug}`;
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()} ${dialog.defaultValue()}`.trim());
      void dialog.accept();
    });
    const clipboard = await page.evaluate(() => {
      const api = navigator.clipboard;
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
      return typeof api;
    });
    expect(clipboard).toBe("object");
    const share = page.getByRole("group", { name: "Share this article" }).getByRole("button", { name: "Share" });
    await share.click();
    await expect.poll(() => dialogs).toEqual(["alert: Article link copied to clipboard!"]);
    // The page's own clipboard, read past the API hidden above: the copy command put the link there.
    const copied = await page.evaluate(() =>
      (Object.getOwnPropertyDescriptor(Navigator.prototype, "clipboard")!.get!.call(navigator) as Clipboard).readText(),
    );
    expect(copied).toBe(url);

    await page.evaluate(() => {
      document.execCommand = () => false;
    });
    await share.click();
    await expect.poll(() => dialogs.at(-1)).toBe(`prompt: Copy this link to share the article: ${url}`);
  });

  test("the native share sheet is used when the device has one", async ({ page }) => {
    await page.goto(`/article/${demoArticleSlug}`);
    await page.evaluate(() => {
      const shared: unknown[] = [];
      Object.defineProperty(navigator, "share", {
        value: async (data: unknown) => void shared.push(data),
        configurable: true,
      });
      (window as unknown as { shared: unknown[] }).shared = shared;
    });
    await page.getByRole("group", { name: "Share this article" }).getByRole("button", { name: "Share" }).click();
    const shared = await page.evaluate(
      () => (window as unknown as { shared: { title: string; url: string }[] }).shared,
    );
    expect(shared).toEqual([expect.objectContaining({ title: "DORA Metrics Without the Theatre" })]);
  });

  test("'Hire a CTO' opens the sales conversation", async ({ page }) => {
    await page.goto(`/article/${demoArticleSlug}`);
    await page.getByRole("main").getByRole("button", { name: "Hire a CTO" }).click();
    const dialog = page.getByRole("dialog", { name: "Hire a CTO" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("chat-step")).toHaveText("1 of 5");
    await dialog.getByRole("button", { name: "Close chat" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("the loading status is announced: its live region is on the page before it says what is loading", async ({
    page,
  }) => {
    await watchAnnouncements(page, "Loading article...");
    await page.goto("/");
    // The article's data is held until the test has seen the status, however slow the machine is.
    let held = () => {};
    const dataHeld = new Promise<void>((resolve) => (held = resolve));
    const releases: (() => void)[] = [];
    let holding = true;
    await page.route(/\.data/, async (route) => {
      if (holding) {
        const released = new Promise<void>((resolve) => releases.push(resolve));
        held();
        await released;
      }
      await route.continue();
    });
    await page.getByRole("region", { name: "Featured Insight" }).getByRole("link").click();
    await dataHeld;
    await expect(page.getByText("Loading article...")).toBeVisible();
    const { said, messageFrame, regionFrame } = await announcementsOf(page);
    holding = false;
    for (const release of releases) release();
    expect(said).toBe(1);
    // At least one whole frame with the region in it, empty, before the message.
    expect(messageFrame).toBeGreaterThanOrEqual(regionFrame + 2);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Buying Language Models by the Task, Not the Token",
    );
  });

  test("a scheduled article is hidden from the public", async ({ page, request }) => {
    const response = await page.goto(`/article/${fixtureArticles.scheduled.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(fixtureArticles.scheduled.slug);
    const feed = await (await request.get("/rss.xml")).text();
    expect(feed).not.toContain(fixtureArticles.scheduled.slug);
    await page.goto("/category/cto-reflections");
    await expect(page.getByText(fixtureArticles.scheduled.title)).toHaveCount(0);
  });

  test("client navigation says what it is loading", async ({ page }) => {
    await page.goto("/");
    // Data requests wait until the test has seen the loading status, however slow the machine is. The gate is
    // opened rather than each request let go: on a slow machine the request can come after the status, once the
    // next page's code has loaded.
    let open = () => {};
    let gate = Promise.resolve();
    const hold = () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    };
    await page.route(/\.data/, async (route) => {
      await gate;
      await route.continue();
    });
    hold();
    await page.getByRole("region", { name: "Featured Insight" }).getByRole("link").click();
    await expect(page.getByText("Loading article...")).toBeVisible();
    open();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Buying Language Models by the Task, Not the Token",
    );
    hold();
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page.getByText("Loading insights...")).toBeVisible();
    open();
    await expect(page.getByRole("region", { name: "Featured Insight" })).toBeVisible();
  });
});
