import { XMLParser } from "fast-xml-parser";
import type { Page } from "@playwright/test";
import { demoArticleSlug, expect, test } from "../playwright-utils";

function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(1, 4).toString()).toBe("PNG");
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test("an article page has its title, description, canonical, Open Graph and Twitter tags", async ({
  page,
  baseURL,
  request,
}) => {
  await page.goto(`/article/${demoArticleSlug}`);
  const url = `${baseURL}/article/${demoArticleSlug}`;
  await expect(page).toHaveTitle("DORA Metrics Without the Theatre | CTO Function");
  const meta = (selector: string) => page.locator(`meta[${selector}]`);
  await expect(meta('name="description"')).toHaveAttribute("content", /^The four DORA delivery metrics/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  await expect(meta('property="og:url"')).toHaveAttribute("content", url);
  await expect(meta('property="og:type"')).toHaveAttribute("content", "article");
  await expect(meta('property="og:title"')).toHaveAttribute(
    "content",
    "DORA Metrics Without the Theatre | CTO Function",
  );
  await expect(meta('property="og:locale"')).toHaveAttribute("content", "en_US");
  await expect(meta('name="twitter:card"')).toHaveAttribute("content", "summary_large_image");
  await expect(meta('property="og:image:width"')).toHaveAttribute("content", "1200");
  await expect(meta('property="og:image:height"')).toHaveAttribute("content", "630");
  const image = await meta('property="og:image"').getAttribute("content");
  expect(image).toBe(`${baseURL}/og/${demoArticleSlug}.png`);

  const png = await request.get(image!);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
});

test("a summary longer than search results show is cut at a word in the page's description, not on the page", async ({
  page,
}) => {
  await page.goto(`/article/${demoArticleSlug}`);
  const summary = (await page
    .getByRole("main")
    .getByText(/^The four DORA delivery metrics/)
    .textContent())!;
  expect(summary.length, "the demo article's summary").toBeGreaterThan(160);
  const description = (await page.locator('meta[name="description"]').getAttribute("content"))!;
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description).toMatch(/\w…$/);
  const kept = description.slice(0, -1);
  expect(summary.startsWith(kept)).toBe(true);
  // Cut between words: the summary goes on with a space, the description ends on a whole word.
  expect(summary[kept.length]).toBe(" ");
  expect(summary.length - kept.length, "cut near the limit, not at the first space").toBeLessThan(40);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
  await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute("content", description);
});

test("an article page describes itself in JSON-LD: Article, FAQPage and BreadcrumbList", async ({ page, baseURL }) => {
  await page.goto(`/article/${demoArticleSlug}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
  const byType = Object.fromEntries(data.map((item) => [item["@type"], item]));
  expect(Object.keys(byType).sort()).toEqual(["Article", "BreadcrumbList", "FAQPage"]);
  expect(byType.Article).toMatchObject({
    headline: "DORA Metrics Without the Theatre",
    datePublished: "2024-06-20T09:00:00.000Z",
    author: [{ "@type": "Person", name: "Tomas Lindqvist" }],
    mainEntityOfPage: { "@id": `${baseURL}/article/${demoArticleSlug}` },
  });
  expect((byType.FAQPage as { mainEntity: unknown[] }).mainEntity.length).toBeGreaterThan(0);
  expect(byType.BreadcrumbList).toMatchObject({
    itemListElement: [
      { position: 1, name: "Home", item: `${baseURL}/` },
      { position: 2, name: "Tech Operations & Delivery", item: `${baseURL}/category/tech-operations-delivery` },
      { position: 3, name: "DORA Metrics Without the Theatre" },
    ],
  });
});

test("other pages share the site card", async ({ page, baseURL, request }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("CTO Function");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
  const description = (await page.locator('meta[name="description"]').getAttribute("content"))!;
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description).not.toMatch(/…$/);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toBe(`${baseURL}/og/site.png`);
  expect(pngSize(await (await request.get(image!)).body())).toEqual({ width: 1200, height: 630 });
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
});

test("the home page names the site and its publisher in JSON-LD: WebSite and Organization", async ({
  page,
  baseURL,
  request,
}) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
  const byType = Object.fromEntries(data.map((item) => [item["@type"], item]));
  expect(Object.keys(byType).sort()).toEqual(["Organization", "WebSite"]);
  const organization = { "@id": `${baseURL}/#organization` };
  expect(byType.WebSite).toMatchObject({ name: "CTO Function", url: `${baseURL}/`, publisher: organization });
  expect(byType.Organization).toMatchObject({ ...organization, name: "CTO Function", url: `${baseURL}/` });
  const logo = (byType.Organization as { logo: { url: string } }).logo.url;
  expect(logo).toBe(`${baseURL}/favicon.svg`);
  expect((await request.get(logo)).status()).toBe(200);
});

test("the sitemap lists the pages with the spec's frequencies and priorities", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const parsed = new XMLParser().parse(await response.text()) as {
    urlset: { url: { loc: string; changefreq: string; priority: number; lastmod?: string }[] };
  };
  const byLoc = new Map(parsed.urlset.url.map((entry) => [entry.loc, entry]));
  expect(byLoc.get(`${baseURL}/`)).toMatchObject({ changefreq: "daily", priority: 1 });
  expect(byLoc.get(`${baseURL}/library`)).toMatchObject({ changefreq: "weekly", priority: 0.8 });
  expect(byLoc.get(`${baseURL}/privacy-policy`)).toMatchObject({ changefreq: "monthly", priority: 0.5 });
  expect(byLoc.get(`${baseURL}/terms-of-service`)).toMatchObject({ changefreq: "monthly", priority: 0.5 });
  const article = byLoc.get(`${baseURL}/article/${demoArticleSlug}`);
  expect(article).toMatchObject({ changefreq: "weekly", priority: 0.8 });
  expect(Date.parse(article!.lastmod!)).not.toBeNaN();
  expect(parsed.urlset.url.filter((entry) => entry.loc.includes("/article/"))).toHaveLength(13);
});

