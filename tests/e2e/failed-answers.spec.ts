import type { Page, Route } from "@playwright/test";
import { accounts, demoArticleSlug, expect, signInAs, submitLeads, test, uniqueEmail } from "../playwright-utils";

/**
 * A visitor's form whose answer never comes back (the connection dropped on a train, or a proxy in front of the
 * site answered with its own error page) says the spec's failure toast and keeps the page and the typed answers,
 * instead of replacing the page with the error boundary.
 */
const failures: Record<string, (route: Route) => Promise<void>> = {
  "a dropped connection": (route) => route.abort("connectionreset"),
  "a proxy's error page": (route) =>
    route.fulfill({
      status: 502,
      contentType: "text/html",
      body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
    }),
};

/** The spam trap refuses forms sent sooner than this after they opened (MIN_FILL_MS, plus a margin). */
const MIN_FILL_MS = 2_100;

/** Makes every POST to `path` (the action's address, or its `.data` twin) fail as `fail` says. */
async function failPosts(page: Page, path: string, fail: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === path || url.pathname === `${path}.data`,
    (route) => (route.request().method() === "POST" ? fail(route) : route.fallback()),
  );
}

/** The browser logs the failed request itself; that error is the one this test asked for. */
function forgiveFailedRequests(consoleErrors: string[]) {
  const others = consoleErrors.filter((text) => !/ERR_CONNECTION_RESET|status of 502/.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

const lead = {
  firstName: "Grace",
  lastName: "Hopper",
  company: "Compilers Inc",
  email: "grace.dropped@example.com",
  phone: "+1 202 555 0199",
};

for (const [failure, fail] of Object.entries(failures)) {
  test.describe(`after ${failure}`, () => {
    test("the lead chat stays on its last answer over the article", async ({ page, consoleErrors }) => {
      await page.goto(`/article/${demoArticleSlug}`);
      const title = await page.getByRole("heading", { level: 1 }).textContent();
      await failPosts(page, "/api/leads", fail);
      const formTime = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/form-token");
      await page.getByRole("main").getByRole("button", { name: "Hire a CTO" }).click();
      await formTime;
      const openedAt = Date.now();
      const chat = page.getByRole("dialog", { name: "Hire a CTO" });
      for (const value of [lead.firstName, lead.lastName, lead.company, lead.email]) {
        await chat.getByRole("textbox").fill(value);
        await chat.getByRole("button", { name: "Send" }).click();
      }
      await expect(chat.getByTestId("chat-step")).toHaveText("5 of 5");
      await page.waitForTimeout(Math.max(0, openedAt + MIN_FILL_MS - Date.now()));
      await chat.getByRole("textbox").fill(lead.phone);
      await chat.getByRole("button", { name: "Send" }).click();

      await expectToast(page, "Something went wrong", "Please try again later.");
      await expect(chat.getByTestId("chat-step")).toHaveText("5 of 5");
      await expect(chat.getByRole("textbox")).toHaveValue(lead.phone);
      await expect(page.locator("main h1"), "the article behind the chat").toHaveText(title!);
      forgiveFailedRequests(consoleErrors);
    });

    test("the contact form keeps every answer", async ({ page, consoleErrors }) => {
      await page.goto("/contact");
      const openedAt = Date.now();
      await failPosts(page, "/api/leads", fail);
      const form = page.getByRole("main");
      await form.getByRole("textbox", { name: "First Name" }).fill(lead.firstName);
      await form.getByRole("textbox", { name: "Last Name" }).fill(lead.lastName);
      await form.getByRole("textbox", { name: "Company" }).fill(lead.company);
      await form.getByRole("textbox", { name: "Work Email" }).fill(lead.email);
      await form.getByRole("textbox", { name: "Phone" }).fill(lead.phone);
      await page.waitForTimeout(Math.max(0, openedAt + MIN_FILL_MS - Date.now()));
      await form.getByRole("button", { name: "Send" }).click();

      await expectToast(page, "Something went wrong", "Please try again later.");
      await expect(form.getByRole("textbox", { name: "Work Email" })).toHaveValue(lead.email);
      await expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue(lead.phone);
      forgiveFailedRequests(consoleErrors);
    });

    test("the newsletter form keeps the email", async ({ page, consoleErrors }) => {
      await page.goto("/privacy-policy");
      await failPosts(page, "/api/newsletter", fail);
      const footer = page.getByRole("contentinfo");
      const email = uniqueEmail("dropped");
      await footer.getByRole("textbox", { name: "Email address" }).fill(email);
      await footer.getByRole("button", { name: "Subscribe" }).click();

      await expectToast(page, "Subscription failed", "Please try again later.");
      await expect(footer.getByRole("textbox", { name: "Email address" })).toHaveValue(email);
      await expect(footer.getByRole("button", { name: "Subscribe" })).toBeEnabled();
      forgiveFailedRequests(consoleErrors);
    });

    test("sign-in says the spec's unexpected error and stays on the form", async ({ page, consoleErrors }) => {
      await page.goto("/signin");
      await failPosts(page, "/signin", fail);
      await page.getByLabel("E-Mail Address").fill(accounts.member.email);
      await page.getByLabel("Password").fill(accounts.member.password);
      await page.getByRole("button", { name: "SIGN IN" }).click();

      await expectToast(page, "Sign in failed", "An unexpected error occurred");
      await expect(page).toHaveURL("/signin");
      await expect(page.getByRole("heading", { name: "Log In To Your Account" })).toBeVisible();
      forgiveFailedRequests(consoleErrors);
    });
  });
}

test.describe("an admin's save whose answer never arrives keeps what was typed", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page.request, accounts.admin);
  });

  test("a new article", async ({ page, consoleErrors }) => {
    await page.goto("/admin?tab=create");
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await failPosts(page, "/admin", failures["a dropped connection"]!);
    await page.getByLabel("Title", { exact: true }).fill("Platform Bets Lost in Transit");
    await page.getByLabel("Author", { exact: true }).fill("Ada Admin");
    await page.getByLabel("Summary", { exact: true }).fill("What survives a dropped connection.");
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Every word of this stays on the screen.");
    await page.getByRole("checkbox", { name: "CTO Reflections" }).check();
    await page.getByRole("button", { name: "Create Article" }).click();

    await expectToast(page, "Error", "Failed to save article. Please try again.");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Platform Bets Lost in Transit");
    await expect(page.getByRole("textbox", { name: "Content" })).toHaveText("Every word of this stays on the screen.");

    // Trying again, and failing again, says so again.
    const saveFailed = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to save article." });
    await expect(saveFailed).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole("button", { name: "Create Article" }).click();
    await expectToast(page, "Error", "Failed to save article. Please try again.");
    forgiveFailedRequests(consoleErrors);
  });

  test("a lead's edit", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("lost-edit");
    await submitLeads(page.request, [
      {
        firstName: "Edith",
        lastName: "Clarke",
        company: "Grid Co",
        email,
        phone: "+1 202 555 0142",
        touchpoint: "Sidebar",
      },
    ]);
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await expect(page.locator("main table tbody").getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await failPosts(page, "/admin/leads", failures["a dropped connection"]!);
    await page.getByRole("button", { name: "Edit Edith Clarke" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Lead" });
    await dialog.getByRole("textbox", { name: "Company" }).fill("Grid Company Ltd");
    await dialog.getByRole("button", { name: "Save Changes" }).click();

    await expectToast(page, "Error updating lead", "Failed to update lead information");
    await expect(dialog.getByRole("textbox", { name: "Company" })).toHaveValue("Grid Company Ltd");
    forgiveFailedRequests(consoleErrors);
  });
});

