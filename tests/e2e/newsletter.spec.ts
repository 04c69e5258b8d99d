import { queryTestDatabase } from "../e2e-server-state";
import { expect, test, uniqueEmail } from "../playwright-utils";

test("subscribing from the footer shows the success toast", async ({ page }) => {
  await page.goto("/privacy-policy");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(`  Reader.${Date.now()}@Example.com `);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Success!")).toBeVisible();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  await expect(footer.getByRole("textbox", { name: "Email address" })).toHaveValue("");
  await expect(page).toHaveURL("/privacy-policy");
});

test("a blank newsletter email is ignored", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const input = footer.getByRole("textbox", { name: "Email address" });
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/newsletter")) requests.push(request.url());
  });
  await input.fill("   ");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  // A real subscription right after: its answer comes after anything the blank one could have caused.
  await input.fill(`after.blank.${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toHaveCount(1);
  await expect(page.getByText("Subscription failed")).toHaveCount(0);
  expect(requests, "only the real subscription reached the server").toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form subscribes and the page says so", async ({ page }) => {
    await page.goto("/terms-of-service");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill(`nojs.${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/terms-of-service");
    await expect(page.getByRole("status")).toContainText("Thank you for subscribing to our newsletter!");
    // The message can be put away, on a phone where it covers the page's title too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('label[for="dismiss-status"]').click();
    await expect(page.getByRole("status")).toBeHidden();
  });
});

test("the home block and the footer subscribe the same address once", async ({ page }) => {
  const email = uniqueEmail("twice");
  await page.goto("/");
  const home = page.getByRole("region", { name: "Stay ahead of the curve" });
  await home.getByRole("textbox", { name: "Email address" }).fill(email);
  await home.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toHaveCount(1);
  await expect(home.getByRole("textbox", { name: "Email address" })).toHaveValue("");

  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(`  ${email.toUpperCase()} `);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toHaveCount(2);
  await expect(page.getByText("Subscription failed")).toHaveCount(0);

  const rows = await queryTestDatabase<{ email: string }>(
    `select email from newsletter_subscribers where lower(email) = '${email.toLowerCase()}'`,
  );
  expect(rows).toEqual([{ email: email.toLowerCase() }]);
});

test("'Get the newsletter' brings the home block's heading into view below the sticky header", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    await page.getByRole("link", { name: "Get the newsletter" }).click();
    await expect(page).toHaveURL(/#newsletter$/);
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
    const heading = page.getByRole("heading", { name: "Stay ahead of the curve" });
    await expect(heading).toBeInViewport();
    const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(headingTop, `at ${width} px`).toBeGreaterThanOrEqual(headerBottom);
  }
});
