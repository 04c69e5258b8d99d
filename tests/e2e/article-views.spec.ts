import { queryTestDatabase } from "../e2e-server-state";
import { expect, fixtureArticles, test } from "../playwright-utils";

async function storedViews(slug: string): Promise<number> {
  const [row] = await queryTestDatabase<{ views: number | string }>(
    `SELECT COALESCE(SUM(v.views), 0) AS views FROM page_views v JOIN articles a ON a.id = v.article_id WHERE a.slug = '${slug}'`,
  );
  return Number(row!.views);
}

test("an article view is counted once per page load, not again when the page revalidates", async ({ page }) => {
  const slug = fixtureArticles.faqEdgeCases.slug;
  const before = await storedViews(slug);
  const reports: string[] = [];
  const revalidations: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/views")) reports.push(request.postData() ?? "");
    if (request.url().includes(`/article/${slug}.data`)) revalidations.push(request.url());
  });

  await page.goto(`/article/${slug}`);
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]).toBe(`slug=${slug}`);

  // A form on the page (the footer newsletter) makes the article's loader run again.
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(`views.${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  await expect.poll(() => revalidations.length).toBeGreaterThan(0);
  expect(reports, "no second report after revalidating").toHaveLength(1);

  // The batch reaches the database within the flush interval.
  await expect.poll(() => storedViews(slug), { timeout: 15_000 }).toBeGreaterThan(before);
});
