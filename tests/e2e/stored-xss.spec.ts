import { test as plainTest, type Page } from "@playwright/test";
import { queryTestDatabase } from "../e2e-server-state";
import { pdfBytes } from "../setup/pdf";
import { mailtoHref } from "../../app/utils/mail-link";
import { accounts, expect, signInAs, submitLeads, test } from "../playwright-utils";

/**
 * Stored XSS, seen in a real browser: payloads go into every text field that some page renders (through the
 * same endpoints people use), then each page is opened. Nothing may run (no `window.__xss`, no dialog), the
 * payload must read as the text it is, and the page must cause no CSP violation (the `test` fixture fails on
 * any console error, violations included).
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const payloads = {
  img: `<img src=x onerror=window.__xss=1>${run}`,
  script: `"><script>window.__xss=1</script>${run}`,
  title: `</title><script>window.__xss=1</script>${run}`,
  link: `javascript:window.__xss=1//${run}`,
  svg: `<svg onload=window.__xss=1>${run}`,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

async function watchForExecution(page: Page): Promise<{ dialogs: string[] }> {
  const watched = { dialogs: [] as string[] };
  page.on("dialog", (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return watched;
}

/** Nothing ran, and no payload became markup: no script, handler, javascript: link or srcdoc frame of its own. */
async function expectInert(page: Page, watched: { dialogs: string[] }) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), "a payload ran").toBeUndefined();
  expect(watched.dialogs).toEqual([]);
  const markup = await page.evaluate(() =>
    [...document.querySelectorAll("*")]
      .filter(
        (element) =>
          (element.tagName === "SCRIPT" && element.textContent?.trim() === "window.__xss=1") ||
          element.getAttributeNames().some((name) => /^on/i.test(name) || name === "srcdoc") ||
          /^\s*javascript:/i.test(element.getAttribute("href") ?? ""),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(markup, "payloads that became markup").toEqual([]);
}

test.describe("stored XSS", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page.request, accounts.admin);
  });

  test("article title, summary, author, tags, FAQ and body render as text on every page that shows them", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const title = `${payloads.title} ${payloads.img}`;
    const slug = `stored-xss-${run}`;
    const created = await page.request.post("/admin?index&tab=create", {
      form: {
        intent: "create",
        title,
        slug,
        author: payloads.script,
        summary: `${payloads.svg} ${payloads.link}`,
        content:
          `<p>Body ${run}</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1">` +
          `<a href="javascript:window.__xss=1">Click ${run}</a>`,
        publishDate: new Date().toISOString().slice(0, 10),
        readTime: "3",
        categories: "cybersecurity-risk",
        "tags[0]": `<b onmouseover=window.__xss=1>${run}`.slice(0, 40),
        "faqs[0].question": payloads.img,
        "faqs[0].answer": payloads.script,
      },
    });
    expect(created.status()).toBe(200);

    // Readers: the article itself, lists with its card, and search results.
    const reader = await browser.newPage();
    const watched = await watchForExecution(reader);
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(reader).toHaveTitle(new RegExp(escapeRegExp(payloads.title)));
    await expect(reader.getByText(payloads.script).first()).toBeVisible();
    await expect(reader.getByText(`${payloads.svg} ${payloads.link}`).first()).toBeVisible();
    await expect(reader.getByText(`<b onmouseover=window.__xss=1>${run}`.slice(0, 40))).toBeVisible();
    await expect(reader.getByText(payloads.img, { exact: true })).toBeVisible();
    await reader.getByText(`Click ${run}`).click();
    await expectInert(reader, watched);
    for (const path of ["/all-articles", "/category/cybersecurity-risk", `/search?q=${run}`]) {
      await reader.goto(path);
      await expect(reader.getByText(title).first(), path).toBeVisible();
      await expectInert(reader, watched);
    }
    await reader.close();

    // The admin's article list and the edit form hold the payloads as values, not markup.
    const watchedAdmin = await watchForExecution(page);
    await page.goto(`/admin?tab=manage&q=${run}`);
    await expect(page.getByText(title).first()).toBeVisible();
    await page.goto(`/admin/articles/edit/${slug}`);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Author", { exact: true })).toHaveValue(payloads.script);
    await expectInert(page, watchedAdmin);

    // Leave the article lists as the other specs count them.
    const [stored] = await queryTestDatabase<{ id: string }>(`SELECT id FROM articles WHERE slug = '${slug}'`);
    const deleted = await page.request.post("/admin?index", { form: { intent: "delete", articleId: stored!.id } });
    expect(deleted.status()).toBe(200);
  });

  test("lead fields and its reading path in the admin table and the Edit Lead dialog", async ({ page }) => {
    test.setTimeout(90_000);
    const lead = {
      firstName: payloads.img,
      lastName: payloads.script,
      company: payloads.title,
      email: `"><img/src=x/onerror=window.__xss=1>${run}@example.com`,
      phone: "+44 20 7946 0000",
      touchpoint: "Contact Form",
      readingPath: JSON.stringify([
        {
          kind: "article",
          title: payloads.svg,
          path: `/article/x"><script>window.__xss=1</script>`,
          at: new Date().toISOString(),
        },
      ]),
    };
    await submitLeads(page.request, [lead]);
    const watched = await watchForExecution(page);
    await page.goto(`/admin/leads?q=${encodeURIComponent(run)}`);
    const name = `${lead.firstName} ${lead.lastName}`;
    const row = page.getByRole("row").filter({ hasText: lead.company });
    await expect(row.getByText(name, { exact: true }).first()).toBeVisible();
    // The address is the link's text as typed, and its href percent-encoded, quotes and brackets included.
    await expect(row.getByRole("link", { name: lead.email })).toHaveAttribute("href", mailtoHref(lead.email));
    expect(mailtoHref(lead.email)).not.toMatch(/["<>]/);
    await row.getByText(/Read 1 article first/).click();
    const step = row.getByRole("link", { name: payloads.svg });
    await expect(step).toBeVisible();
    expect(await step.getAttribute("href")).toMatch(/^\/article\//);
    await expectInert(page, watched);

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Lead" });
    await expect(dialog.getByRole("textbox", { name: "First Name" })).toHaveValue(lead.firstName);
    await expect(dialog.getByRole("textbox", { name: "Last Name" })).toHaveValue(lead.lastName);
    await expect(dialog.getByRole("textbox", { name: "Company" })).toHaveValue(lead.company);
    await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(lead.email);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expectInert(page, watched);
  });

  test("subscriber emails on the newsletter tab", async ({ page }) => {
    // Validation lets only letters, digits and . _ ' + - through before the @: the apostrophe is the risk.
    const email = `x'-alert'+${run}@example.com`;
    const subscribed = await page.request.post("/api/newsletter", { form: { email, website: "" } });
    expect(subscribed.status()).toBe(200);
    const watched = await watchForExecution(page);
    await page.goto(`/admin/leads?tab=newsletter&q=${run}`);
    await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
    await expectInert(page, watched);
  });

  test("audit entries: the email typed at a failed sign-in, shown in the audit log", async ({ page, browser }) => {
    // The log shows who, what, when and from where; only "who" can come from a stranger, as a typed email.
    const email = `o'-alert'+${run}@example.com`;
    const stranger = await browser.newPage();
    const refused = await stranger.request.post("/signin", { form: { email, password: "wrong-password" } });
    expect(refused.status()).toBe(401);
    await stranger.close();
    const watched = await watchForExecution(page);
    await page.goto(`/admin/logs?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole("cell", { name: email }).first()).toBeVisible();
    await expectInert(page, watched);
  });

  test("library titles on the library page", async ({ page }) => {
    const title = `${payloads.script} ${payloads.img}`;
    const uploaded = await page.request.post("/library/upload", {
      multipart: {
        title,
        file: { name: `${payloads.svg}.pdf`, mimeType: "application/pdf", buffer: await pdfBytes() },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const watched = await watchForExecution(page);
    await page.goto("/library");
    await expect(page.getByText(title).first()).toBeVisible();
    await expectInert(page, watched);
    const fileId = ((await uploaded.json()) as { id: string }).id;
    await page.request.post(`/library/${fileId}/delete`);
  });

  test("search terms in the results heading, the field and the page title", async ({ page }) => {
    const watched = await watchForExecution(page);
    for (const query of Object.values(payloads)) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole("searchbox", { name: "Search insights" })).toHaveValue(query);
      await expect(page.getByText(new RegExp(escapeRegExp(query))).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(query)));
      await expectInert(page, watched);
    }
  });
});

plainTest.describe("Content-Security-Policy", () => {
  plainTest(
    "inline scripts carry the response's nonce; injected inline scripts and handlers are blocked",
    async ({ page }) => {
      const violations: string[] = [];
      await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { reportViolation: (d: string) => void }).reportViolation(event.effectiveDirective),
        ),
      );
      const response = await page.goto("/");
      const csp = (await response!.headerValue("content-security-policy")) ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      expect(csp).not.toContain("'unsafe-inline' 'nonce");
      expect(csp).toMatch(/script-src-attr 'none'/);

      // Every inline script of the page as served carries that nonce (the browser hides it from attributes).
      const html = await response!.text();
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!);
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      const nonces = await page
        .locator("script:not([src])")
        .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
      expect(new Set(nonces)).toEqual(new Set([nonce]));
      expect(violations).toEqual([]);

      // An inline script without the nonce, added as a payload would be: it does not run, and the browser says so.
      await expect(page.addScriptTag({ content: "window.__injected = 'tag'" })).rejects.toThrow();
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = 'element'";
        document.body.append(script);
        const image = document.createElement("img");
        image.setAttribute("onerror", "window.__injected = 'handler'");
        image.src = "/missing-image.png";
        document.body.append(image);
      });
      await expect.poll(() => violations).toEqual(expect.arrayContaining(["script-src-elem", "script-src-attr"]));
      expect(await page.evaluate(() => (window as { __injected?: unknown }).__injected)).toBeUndefined();

      // A script with the right nonce still runs: the policy blocks what lacks it, not scripts as such.
      await page.evaluate((value) => {
        const script = document.createElement("script");
        script.nonce = value;
        script.textContent = "window.__injected = 'nonced'";
        document.body.append(script);
      }, nonce!);
      expect(await page.evaluate(() => (window as { __injected?: unknown }).__injected)).toBe("nonced");
    },
  );
});
