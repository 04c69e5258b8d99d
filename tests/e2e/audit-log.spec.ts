import type { Locator, Page } from "@playwright/test";
import { queryTestDatabase } from "../e2e-server-state";
import {
  accounts,
  expect,
  expectNoA11yViolations,
  signInAs,
  submitLeads,
  test,
  uniqueEmail,
} from "../playwright-utils";

const ipAddress = /^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-f:.]+$/i;

async function filterLog(page: Page, filter: { action?: string; email?: string }) {
  await page.goto("/admin/logs");
  if (filter.action) await page.getByLabel("Action").selectOption(filter.action);
  if (filter.email) await page.getByRole("searchbox", { name: "Email" }).fill(filter.email);
  await page.getByRole("button", { name: "Filter" }).click();
  // Read the rows only once the filtered page has replaced the unfiltered one.
  if (filter.action)
    await expect(page).toHaveURL(new RegExp(`action=${encodeURIComponent(filter.action).replaceAll("%20", "\\+")}`));
  if (filter.email) await expect(page).toHaveURL(/email=/);
}

function logRows(page: Page): Locator {
  return page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
}

test("each audited action shows the acting user's email, the action and the client address", async ({
  page,
  browser,
}) => {
  // Two sessions, five filtered pages and an axe check: a long journey.
  test.setTimeout(60_000);
  // A failed sign-in, under an address no one else uses.
  const stranger = uniqueEmail("guesser");
  const failed = await page.request.post("/signin", { form: { email: stranger, password: "not-the-password" } });
  expect(failed.status()).toBe(401);

  // A second admin session that views the leads and signs out.
  const other = await browser.newContext();
  await signInAs(other.request, accounts.admin);
  const otherPage = await other.newPage();
  await otherPage.goto("/admin/leads");
  await otherPage.getByRole("button", { name: "Sign Out" }).click();
  await expect(otherPage.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await other.close();

  await signInAs(page.request, accounts.admin);
  await filterLog(page, { email: stranger });
  await expect(page).toHaveURL(/email=/);
  await expect(page.getByTestId("entry-count")).toHaveText(/^1\b/);
  const failedRow = logRows(page);
  await expect(failedRow).toHaveCount(1);
  await expect(failedRow.getByRole("cell").nth(0)).toContainText(stranger);
  await expect(failedRow.getByRole("cell").nth(1)).toHaveText("Failed Sign-In");
  await expect(failedRow.getByRole("cell").nth(3)).toHaveText(ipAddress);

  for (const [action, badge] of [
    ["Logged In", "Login"],
    ["Viewed Leads", "View"],
    ["Logged Out", "Logged Out"],
  ] as const) {
    await filterLog(page, { action, email: accounts.admin.email });
    const newest = logRows(page).first();
    await expect(newest.getByRole("cell").nth(0), action).toContainText(accounts.admin.email);
    await expect(newest.getByRole("cell").nth(1), action).toHaveText(badge);
    await expect(newest.getByRole("cell").nth(3), action).toHaveText(ipAddress);
    for (const cell of await logRows(page).locator("td:nth-child(2)").allInnerTexts()) expect(cell).toBe(badge);
  }
  await expectNoA11yViolations(page);
});

test("a non-admin reads nothing of the audit log", async ({ page }) => {
  await signInAs(page.request, accounts.member);
  const response = await page.goto("/admin/logs");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access admin logs.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Admin" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const data = await page.request.get("/admin/logs.data");
  expect(data.status()).toBe(403);
  expect(await data.text()).not.toContain(accounts.admin.email);
});

test.describe("in the reader's time zone", () => {
  test.use({ locale: "en-US", timezoneId: "Asia/Kolkata" });

  test("the dashboard's last activity and the log's timestamps read in local time once the page has loaded", async ({
    page,
  }) => {
    const inKolkata = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
    });
    const expectLocal = async (time: Locator) => {
      const iso = await time.getAttribute("datetime");
      await expect(time).toHaveText(inKolkata.format(new Date(iso!)));
    };
    await signInAs(page.request, accounts.admin);
    await page.goto("/admin");
    await expectLocal(page.getByRole("region", { name: "Your session" }).locator("time"));
    await page.goto("/admin/logs");
    await expectLocal(logRows(page).first().locator("time"));
  });
});

test.describe("in a browser set to another language", () => {
  test.use({ locale: "de-DE", timezoneId: "Asia/Kolkata" });

  test("timestamps keep the spec's US English format, in the reader's own time", async ({ page }) => {
    const inKolkata = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
    });
    const expectUsEnglish = async (time: Locator) => {
      const iso = await time.getAttribute("datetime");
      await expect(time).toHaveText(inKolkata.format(new Date(iso!)));
    };
    await page.request.post("/api/newsletter", { form: { email: uniqueEmail("german-reader") } });
    await signInAs(page.request, accounts.admin);
    await page.goto("/admin");
    await expectUsEnglish(page.getByRole("region", { name: "Your session" }).locator("time"));
    await page.goto("/admin/logs");
    await expectUsEnglish(logRows(page).first().locator("time"));
    await page.goto("/admin/leads?tab=newsletter");
    await expectUsEnglish(page.locator('td[data-label="Submitted"] time').first());
  });
});

test("a long unbroken target wraps in its own column and leaves the acting admin's email whole", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page.request, accounts.admin);
  const email = `${"x".repeat(60)}.${Date.now().toString(36)}@${"long-domain-".repeat(6)}example.com`;
  await submitLeads(page.request, [
    {
      firstName: "Una",
      lastName: "Broken",
      company: "Wide Ltd",
      email,
      phone: "+1 202 555 0100",
      touchpoint: "Sidebar",
    },
  ]);
  const [lead] = await queryTestDatabase<{ id: string }>(`select id from leads where email = '${email}'`);
  const deleted = await page.request.post("/admin/leads", { form: { intent: "delete", id: lead!.id } });
  expect(deleted.ok()).toBe(true);

  await filterLog(page, { action: "Deleted Lead", email: accounts.admin.email });
  const row = logRows(page).filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const actor = row.getByRole("cell").nth(0).getByText(accounts.admin.email);
  const lines = await actor.evaluate(
    (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(Math.round(lines), "lines the acting admin's email takes").toBe(1);
});