test.describe("a page whose data never arrives", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page.request, accounts.admin);
  });

  test("is asked of the server again as a whole page, once; failing again at once, it says so", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/admin/leads");
    await expect(page.locator("main table tbody").getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    // Every data request of the page from now on is lost; whole pages still arrive.
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => (route.request().method() === "GET" ? route.abort("connectionreset") : route.fallback()),
    );
    const documentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documentLoads.push(new URL(request.url()).search);
    });

    // Runs `act`, which should make the browser load the page anew, and waits until the new page has its scripts:
    // a search sent before them is the no-JavaScript form, a document load of its own.
    const reloadedBy = async (act: () => Promise<void>) => {
      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      await act();
      await page.waitForFunction(() => !("beforeReload" in window) && "__reactRouterDataRouter" in window);
    };
    await reloadedBy(() => page.getByRole("tab", { name: /^Newsletter/ }).click());
    await expect(page.getByRole("heading", { name: "Newsletter Subscribers" })).toBeVisible();
    await expect(page).toHaveURL("/admin/leads?tab=newsletter");
    expect(documentLoads).toEqual(["?tab=newsletter"]);
    // Still signed in, as the header says: the layout came with the page, not from the lost data.
    await expect(page.getByTestId("user-menu")).toContainText(accounts.admin.email);

    // The same address failing again straight away is not reloaded over and over.
    const search = async () => {
      await page.getByRole("searchbox", { name: "Search" }).fill("nobody");
      await page.getByRole("button", { name: "Search", exact: true }).click();
    };
    await reloadedBy(search);
    await expect(page).toHaveURL("/admin/leads?tab=newsletter&q=nobody");
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("nobody");
    expect(documentLoads).toEqual(["?tab=newsletter", "?tab=newsletter&q=nobody"]);
    await search();
    await expect(page.getByRole("heading", { name: "This page could not be loaded" })).toBeVisible();
    await expect(page.getByText("Check your connection, then try again.")).toBeVisible();
    expect(documentLoads).toHaveLength(2);
    // The layout's data was lost too; the header still shows who is signed in.
    await expect(page.getByTestId("user-menu")).toContainText(accounts.admin.email);

    await page.unrouteAll();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Newsletter Subscribers" })).toBeVisible();
    forgiveFailedRequests(consoleErrors);
  });
});
