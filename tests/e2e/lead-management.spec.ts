import { readFileSync } from "node:fs";
import type { Download, Locator, Page, Route } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { LEADS_EXPORT_PATH, NEWSLETTER_EXPORT_PATH } from "../../app/utils/lead-exports";
import { queryTestDatabase } from "../e2e-server-state";
import {
  accounts,
  expect,
  expectNoA11yViolations,
  expectToastClearOf,
  signInAs,
  submitLeads,
  test,
  uniqueEmail,
} from "../playwright-utils";

function marker() {
  return `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Opens a leads page and waits until it has hydrated, which is when the status forms' Save buttons (for browsers
 * without JavaScript) go: a click or a status picked before then can be lost.
 */
async function openLeads(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main table tbody").getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
}

async function toastWith(page: Page, title: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).last()).toBeVisible();
}

/** Opens the Edit Lead dialog of the lead named `name` in the list searched for `tag`. */
async function openLeadEdit(admin: Page, tag: string, name: string) {
  await openLeads(admin, `/admin/leads?q=${tag}`);
  await admin.getByRole("button", { name: `Edit ${name}` }).click();
  return admin.getByRole("dialog", { name: "Edit Lead" });
}

/** Another admin, in a tab of their own, changes the lead's company to `Their company <tag>` and saves it. */
async function companyChangedByAnotherAdmin(page: Page, tag: string, name: string) {
  const otherAdmin = await page.context().newPage();
  const theirs = await openLeadEdit(otherAdmin, tag, name);
  await theirs.getByRole("textbox", { name: "Company" }).fill(`Their company ${tag}`);
  await theirs.getByRole("button", { name: "Save Changes" }).click();
  await toastWith(otherAdmin, "Lead updated");
  await otherAdmin.close();
}

async function csvOf(download: Download): Promise<{ name: string; text: string; rows: string[][] }> {
  const text = readFileSync((await download.path())!, "utf8");
  return { name: download.suggestedFilename(), text, rows: parse(text) as string[][] };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Opens a Lead Management tab, ends the admin's session and asks for its export: the way back to the file, which
 * keeps the admin's time zone, leads through sign-in. Waits for the sign-in page's scripts too (a form sent before
 * them is the no-JavaScript sign-in, which downloads the file from the sign-in page), runs `onSignInPage` there,
 * signs in and returns the download.
 */
async function exportAfterSessionEnded(
  page: Page,
  tabPath: string,
  linkName: string,
  exportPath: string,
  onSignInPage?: () => Promise<void>,
): Promise<Download> {
  await openLeads(page, tabPath);
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await page.context().clearCookies();
  await page.getByRole("link", { name: linkName }).click();
  await page.waitForURL(`/signin?redirectTo=${encodeURIComponent(`${exportPath}?tz=${zone}`)}`);
  await onSignInPage?.();

  await page.getByLabel("E-Mail Address").fill(accounts.admin.email);
  await page.getByLabel("Password").fill(accounts.admin.password);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "SIGN IN" }).click(),
  ]);
  return download;
}

/** How many times each value occurs. */
/**
 * Submits a lead named Ada {surname} {tag}, opens its edit from the list filtered by the tag, changes the company and
 * saves it after the session has ended, landing on the sign-in page that leads back to the list.
 */
async function editAfterSessionEnds(page: Page, surname: string, tag: string) {
  const lead = {
    firstName: "Ada",
    lastName: `${surname} ${tag}`,
    company: `Engines ${tag}`,
    email: `ada.${surname.toLowerCase()}.${tag}@example.com`,
    phone: "+44 20 7946 0000",
    touchpoint: "Sidebar",
  };
  await submitLeads(page.request, [lead]);
  const listPath = `/admin/leads?q=${tag}`;
  await openLeads(page, listPath);
  await page.getByRole("button", { name: `Edit Ada ${surname} ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Lead" });
  await dialog.getByRole("textbox", { name: "Company" }).fill(`Analytical Engines ${tag}`);
  return { lead, listPath, dialog };
}

