import { expect, test } from "../playwright-utils";

const legalPages = [
  { path: "/privacy-policy", title: "Privacy Policy", email: "privacy@ctofunction.com" },
  { path: "/terms-of-service", title: "Terms of Service", email: "legal@ctofunction.com" },
];

for (const legal of legalPages) {
  test(`${legal.title} has its title, canonical link, date and contact section`, async ({ page, baseURL }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(`${legal.title} | CTO Function`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${legal.path}`);
    await expect(page.getByText("Last updated: January 2024")).toBeVisible();
    const contact = page.getByRole("region", { name: /Contact us/ });
    await expect(contact.getByRole("link", { name: legal.email })).toHaveAttribute("href", `mailto:${legal.email}`);
    await expect(contact.locator("address")).toContainText("London EC2M 7EA");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}
