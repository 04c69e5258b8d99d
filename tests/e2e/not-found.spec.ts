import type { Locator } from "@playwright/test";
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

/** How many words share the last line of a paragraph of plain text. */
function wordsOnLastLine(paragraph: Locator): Promise<number> {
  return paragraph.evaluate((element) => {
    const text = element.firstChild!;
    const range = document.createRange();
    const tops = [...text.textContent!.matchAll(/\S+/g)].map((word) => {
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      return Math.round(range.getBoundingClientRect().top);
    });
    return tops.filter((top) => top === tops.at(-1)).length;
  });
}

test("short texts never end on a word alone ('…has / moved.'), from a phone to a wide screen", async ({ page }) => {
  const texts = [
    { path: "/no-such-page", text: /does not exist or has moved\.$/ },
    { path: "/contact", text: /what your business needs\.$/ },
  ];
  for (const { path, text } of texts) {
    await page.goto(path);
    const paragraph = page.getByText(text);
    for (let width = 320; width <= 1280; width += 10) {
      await page.setViewportSize({ width, height: 800 });
      expect(await wordsOnLastLine(paragraph), `${path} at ${width} px`).toBeGreaterThan(1);
    }
  }
});