/** Signs the admin in again on the sign-in page the ended session led to; the edit comes back as it was sent. */
async function signBackInToEdit(page: Page, listPath: string, dialog: Locator) {
  await page.getByLabel("E-Mail Address").fill(accounts.admin.email);
  await page.getByLabel("Password").fill(accounts.admin.password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(listPath);
  await expect(dialog.getByRole("status")).toHaveText(
    "Your session ended while you were saving. Here is the lead as you sent it: check it, then save again.",
  );
}

function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
const CSV_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

test.describe("Lead Management", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page.request, accounts.admin);
  });

  test("a lead's day is the admin's own, like every other time in the admin", async ({ browser, baseURL }) => {
    const tag = marker();
    const lead = {
      firstName: "Zone",
      lastName: `Reader ${tag}`,
      company: "Far Away Ltd",
      email: `zone.${tag}@example.com`,
      phone: "+1 555 010 0000",
      touchpoint: "Sidebar",
    };
    const context = await browser.newContext({ baseURL, timezoneId: "UTC" });
    await submitLeads(context.request, [lead]);
    const [stored] = await queryTestDatabase<{ created_at: string | Date }>(
      `select created_at from leads where email = '${lead.email}'`,
    );
    const createdAt = new Date(stored!.created_at);
    // A zone where it is already another day than in UTC, whatever the hour.
    const zone = createdAt.getUTCHours() < 11 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
    const day = (timeZone: string) =>
      new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(createdAt);
    expect(day(zone)).not.toBe(day("UTC"));
    await context.close();

    const far = await browser.newContext({ baseURL, timezoneId: zone });
    await signInAs(far.request, accounts.admin);
    const page = await far.newPage();
    await openLeads(page, `/admin/leads?q=${tag}`);
    await expect(page.locator('td[data-label="Submitted"]')).toHaveText(day(zone));
    await far.close();
  });

  test("an export's times and file date are on the admin's clock, as the list's are", async ({ browser, baseURL }) => {
    const tag = marker();
    const lead = {
      firstName: "Clock",
      lastName: `Reader ${tag}`,
      company: "Half Hour Ltd",
      email: `clock.${tag}@example.com`,
      phone: "+91 22 0000 0000",
      touchpoint: "Sidebar",
    };
    const zone = "Asia/Kolkata";
    const context = await browser.newContext({ baseURL, timezoneId: zone, acceptDownloads: true });
    await submitLeads(context.request, [lead]);
    const [stored] = await queryTestDatabase<{ created_at: string | Date }>(
      `select created_at from leads where email = '${lead.email}'`,
    );
    const createdAt = new Date(stored!.created_at);
    const onClock = (instant: Date) => {
      const part = Object.fromEntries(
        new Intl.DateTimeFormat("en-US", {
          timeZone: zone,
          hourCycle: "h23",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
        })
          .formatToParts(instant)
          .map(({ type, value }) => [type, value]),
      );
      return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}:${part.second}` };
    };
    await signInAs(context.request, accounts.admin);
    const page = await context.newPage();
    await openLeads(page, `/admin/leads?q=${tag}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export Leads CSV" }).click();
    const leads = await csvOf(await download);
    const exportedOn = onClock(new Date());
    expect(leads.name).toBe(`leads_${exportedOn.day}.csv`);
    const created = onClock(createdAt);
    expect(leads.rows.find((cells) => cells[3] === lead.email)?.[6]).toBe(`${created.day} ${created.time}`);
    await context.close();
  });

  test("removes a newsletter subscriber after a confirmation, and logs who did", async ({ page }) => {
    const subscriber = uniqueEmail("leaving");
    expect((await page.request.post("/api/newsletter", { form: { email: subscriber } })).ok()).toBe(true);
    await openLeads(page, `/admin/leads?tab=newsletter&q=${encodeURIComponent(subscriber)}`);
    await expect(page.getByRole("cell", { name: subscriber, exact: true })).toBeVisible();
    // The count badge names what it counts for a screen reader; the eye sees the number.
    await expect(page.getByTestId("subscriber-total")).toHaveText(/^\d+ subscribers?$/);

    await page.getByRole("button", { name: `Delete ${subscriber}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Subscriber" });
    await expect(confirm).toContainText(
      "Are you sure you want to remove this subscriber from the newsletter list? This action cannot be undone.",
    );
    await expectNoA11yViolations(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toastWith(page, "Subscriber deleted");
    await expect(page.getByRole("cell", { name: subscriber, exact: true })).toHaveCount(0);
    await expect(page.getByText("No subscribers match this search.")).toBeVisible();
    expect(await queryTestDatabase(`select id from newsletter_subscribers where email = '${subscriber}'`)).toHaveLength(
      0,
    );
    const entries = await queryTestDatabase<{ email: string; target: string }>(
      `select email, target from audit_entries where action = 'Deleted Subscriber' and target = '${subscriber}'`,
    );
    expect(entries).toEqual([{ email: accounts.admin.email, target: subscriber }]);
  });

  test("the leads scroll inside their card only where they are a table with a sticky header", async ({ page }) => {
    const tag = marker();
    await submitLeads(
      page.request,
      [1, 2, 3].map((index) => ({
        firstName: "Stack",
        lastName: `Row${index} ${tag}`,
        company: "Card Layout Ltd",
        email: `stack${index}.${tag}@example.com`,
        phone: "+1 555 010 0000",
        touchpoint: "Sidebar",
      })),
    );
    const scrollBox = page.locator("table").locator("xpath=..");
    for (const [width, overflow] of [
      [1024, "visible"],
      [1280, "auto"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await openLeads(page, `/admin/leads?q=${tag}`);
      await expect(page.locator("tbody tr")).toHaveCount(3);
      expect(await scrollBox.evaluate((box) => getComputedStyle(box).overflowY), `at ${width} px`).toBe(overflow);
    }
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto("/admin?tab=manage");
    expect(await scrollBox.evaluate((box) => getComputedStyle(box).overflowY)).toBe("auto");
    await page.setViewportSize({ width: 768, height: 900 });
    await page.reload();
    expect(await scrollBox.evaluate((box) => getComputedStyle(box).overflowY)).toBe("visible");
  });

  test("Tab goes from the tabs to the panel's first control, with no stop on the panel itself", async ({ page }) => {
    await openLeads(page, "/admin/leads");
    await page.getByRole("tab", { selected: true }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).not.toBeFocused();
    await expect(page.getByRole("tabpanel").locator(":focus")).toBeVisible();
  });

  test("following View Leads from the dashboard says the spec's 'Loading leads...' while the list loads", async ({
    page,
  }) => {
    await page.goto("/admin");
    // The list's data request waits until the test has seen the loading status, however slow the machine is. One
    // promise for every request: the page can show its loading status before the route handler has run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/leads\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("main").getByRole("link", { name: "View Leads" }).first().click();
    await expect(page.getByText("Loading leads...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead Management");
  });

  test("a search on Lead Management says 'Loading leads...' once, in the list, not again in the page's loading pill", async ({
    page,
  }) => {
    await openLeads(page, "/admin/leads");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/leads\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("main").getByRole("searchbox", { name: "Search", exact: true }).fill(marker());
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    const loading = page.getByText("Loading leads...");
    await expect(loading.first()).toBeVisible();
    // The page's pill appears 150 ms into a navigation; wait past that before counting.
    await page.waitForTimeout(400);
    await expect(loading).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Loading leads..." })).toBeVisible();
    release();
    await expect(loading).toHaveCount(0);
  });

  test("lists, searches, edits, changes the status of and deletes leads", async ({ page }) => {
    const tag = marker();
    const ada = {
      firstName: "Ada",
      lastName: "Lovelace",
      company: `Engines ${tag}`,
      email: `ada.${tag}@example.com`,
      phone: "+44 20 7946 0000",
      touchpoint: "Hire a CTO - Article",
    };
    const grace = {
      ...ada,
      firstName: "Grace",
      lastName: "Hopper",
      // The spec's email rule lets '?' and '#' through, which a mailto: link must not read as its own.
      email: `grace?cc=all#${tag}@example.com`,
      phone: "+44 (0)20 7946 0001",
      touchpoint: "Sidebar",
    };
    await submitLeads(page.request, [ada, grace]);

    await page.goto("/admin/leads");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead Management");
    await expect(page.getByRole("tab", { name: /^Leads \d+$/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /^Newsletter \d+$/ })).toBeVisible();
    await expect(page.getByTestId("lead-total")).toHaveText(/^\d+ total$/);
    await expect(page.getByRole("link", { name: "Export Leads CSV" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("main").getByRole("searchbox", { name: "Search", exact: true }).fill(tag);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const rows = page.locator("table.admin-table tbody tr");
    await expect(rows).toHaveCount(2);
    const adaRow = rows.filter({ hasText: "Ada Lovelace" });
    await expect(adaRow.getByRole("link", { name: ada.email })).toHaveAttribute("href", `mailto:${ada.email}`);
    await expect(adaRow.getByRole("link", { name: ada.phone })).toHaveAttribute("href", "tel:+442079460000");
    // The trunk prefix "(0)" is not dialled after the country code.
    const graceRow = rows.filter({ hasText: "Grace Hopper" });
    await expect(graceRow.getByRole("link", { name: grace.phone })).toHaveAttribute("href", "tel:+442079460001");
    await expect(graceRow.getByRole("link", { name: grace.email })).toHaveAttribute(
      "href",
      `mailto:grace%3Fcc%3Dall%23${tag}@example.com`,
    );
    await expect(adaRow.locator('td[data-label="Source"]')).toHaveText("Hire a CTO - Article");
    await expect(adaRow.locator('td[data-label="Submitted"]')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(adaRow.getByRole("combobox", { name: "Status of Ada Lovelace" })).toHaveValue("New");

    // Edit: checked in the dialog, then by the server with the same schema.
    await adaRow.getByRole("button", { name: "Edit Ada Lovelace" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Lead" });
    await expect(dialog.getByRole("textbox", { name: "First Name" })).toHaveValue("Ada");
    await expect(dialog.getByRole("combobox", { name: "Touchpoint" })).toHaveValue("Hire a CTO - Article");
    await dialog.getByRole("textbox", { name: "Email" }).fill("not an email");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened the dialog, not to the top of the page.
    await expect(adaRow.getByRole("button", { name: "Edit Ada Lovelace" })).toBeFocused();

    const refused = await page.request.post("/admin/leads", {
      form: { intent: "update", id: "x", firstName: "", lastName: "L", company: "C", email: "bad", phone: "1" },
    });
    expect(refused.status()).toBe(400);

    await adaRow.getByRole("button", { name: "Edit Ada Lovelace" }).click();
    await dialog.getByRole("textbox", { name: "Company" }).fill(`Analytical ${tag}`);
    await dialog.getByRole("combobox", { name: "Touchpoint" }).selectOption("Contact Form");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toastWith(page, "Lead updated");
    await expect(dialog).toBeHidden();
    await expect(adaRow.locator('td[data-label="Company"]')).toHaveText(`Analytical ${tag}`);
    const [stored] = await queryTestDatabase<{ company: string; touchpoint: string }>(
      `select company, touchpoint from leads where email = '${ada.email}'`,
    );
    expect(stored).toEqual({ company: `Analytical ${tag}`, touchpoint: "Contact Form" });
    // The log says what the edit changed.
    const edits = await queryTestDatabase<{ target: string }>(
      `select target from audit_entries where action = 'Updated Lead' and target like '${ada.email}: %'`,
    );
    expect(edits.map((entry) => entry.target)).toContain(`${ada.email}: Company, Touchpoint`);

    // Status: changed in the table, kept, and filterable.
    // The edit's "Lead updated" toast may still be showing: wait for the status change's own answer.
    const statusSaved = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/leads"),
    );
    await adaRow.getByRole("combobox", { name: "Status of Ada Lovelace" }).selectOption("Qualified");
    expect((await statusSaved).ok()).toBe(true);
    await toastWith(page, "Lead updated");
    await page.reload();
    await expect(adaRow.getByRole("combobox", { name: "Status of Ada Lovelace" })).toHaveValue("Qualified");
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Qualified");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Ada Lovelace");

    // Delete, after the confirmation.
    await openLeads(page, `/admin/leads?q=${tag}`);
    await graceRow.getByRole("button", { name: "Delete Grace Hopper" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Lead" });
    await expect(confirm).toContainText("Are you sure you want to delete this lead? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(rows).toHaveCount(2);
    await expect(graceRow.getByRole("button", { name: "Delete Grace Hopper" })).toBeFocused();
    await graceRow.getByRole("button", { name: "Delete Grace Hopper" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toastWith(page, "Lead deleted");
    await expect(rows).toHaveCount(1);
    // The deleted row took the focus with it; the list takes it, not the top of the page.
    await expect(page.getByRole("region", { name: "Leads" })).toBeFocused();
    expect(await queryTestDatabase(`select id from leads where email = '${grace.email}'`)).toEqual([]);

    const audit = await queryTestDatabase<{ action: string; target: string | null }>(
      `select action, target from audit_entries where email = '${accounts.admin.email}' and target like '%${tag}%'`,
    );
    expect(audit.map((entry) => entry.action).sort()).toEqual(["Deleted Lead", "Updated Lead", "Updated Lead"]);
    // The log says which lead each entry was about.
    await page.goto(
      `/admin/logs?action=${encodeURIComponent("Deleted Lead")}&email=${encodeURIComponent(accounts.admin.email)}`,
    );
    // The line keeps who the deleted lead was.
    await expect(
      page.getByTestId("audit-target").filter({ hasText: `${grace.email} (Grace Hopper, ${grace.company}` }),
    ).toHaveCount(1);

    await page.goto(`/admin/leads?q=nobody-${tag}`);
    await expect(page.getByText("No leads match this search.")).toBeVisible();
  });

  test("a search says what it found to a screen reader, whose keyboard stays in the search box", async ({ page }) => {
    const tag = marker();
    const lead = { firstName: "Alan", lastName: "Turing", company: `Bombe ${tag}`, phone: "+44 20 7946 0001" };
    await submitLeads(page.request, [
      { ...lead, email: `alan.${tag}@example.com`, touchpoint: "Sidebar" },
      { ...lead, email: `joan.${tag}@example.com`, touchpoint: "Sidebar" },
    ]);
    await page.goto("/admin/leads");
    const outcome = page.getByRole("region", { name: "Leads" }).getByRole("status").filter({ hasNotText: "Loading" });
    const searchBox = page.getByRole("main").getByRole("searchbox", { name: "Search", exact: true });

    // The badge keeps the count of every lead; what the search found was only to be seen in the rows.
    await searchBox.fill(tag);
    await searchBox.press("Enter");
    await expect(page.locator("table.admin-table tbody tr")).toHaveCount(2);
    await expect(outcome).toHaveText("2 leads");
    await expect(searchBox).toBeFocused();

    await searchBox.fill(`nobody-${tag}`);
    await searchBox.press("Enter");
    await expect(outcome).toHaveText("No leads match this search.");
    await expect(searchBox).toBeFocused();
  });

  test("an edit begun before another admin's change to the lead is refused, and their change stays", async ({
    page,
  }) => {
    const tag = marker();
    const lead = {
      firstName: "Katherine",
      lastName: "Johnson",
      company: `Orbits ${tag}`,
      email: `katherine.${tag}@example.com`,
      phone: "+1 757 864 1000",
      touchpoint: "Contact Form",
    };
    await submitLeads(page.request, [lead]);
    const storedCompany = async () =>
      (await queryTestDatabase<{ company: string }>(`select company from leads where email = '${lead.email}'`))[0]
        ?.company;

    const mine = await openLeadEdit(page, tag, "Katherine Johnson");
    await companyChangedByAnotherAdmin(page, tag, "Katherine Johnson");

    await mine.getByRole("textbox", { name: "Company" }).fill(`My company ${tag}`);
    await mine.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error updating lead" }).last()).toContainText(
      "Someone else changed this lead after you opened it. Reload the page to see their changes.",
    );
    await expect(mine).toBeVisible();
    await expect(mine.getByRole("textbox", { name: "Company" })).toHaveValue(`My company ${tag}`);
    expect(await storedCompany()).toBe(`Their company ${tag}`);

    const reopened = await openLeadEdit(page, tag, "Katherine Johnson");
    await expect(reopened.getByRole("textbox", { name: "Company" })).toHaveValue(`Their company ${tag}`);
    await reopened.getByRole("textbox", { name: "Company" }).fill(`My company ${tag}`);
    await reopened.getByRole("button", { name: "Save Changes" }).click();
    await toastWith(page, "Lead updated");
    expect(await storedCompany()).toBe(`My company ${tag}`);
  });

  // A tablet, a small laptop and a phone: on the last two the dialog is nearly as tall as the window, and the
  // refusal's toast is two lines high.
  for (const [width, height] of [
    [1024, 768],
    [1024, 600],
    [390, 844],
  ] as const) {
    test(`at ${width}x${height} a refusal's toast over the Edit Lead dialog covers neither its title nor any control`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const tag = marker();
      await submitLeads(page.request, [
        {
          firstName: "Mary",
          lastName: "Jackson",
          company: `Wind Tunnel ${tag}`,
          email: `mary.${tag}@example.com`,
          phone: "+1 757 864 2000",
          touchpoint: "Sidebar",
        },
      ]);
      const mine = await openLeadEdit(page, tag, "Mary Jackson");
      await companyChangedByAnotherAdmin(page, tag, "Mary Jackson");

      await mine.getByRole("textbox", { name: "Company" }).fill(`My company ${tag}`);
      await mine.getByRole("button", { name: "Save Changes" }).click();
      await expect(mine).toBeVisible();
      await expectToastClearOf(page, "Error updating lead", [mine.getByRole("heading", { name: "Edit Lead" })]);
      const toastHeight = (await page.locator("[data-sonner-toast]").last().boundingBox())!.height;
      expect(toastHeight, "a toast of a title and a two-line description").toBeGreaterThan(90);
      const covered = await mine.evaluate((dialog) => {
        const toasts = [...document.querySelectorAll("[data-sonner-toast]")].map((toast) =>
          toast.getBoundingClientRect(),
        );
        // Of each control, only what shows inside the dialog, which scrolls on a phone.
        const shown = dialog.getBoundingClientRect();
        const controls = [...dialog.querySelectorAll<HTMLElement>("button, input, select, textarea")];
        return controls
          .filter((control) => {
            const whole = control.getBoundingClientRect();
            const box = {
              top: Math.max(whole.top, shown.top),
              bottom: Math.min(whole.bottom, shown.bottom),
              left: whole.left,
              right: whole.right,
            };
            return toasts.some(
              (toast) =>
                toast.bottom > box.top && toast.top < box.bottom && toast.right > box.left && toast.left < box.right,
            );
          })
          .map((control) => control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.id);
      });
      expect(covered).toEqual([]);
    });
  }

  test("a lead another admin deleted meanwhile is taken off the list, and an edit or delete of it says why", async ({
    page,
    baseURL,
  }) => {
    const tag = marker();
    const leadNamed = (firstName: string) => ({
      firstName,
      lastName: "Gone",
      company: `Vanished ${tag}`,
      email: `${firstName.toLowerCase()}.${tag}@example.com`,
      phone: "+44 20 7946 0000",
      touchpoint: "Contact Form",
    });
    await submitLeads(page.request, [leadNamed("Edited"), leadNamed("Deleted")]);
    const deleteAsAnotherAdmin = async (email: string) => {
      const [lead] = await queryTestDatabase<{ id: string }>(`select id from leads where email = '${email}'`);
      const response = await page.request.post("/admin/leads", {
        form: { intent: "delete", id: lead!.id },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
    };
    await openLeads(page, `/admin/leads?q=${tag}`);
    const rows = page.locator("main table tbody tr");
    await expect(rows).toHaveCount(2);
    await page.getByRole("button", { name: "Edit Edited Gone" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Lead" });
    await dialog.getByRole("textbox", { name: "Company" }).fill(`Kept by nobody ${tag}`);

    await deleteAsAnotherAdmin(`edited.${tag}@example.com`);

    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error updating lead" }).last()).toContainText(
      "Someone else deleted this lead after you opened the list.",
    );
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Edit Edited Gone" })).toHaveCount(0);
    await expect(rows).toHaveCount(1);

    await deleteAsAnotherAdmin(`deleted.${tag}@example.com`);
    await page.getByRole("button", { name: "Delete Deleted Gone" }).click();
    await page.getByRole("alertdialog", { name: "Delete Lead" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error deleting lead" }).last()).toContainText(
      "Someone else deleted this lead before you did.",
    );
    await expect(rows).toHaveCount(0);
    await expect(page.getByText("No leads match this search.")).toBeVisible();
  });

  test("a status change or an edit that takes a lead off a filtered list still answers with its toast", async ({
    page,
  }) => {
    const tag = marker();
    const ada = {
      firstName: "Ada",
      lastName: "Byron",
      company: `Engines ${tag}`,
      email: `ada.${tag}@example.com`,
      phone: "+44 20 7946 0001",
      touchpoint: "Contact Form",
    };
    const grace = {
      firstName: "Grace",
      lastName: "Brewster",
      company: `Compilers ${tag}`,
      email: `grace.${marker()}@example.com`,
      phone: "+1 212 555 0100",
      touchpoint: "Contact Form",
    };
    await submitLeads(page.request, [ada, grace]);
    await openLeads(page, `/admin/leads?q=${tag}&status=New`);
    const rows = page.locator("main table tbody tr");
    await expect(rows).toHaveCount(2);

    const adaStatus = page.getByRole("combobox", { name: "Status of Ada Byron" });
    await adaStatus.focus();
    await adaStatus.selectOption("Contacted");
    await toastWith(page, "Lead updated");
    await expect(rows).toHaveCount(1);
    const list = page.getByRole("region", { name: "Leads" });
    await expect(list).toBeFocused();
    const [stored] = await queryTestDatabase<{ status: string }>(
      `select status from leads where email = '${ada.email}'`,
    );
    expect(stored!.status).toBe("Contacted");
    // Gone before the edit, so that the next "Lead updated" is the edit's own.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });

    await page.getByRole("button", { name: "Edit Grace Brewster" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Lead" });
    await dialog.getByRole("textbox", { name: "Company" }).fill("Compilers");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toastWith(page, "Lead updated");
    await expect(dialog).toBeHidden();
    await expect(page.getByText("No leads match this search.")).toBeVisible();
    await expect(list).toBeFocused();
  });

  test("a keyboard user passes statuses on the way without saving them; leaving the menu saves the one reached", async ({
    page,
  }) => {
    const tag = marker();
    const katherine = {
      firstName: "Katherine",
      lastName: "Goble",
      company: `Trajectories ${tag}`,
      email: `katherine.${tag}@example.com`,
      phone: "+1 757 864 1002",
      touchpoint: "Contact Form",
    };
    await submitLeads(page.request, [katherine]);
    await openLeads(page, `/admin/leads?q=${tag}`);
    const status = page.getByRole("combobox", { name: "Status of Katherine Goble" });
    await status.focus();
    // Each arrow press changes a closed select's value at once: New, Contacted, Qualified.
    await status.press("ArrowDown");
    await status.press("ArrowDown");
    await expect(status).toHaveValue("Qualified");
    await status.press("Tab");
    await toastWith(page, "Lead updated");

    const stored = () =>
      queryTestDatabase<{ status: string }>(`select status from leads where email = '${katherine.email}'`);
    await expect.poll(async () => (await stored())[0]!.status).toBe("Qualified");
    const updates = await queryTestDatabase<{ action: string }>(
      `select action from audit_entries where action = 'Updated Lead' and target like '%${tag}%'`,
    );
    expect(updates).toHaveLength(1);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Lead updated" })).toHaveCount(1);
  });

  test("a keyboard user back on the lead's status when leaving the menu changes nothing: no toast, no log entry", async ({
    page,
  }) => {
    const tag = marker();
    await submitLeads(page.request, [
      {
        firstName: "Mary",
        lastName: "Jackson",
        company: `Wind Tunnels ${tag}`,
        email: `mary.${tag}@example.com`,
        phone: "+1 757 864 1003",
        touchpoint: "Contact Form",
      },
    ]);
    await openLeads(page, `/admin/leads?q=${tag}`);
    const status = page.getByRole("combobox", { name: "Status of Mary Jackson" });
    await status.focus();
    await status.press("ArrowDown");
    await status.press("ArrowUp");
    await expect(status).toHaveValue("New");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await status.press("Tab");
    expect((await answer).ok()).toBe(true);

    // A real change afterwards is the one toast and the one entry.
    await status.focus();
    await status.press("ArrowDown");
    await status.press("Tab");
    await toastWith(page, "Lead updated");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Lead updated" })).toHaveCount(1);
    const updates = await queryTestDatabase<{ target: string }>(
      `select target from audit_entries where action = 'Updated Lead' and target like '%${tag}%'`,
    );
    expect(updates.map((entry) => entry.target)).toEqual([`mary.${tag}@example.com: Contacted`]);
  });

  test("an edit dialog keeps the version it opened with while the list reloads behind it", async ({ page }) => {
    const tag = marker();
    const mary = {
      firstName: "Mary",
      lastName: "Jackson",
      company: `Wind Tunnels ${tag}`,
      email: `mary.${tag}@example.com`,
      phone: "+1 757 864 1001",
      touchpoint: "Contact Form",
    };
    const dorothy = { ...mary, firstName: "Dorothy", lastName: "Vaughan", email: `dorothy.${tag}@example.com` };
    await submitLeads(page.request, [mary, dorothy]);
    await openLeads(page, `/admin/leads?q=${tag}`);

    // The reload that follows a status change is held until another admin has changed the lead being edited.
    let releaseReload!: () => void;
    const reloadHeld = new Promise<void>((resolve) => (releaseReload = resolve));
    await page.route("**/admin/leads.data*", async (route) => {
      if (route.request().method() === "GET") await reloadHeld;
      await route.continue();
    });
    const statusSaved = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("combobox", { name: "Status of Dorothy Vaughan" }).selectOption("Contacted");
    expect((await statusSaved).ok()).toBe(true);
    await page.getByRole("button", { name: "Edit Mary Jackson" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Lead" });
    await expect(dialog.getByRole("textbox", { name: "Company" })).toHaveValue(mary.company);

    await companyChangedByAnotherAdmin(page, tag, "Mary Jackson");

    const reloaded = page.waitForResponse((response) => response.request().method() === "GET");
    releaseReload();
    await reloaded;
    // The list behind the dialog now shows the other admin's change.
    await expect(page.locator('td[data-label="Company"]').filter({ hasText: `Their company ${tag}` })).toHaveCount(1);
    await dialog.getByRole("textbox", { name: "Company" }).fill(`My company ${tag}`);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error updating lead" }).last()).toContainText(
      "Someone else changed this lead after you opened it. Reload the page to see their changes.",
    );
    const [stored] = await queryTestDatabase<{ company: string }>(
      `select company from leads where email = '${mary.email}'`,
    );
    expect(stored!.company).toBe(`Their company ${tag}`);
  });

  test("an edit saved after the session ended opens again as sent once the admin signs in again, and saves", async ({
    page,
  }) => {
    const tag = marker();
    const { lead, listPath, dialog } = await editAfterSessionEnds(page, "Session", tag);
    await dialog.getByRole("combobox", { name: "Touchpoint" }).selectOption("Hire a CTO");
    await page.context().clearCookies();
    await dialog.getByRole("button", { name: "Save Changes" }).click();

    await page.waitForURL(`/signin?redirectTo=${encodeURIComponent(listPath)}`);
    await signBackInToEdit(page, listPath, dialog);
    await expect(dialog.getByRole("textbox", { name: "Company" })).toHaveValue(`Analytical Engines ${tag}`);
    await expect(dialog.getByRole("combobox", { name: "Touchpoint" })).toHaveValue("Hire a CTO");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toastWith(page, "Lead updated");
    await expect(dialog).toHaveCount(0);
    expect(await queryTestDatabase(`select company, touchpoint from leads where email = '${lead.email}'`)).toEqual([
      { company: `Analytical Engines ${tag}`, touchpoint: "Hire a CTO" },
    ]);

    // Saved, it is done with: coming back to the list opens nothing.
    await page.getByRole("link", { name: "Back to Admin" }).click();
    await page.goBack();
    await expect(page.getByRole("button", { name: `Edit Ada Session ${tag}` })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test("an edit saved after the session ended opens again though its lead is no longer on the list's page", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const tag = marker();
    const { lead, listPath, dialog } = await editAfterSessionEnds(page, "Unlisted", tag);
    await page.context().clearCookies();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(`/signin?redirectTo=${encodeURIComponent(listPath)}`);
    // Meanwhile another admin deleted the lead: the list the admin comes back to does not have it.
    const otherAdmin = await playwright.request.newContext({ baseURL });
    await signInAs(otherAdmin, accounts.admin);
    const [stored] = await queryTestDatabase<{ id: string }>(`select id from leads where email = '${lead.email}'`);
    const deleted = await otherAdmin.post("/admin/leads", {
      form: { intent: "delete", id: stored!.id },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(deleted.status()).toBe(200);
    await otherAdmin.dispose();

    await signBackInToEdit(page, listPath, dialog);
    await expect(dialog).toContainText(`Submitted by Ada Unlisted ${tag}.`);
    await expect(dialog.getByRole("textbox", { name: "Company" })).toHaveValue(`Analytical Engines ${tag}`);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error updating lead" }).last()).toContainText(
      "Someone else deleted this lead after you opened the list.",
    );
    await expect(dialog).toHaveCount(0);
  });

  test("exports both lists as streamed CSV files with every value quoted and formulas neutralized", async ({
    page,
  }) => {
    const tag = marker();
    const payload = {
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: `@SUM(A1) ${tag}`,
      company: "-2+3",
      email: `payload.${tag}@example.com`,
      phone: "+1 555 010 0000",
      touchpoint: "Sidebar",
    };
    await submitLeads(page.request, [payload]);
    const subscriber = uniqueEmail("export");
    await page.request.post("/api/newsletter", { form: { email: subscriber } });

    await page.goto("/admin/leads");
    // Other tests add and delete leads meanwhile: the export must hold every lead that was there before and after it.
    const storedEmails = async () =>
      (await queryTestDatabase<{ email: string }>("select email from leads")).map((lead) => lead.email);
    const before = await storedEmails();
    const leadsDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export Leads CSV" }).click();
    const leads = await csvOf(await leadsDownload);
    const after = await storedEmails();
    await toastWith(page, "Export complete");
    expect(leads.name).toBe(`leads_${today()}.csv`);
    expect(leads.text.split("\r\n")[0]).toBe(
      '"First Name","Last Name","Company","Email","Phone","Touchpoint","Created At"',
    );
    const row = leads.rows.find((cells) => cells[3] === payload.email);
    expect(row).toEqual([
      `'${payload.firstName}`,
      `'${payload.lastName}`,
      "'-2+3",
      payload.email,
      "'+1 555 010 0000",
      "Sidebar",
      expect.stringMatching(CSV_TIMESTAMP),
    ]);
    const line = leads.text.split("\r\n").find((text) => text.includes(payload.email))!;
    expect(line.startsWith('"\'=HYPERLINK(""http://evil.example"",""x"")","')).toBe(true);
    // Per address: as many rows as leads it had both before and after, at least, and at most as many as either.
    const exported = leads.rows.slice(1).map((cells) => cells[3]!);
    const [was, is, got] = [before, after, exported].map(tally);
    for (const email of new Set([...before, ...after, ...exported])) {
      const [then, now] = [was!.get(email) ?? 0, is!.get(email) ?? 0];
      expect(got!.get(email) ?? 0, email).toBeGreaterThanOrEqual(Math.min(then, now));
      expect(got!.get(email) ?? 0, email).toBeLessThanOrEqual(Math.max(then, now));
    }

    // The tab is the first thing this page is given (Chrome rings what a script focuses before any other input).
    await openLeads(page, "/admin/leads");
    await page.getByRole("tab", { name: /^Newsletter/ }).click();
    await expect(page).toHaveURL("/admin/leads?tab=newsletter");
    // A tab chosen with the mouse is not ringed as if by keyboard.
    expect(await page.evaluate(() => document.querySelector(":focus-visible")?.textContent ?? null)).toBeNull();
    await expect(page.getByRole("heading", { name: "Newsletter Subscribers" })).toBeVisible();
    await expect(page.getByRole("cell", { name: subscriber, exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    const newsletterDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export Newsletter CSV" }).click();
    const newsletter = await csvOf(await newsletterDownload);
    expect(newsletter.name).toBe(`newsletters_${today()}.csv`);
    expect(newsletter.text.split("\r\n")[0]).toBe('"Email","Submitted At"');
    // People's names and addresses: no cache on the way keeps a copy (a HEAD reads no rows and exports nothing).
    for (const path of [LEADS_EXPORT_PATH, NEWSLETTER_EXPORT_PATH]) {
      expect((await page.request.head(path)).headers()["cache-control"], path).toBe("private, no-store");
    }
    expect(newsletter.rows.find((cells) => cells[0] === subscriber)).toEqual([
      subscriber,
      expect.stringMatching(CSV_TIMESTAMP),
    ]);

    const exports = await queryTestDatabase<{ action: string }>(
      `select action from audit_entries where email = '${accounts.admin.email}' and action like 'Exported%'`,
    );
    expect(exports.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["Exported Leads", "Exported Newsletter"]),
    );
  });

  // The server's own failure, and the answer lost on the way.
  const exportFailures: Record<string, (route: Route) => Promise<void>> = {
    "the server's failure": (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Export failed" }),
    "a dropped connection": (route) => route.abort("connectionreset"),
  };
  for (const [failure, fail] of Object.entries(exportFailures)) {
    test(`an export ended by ${failure} says the export failed, not the lead form's failure`, async ({
      page,
      consoleErrors,
    }) => {
      await openLeads(page, "/admin/leads");
      await page.route((url) => url.pathname === LEADS_EXPORT_PATH, fail);
      await page.getByRole("link", { name: "Export Leads CSV" }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Export failed" })).toContainText(
        "Please try again later.",
      );
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Something went wrong" })).toHaveCount(0);
      // The browser logs the failed request itself: that error is the one this test asked for.
      const others = consoleErrors.filter((text) => !/ERR_CONNECTION_RESET|status of 500/.test(text));
      consoleErrors.splice(0, consoleErrors.length, ...others);
    });
  }

  test("an export asked for after the session ended leads through sign-in to the file, never to a page saved as CSV", async ({
    page,
  }) => {
    const leads = await csvOf(
      await exportAfterSessionEnded(page, "/admin/leads", "Export Leads CSV", LEADS_EXPORT_PATH, async () => {
        await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Export complete" })).toHaveCount(0);
      }),
    );
    await expect(page).toHaveURL("/admin/leads");
    expect(leads.name).toBe(`leads_${today()}.csv`);
    expect(leads.text.split("\r\n")[0]).toBe(
      '"First Name","Last Name","Company","Email","Phone","Touchpoint","Created At"',
    );
  });

  test("the newsletter export asked for after the session ended comes back to the Newsletter tab with the file", async ({
    page,
  }) => {
    const download = await exportAfterSessionEnded(
      page,
      "/admin/leads?tab=newsletter",
      "Export Newsletter CSV",
      NEWSLETTER_EXPORT_PATH,
    );
    expect((await csvOf(download)).name).toBe(`newsletters_${today()}.csv`);
    await expect(page).toHaveURL("/admin/leads?tab=newsletter");
    await expect(page.getByRole("heading", { name: "Newsletter Subscribers" })).toBeVisible();
  });

  test("the leads list fits a small laptop with its actions in view, and long values never widen the page", async ({
    page,
  }) => {
    const tag = marker();
    const typical = {
      firstName: "Grace",
      lastName: "Hopper",
      company: `Navy ${tag}`,
      email: `grace.${tag}@example.com`,
      phone: "+1 555 010 0000",
      touchpoint: "Sidebar",
    };
    await submitLeads(page.request, [typical]);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto(`/admin/leads?q=${tag}`);
    await expect(page.getByRole("button", { name: "Delete Grace Hopper" })).toBeInViewport({ ratio: 1 });
    // A page past the end of the list (as after deleting the last row of the last page) shows the last page.
    await page.goto(`/admin/leads?q=${tag}&page=7`);
    await expect(page).toHaveURL(`/admin/leads?q=${tag}`);
    await expect(page.getByRole("button", { name: "Delete Grace Hopper" })).toBeVisible();

    const long = {
      firstName: "Bartholomew",
      lastName: "Featherstonehaugh-Cholmondeley",
      company: `Consolidated International Holdings ${tag}`,
      email: `bartholomew.featherstonehaugh.cholmondeley.${tag}@example.com`,
      phone: "+44 (0) 20 7946 0000",
      touchpoint: "Hire a CTO - Article",
    };
    await submitLeads(page.request, [long]);
    for (const width of [1280, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/leads?q=${tag}`);
      await expect(page.getByRole("row")).toHaveCount(3);
      // Every row's actions within the card, not behind a sideways scroll (rows stack into cards below 1280 px).
      const card = (await page.getByRole("region", { name: "Leads" }).boundingBox())!;
      for (const name of [
        "Edit Grace Hopper",
        "Delete Grace Hopper",
        "Delete Bartholomew Featherstonehaugh-Cholmondeley",
      ]) {
        const button = (await page.getByRole("button", { name }).boundingBox())!;
        expect(button.x + button.width, `${name} at ${width} px`).toBeLessThanOrEqual(card.x + card.width);
      }
    }

    // As long as the form allows, without a single place to break: the name and company wrap anywhere.
    const unbroken = { ...typical, firstName: "X".repeat(100), company: "Y".repeat(200) };
    await submitLeads(page.request, [{ ...unbroken, email: `unbroken.${tag}@example.com` }]);
    for (const width of [1280, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/leads?q=${tag}`);
      await expect(page.getByRole("row")).toHaveCount(4);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page wider than a ${width} px window`).toBe(0);
      const card = (await page.getByRole("region", { name: "Leads" }).boundingBox())!;
      for (const name of ["Delete Grace Hopper", `Delete ${unbroken.firstName} Hopper`]) {
        const button = (await page.getByRole("button", { name }).boundingBox())!;
        expect(button.x + button.width, `${name.slice(0, 20)} at ${width} px`).toBeLessThanOrEqual(card.x + card.width);
      }
    }
  });

  test("a short email stays on one line wherever there is room, beside a long name and company", async ({ page }) => {
    const tag = marker();
    // Not made from the marker: random letters would change its width, and in a card at 768 px the column is only
    // about 210 px wide. The search finds both leads by their company.
    const email = "max.f@example.com";
    await submitLeads(page.request, [
      {
        firstName: "Maximilian Alexander",
        lastName: "Featherstonehaugh",
        company: `International Business Machines Corporation ${tag}`,
        email,
        phone: "+1 757 864 1000",
        touchpoint: "Hire a CTO - Article",
      },
      {
        firstName: "Grace",
        lastName: "Hopper",
        company: `United States Navy Reserve Programming Division ${tag}`,
        email: `grace.hopper.${tag}@navy.example.com`,
        phone: "+1 757 864 2000",
        touchpoint: "Sidebar",
      },
    ]);
    for (const width of [1280, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/leads?q=${tag}`);
      const link = page.getByRole("link", { name: email, exact: true });
      await expect(link).toBeVisible();
      // Its text's lines (the link itself is a 44 px tap target where rows stack as cards).
      const lines = await link.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return new Set([...text.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)))
          .size;
      });
      expect(lines, `lines of ${email} at ${width} px`).toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page wider than a ${width} px window`).toBe(0);
    }
  });

  test("a long unbroken email and the longest phone stay in their own cells at every width", async ({ page }) => {
    const tag = marker();
    const phone = `+1 555 010 ${"0000 ".repeat(6)}`.trim();
    await submitLeads(page.request, [
      {
        firstName: "Grace",
        lastName: "Hopper",
        company: `Navy ${tag}`,
        email: `procurementvendormanagementandstrategicsourcing.${tag}@example.com`,
        phone,
        touchpoint: "Hire a CTO - Article",
      },
    ]);
    for (const width of [1280, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/leads?q=${tag}`);
      const row = page.getByRole("row").filter({ hasText: tag });
      await expect(row).toHaveCount(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page wider than a ${width} px window`).toBe(0);
      // Wrapped at its dots, the address is still read out whole.
      await expect(
        row.getByRole("link", {
          name: `procurementvendormanagementandstrategicsourcing.${tag}@example.com`,
          exact: true,
        }),
      ).toBeVisible();
      for (const label of ["Email", "Phone"]) {
        const cell = (await row.locator(`td[data-label="${label}"]`).boundingBox())!;
        const link = (await row.locator(`td[data-label="${label}"] a`).boundingBox())!;
        expect(link.x + link.width, `${label} at ${width} px`).toBeLessThanOrEqual(cell.x + cell.width + 1);
      }
      // In the wide table the name and company keep columns wide enough to read.
      if (width >= 1280) {
        for (const label of ["Name", "Company"]) {
          const cell = (await row.locator(`td[data-label="${label}"]`).boundingBox())!;
          expect(cell.width, `${label} column at ${width} px`).toBeGreaterThanOrEqual(100);
        }
      }
    }
  });

  test("a signed-in non-admin gets nothing from the exports", async ({ playwright, baseURL, page }) => {
    const email = uniqueEmail("export-denied");
    await submitLeads(page.request, [
      {
        firstName: "Hedy",
        lastName: "Lamarr",
        company: "Spread Spectrum",
        email,
        phone: "+1 202 555 0117",
        touchpoint: "Sidebar",
      },
    ]);
    await signInAs(page.request, accounts.admin);
    expect(await (await page.request.get("/admin/leads/export")).text(), "the admin's export has it").toContain(email);
    const member = await playwright.request.newContext({ baseURL });
    await signInAs(member, accounts.member);
    for (const path of ["/admin/leads/export", "/admin/leads/export-newsletter"]) {
      // Sent to the page offering the file, which denies them as every admin page does.
      const response = await member.get(path);
      expect(response.status(), path).toBe(403);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      const body = await response.text();
      expect(body, path).toContain("Access Denied");
      expect(body, path).not.toMatch(/"Email"|"First Name"/);
      expect(body, path).not.toContain(email);
    }
    const change = await member.post("/admin/leads", { form: { intent: "delete", id: "any" }, maxRedirects: 0 });
    expect(change.status()).toBe(403);
    await member.dispose();
  });
});
