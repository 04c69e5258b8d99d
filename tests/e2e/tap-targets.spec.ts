import type { Page } from "@playwright/test";
import { accounts, demoArticleSlug, expect, signInAs, submitLeads, test } from "../playwright-utils";

/**
 * DESIGN.md: "tap targets at least 44 px" on phones. Every visible control is measured, except links inside a
 * run of text (WCAG 2.5.8 exempts them: the sentence sets their height), controls hidden until focused (the skip
 * link) and toasts' close buttons. A checkbox counts as its label, and a link that covers its card (an absolute
 * ::after) as the card: that is what a thumb presses.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], summary",
    );
    for (const control of controls) {
      if (control.closest("[data-sonner-toast]")) continue;
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || style.clipPath.startsWith("inset(50%")) continue;
      const coversCard =
        control.tagName === "A" && getComputedStyle(control, "::after").position === "absolute" && control.offsetParent;
      const pressed =
        control instanceof HTMLInputElement && ["checkbox", "radio"].includes(control.type)
          ? (control.closest("label") ?? control.labels?.[0] ?? control)
          : coversCard || control;
      const box = pressed.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const parent = control.parentElement;
      const inRunningText =
        control.tagName === "A" &&
        style.display === "inline" &&
        parent !== null &&
        parent.textContent!.trim() !== control.textContent!.trim();
      if (inRunningText) continue;
      if (box.width < 44 || box.height < 44) {
        const name = control.getAttribute("aria-label") ?? control.textContent ?? control.getAttribute("name") ?? "";
        small.push(
          `${control.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/**
 * The fields set below 16 px: a phone's browser (Safari on iOS) zooms the page in on such a field when it is focused,
 * and leaves it zoomed, so the page has to be panned back and pinched out after every search or filter.
 */
async function fieldsThatZoomTheirPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea, [contenteditable=true]")]
      .filter((field) => field.getBoundingClientRect().width > 0)
      .filter((field) => !["checkbox", "radio", "file"].includes((field as HTMLInputElement).type))
      .filter((field) => parseFloat(getComputedStyle(field).fontSize) < 16)
      .map((field) => `${field.tagName.toLowerCase()} #${field.id} ${getComputedStyle(field).fontSize}`),
  );
}

function testEveryControlOn(path: string) {
  test(`every control on ${path} is at least 44 px each way`, async ({ page }) => {
    await page.goto(path);
    expect(await smallTapTargets(page)).toEqual([]);
  });
}

/** The public pages at a tablet's width, where the two-column layouts start: a thumb presses them as on a phone. */
test.describe("on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  for (const path of [
    "/",
    "/all-articles",
    "/category/cybersecurity-risk",
    `/article/${demoArticleSlug}`,
    "/search?q=cto",
    "/contact",
    "/privacy-policy",
    "/signin",
    "/no-such-page",
  ]) {
    testEveryControlOn(path);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const path of [
    "/",
    `/article/${demoArticleSlug}`,
    "/category/leadership",
    "/search?q=cloud",
    "/signin",
    "/contact",
  ]) {
    testEveryControlOn(path);
  }

  const adminPagesBeyondTheEditor = [
    "/admin?tab=manage",
    "/admin/leads",
    "/admin/leads?tab=newsletter",
    "/admin/logs",
    "/library",
  ];

  test("no field of the admin area makes the phone zoom the page when it is focused", async ({ page }) => {
    await signInAs(page.request, accounts.admin);
    for (const path of ["/admin?tab=create", ...adminPagesBeyondTheEditor]) {
      await page.goto(path);
      expect(await fieldsThatZoomTheirPage(page), path).toEqual([]);
    }
    await page.goto("/admin?tab=create");
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    for (const panel of ["Link", "Image"]) {
      await toolbar.getByRole("button", { name: panel }).click();
      await expect(page.locator("#editor-link-url, #editor-image-alt")).toBeFocused();
      expect(await fieldsThatZoomTheirPage(page), `the editor's ${panel} panel`).toEqual([]);
    }
  });

  test("every control of the admin area and the article editor is at least 44 px each way", async ({ page }) => {
    // A lead with a reading path, so that the leads page has every kind of control its cards can hold.
    await submitLeads(page.request, [
      {
        firstName: "Tap",
        lastName: "Target",
        company: "Thumb Sized Ltd",
        email: `bartholomew.featherstonehaugh.${Date.now()}@example.com`,
        phone: "+44 (0) 20 7946 0000",
        touchpoint: "Sidebar",
        readingPath: JSON.stringify([
          { kind: "article", title: "DORA Metrics", path: `/article/${demoArticleSlug}`, at: new Date().toISOString() },
        ]),
      },
    ]);

    await signInAs(page.request, accounts.admin);
    for (const path of ["/admin", ...adminPagesBeyondTheEditor]) {
      await page.goto(path);
      expect(await smallTapTargets(page), path).toEqual([]);
    }
    await page.goto("/admin/leads");
    await page.getByText("Read 1 article first").first().click();
    expect(await smallTapTargets(page), "a lead's reading path, open").toEqual([]);

    await page.goto("/admin?tab=create");
    await expect(page.getByRole("toolbar", { name: "Formatting" }).getByRole("button").first()).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
  });
});