test("robots.txt points to the sitemap", async ({ request, baseURL }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain("Disallow: /admin");
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the RSS feed is valid RSS 2.0 with the latest articles", async ({ request, baseURL }) => {
  const response = await request.get("/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(await response.text()) as {
    rss: { "@_version": string; channel: { title: string; item: { title: string; link: string; pubDate: string }[] } };
  };
  expect(parsed.rss["@_version"]).toBe("2.0");
  expect(parsed.rss.channel.title).toBe("CTO Function");
  const items = parsed.rss.channel.item;
  expect(items).toHaveLength(13);
  expect(items[0]!.title).toBe("Buying Language Models by the Task, Not the Token");
  expect(items[0]!.link).toBe(`${baseURL}/article/buying-language-models-by-the-task-not-the-token`);
  const dates = items.map((item) => Date.parse(item.pubDate));
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
});

test.describe("list pages", () => {
  const canonical = (page: Page) => page.locator('link[rel="canonical"]');
  const robots = (page: Page) => page.locator('meta[name="robots"]');

  test("each page of a list is its own canonical and is indexable", async ({ page, baseURL }) => {
    for (const path of ["/", "/?page=2", "/all-articles", "/all-articles?page=2", "/category/cloud-infrastructure"]) {
      await page.goto(path);
      await expect(canonical(page), path).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(robots(page), path).toHaveCount(0);
    }
    await page.goto("/?page=2");
    await expect(page).toHaveTitle("Latest Insights (page 2) | CTO Function");
  });

  const outOfRange = [
    { path: "/?page=99", firstPage: "/" },
    { path: "/all-articles?page=99", firstPage: "/all-articles" },
    { path: "/category/cloud-infrastructure?page=3", firstPage: "/category/cloud-infrastructure" },
  ];
  for (const { path, firstPage } of outOfRange) {
    test(`${path} is past the last page: 404, not indexed, with a way back to the first page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(robots(page)).toHaveAttribute("content", "noindex, follow");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page.getByText(/articles for technology leaders|No articles/)).toHaveCount(0);
      await page.getByRole("link", { name: "Go to the first page" }).click();
      await expect(page).toHaveURL(firstPage);
    });
  }

  test("an unknown category and the footer's quick links point search engines home", async ({ page, baseURL }) => {
    for (const path of [
      "/category/nope",
      "/category/capital-strategy",
      "/category/risk-compliance",
      "/category/finance-transformation",
      "/category/esg-reporting",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(canonical(page), path).toHaveAttribute("href", `${baseURL}/`);
      await expect(robots(page), path).toHaveAttribute("content", "noindex, follow");
    }
  });

  test("a differently-cased article address moves permanently to its lowercase one", async ({ request }) => {
    for (const path of [`/Article/${demoArticleSlug}`, `/article/${demoArticleSlug.toUpperCase()}`]) {
      const response = await request.get(`${path}?ref=mail`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"], path).toBe(`/article/${demoArticleSlug}?ref=mail`);
    }
    expect((await request.get("/article/NO-SUCH-ARTICLE")).status()).toBe(404);
  });

  test("a differently-cased category address moves permanently to its lowercase one", async ({ request }) => {
    for (const path of ["/Category/Cloud-Infrastructure", "/category/CLOUD-INFRASTRUCTURE"]) {
      const response = await request.get(`${path}?page=1`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()["location"], path).toBe("/category/cloud-infrastructure?page=1");
    }
  });
});
