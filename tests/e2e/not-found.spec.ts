import { expect, test } from "../playwright-utils";

test("an unknown path shows the 404 page with a way home, and logs the path in the console", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") logged.push(message.text());
  });
  const response = await page.goto("/this/path/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect.poll(() => logged).toContain("404: no page at /this/path/does-not-exist");
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Latest Insights" })).toBeVisible();
});

test("a missing article answers 404 with the article screen", async ({ page }) => {
  const response = await page.goto("/article/not-a-real-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});
