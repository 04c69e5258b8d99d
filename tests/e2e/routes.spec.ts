import { demoArticleSlug, expect, expectNoA11yViolations, test } from "../playwright-utils";

/** Every route in the spec's table answers with the right status and heading, and passes axe. */
const pages = [
  { path: "/", status: 200, heading: "Clear thinking for the people who run technology." },
  { path: "/category/cloud-infrastructure", status: 200, heading: "Cloud & Infrastructure" },
  { path: "/category/capital-strategy", status: 200, heading: "Clear thinking for the people who run technology." },
  { path: `/article/${demoArticleSlug}`, status: 200, heading: "DORA Metrics Without the Theatre" },
  { path: "/all-articles", status: 200, heading: "All Insights" },
  { path: "/signin", status: 200, heading: "Log In To Your Account" },
  { path: "/signup", status: 200, heading: "Create Your Account" },
  { path: "/forgot-password", status: 200, heading: "Reset Your Password" },
  { path: "/reset-password", status: 200, heading: "Link Expired" },
  { path: "/search?q=cloud", status: 200, heading: "Search" },
  { path: "/all-articles?page=9", status: 404, heading: "Oops! Page not found" },
  { path: "/privacy-policy", status: 200, heading: "Privacy Policy" },
  { path: "/terms-of-service", status: 200, heading: "Terms of Service" },
  { path: "/no-such-page", status: 404, heading: "Oops! Page not found" },
  { path: "/article/no-such-article", status: 404, heading: "Article Not Found" },
];

for (const { path, status, heading } of pages) {
  test(`${path} answers ${status} with its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoA11yViolations(page);
  });
}

const protectedPaths = ["/admin", "/admin/leads", "/admin/logs", `/admin/articles/edit/${demoArticleSlug}`, "/library"];

for (const path of protectedPaths) {
  test(`${path} sends signed-out visitors to sign in and remembers the way back`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`/signin?redirectTo=${encodeURIComponent(path)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log In To Your Account");
  });
}

test("the sitemap is XML listing the site's pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const body = await response.text();
  expect(body).toContain("<urlset");
  expect(body).toContain(`/article/${demoArticleSlug}</loc>`);
});

test("the health check reports a reachable database and a usable object store", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  // The store is checked a moment after the server starts.
  await expect.poll(async () => (await request.get("/healthz")).json()).toEqual({ status: "ok", storage: "ok" });
});

test("pages carry security headers and hashed assets are cached for a year", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-powered-by"]).toBeUndefined();

  const assetPath = (await response.text()).match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(assetPath).toBeTruthy();
  const asset = await request.get(assetPath!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
  expect(asset.headers()["cache-control"]).toContain("immutable");
});
