import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

export const categories = [
  { name: "Tech Strategy & Architecture", slug: "tech-strategy-architecture" },
  { name: "Digital Talent & Teams", slug: "digital-talent-teams" },
  { name: "AI, Data & Emerging Tech", slug: "ai-data-emerging-tech" },
  { name: "Tech Operations & Delivery", slug: "tech-operations-delivery" },
  { name: "Cloud & Infrastructure", slug: "cloud-infrastructure" },
  { name: "Cybersecurity & Risk", slug: "cybersecurity-risk" },
  { name: "Product & Customer Technology", slug: "product-customer-technology" },
  { name: "Ecosystem & Partners", slug: "ecosystem-partners" },
  { name: "CTO Reflections", slug: "cto-reflections" },
];

/** A demo article that the seed always provides. */
export const demoArticleSlug = "dora-metrics-without-the-theatre";

/** WCAG 2.2 AA, the level the product promises. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, "accessibility violations").toEqual([]);
}

/** Fails the test on any console error, CSP violations included. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
