import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";

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

/** Accounts created by tests/e2e-server.ts through the operator command. */
export const accounts = {
  admin: { email: "admin@example.com", password: "admin-password" },
  member: { email: "member@example.com", password: "member-password" },
};

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * WCAG 2.2 AA, the level the product promises, and axe's best practices (unique landmark names, heading
 * order, one main landmark…), which screen-reader users notice as much as contrast.
 */
export async function expectNoA11yViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  // Contrast is judged on what is painted, and a toast is half transparent while it fades in or out. An analysis
  // during which a toast came, changed or went (one that arrived after the network settled, or timed out and left
  // again within the analysis) judged a moving target, so it is redone.
  for (let attempt = 1; ; attempt++) {
    await waitForToastsAtRest(page);
    await watchToasts(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    if ((await toastsMoved(page)) && attempt < 5) continue;
    const summary = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
    expect(summary, "accessibility violations").toEqual([]);
    return;
  }
}

export interface Announcements {
  /** How many times the message was added to a live region: each addition is said once. */
  said: number;
  /** The frame the browser was on when the message first came, and when its live region first came. */
  messageFrame: number;
  regionFrame: number;
}

/**
 * Screen readers say what is added to a live region they already know, not a region that comes with its message.
 * Records, from the page's start, each time `message` is added to a live region and, counted in the frames the
 * browser rendered, when the message and its live region first came; `announcementsOf(page)` reads the record.
 */
export async function watchAnnouncements(page: Page, message: string) {
  await page.addInitScript((message) => {
    const LIVE = "[aria-live], [role=status], [role=alert], [role=log]";
    const record = { said: 0, messageFrame: -1, regionFrame: -1 };
    Object.assign(window, { announcements: record });
    let frame = 0;
    const tick = () => {
      frame++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const firstSeen = new WeakMap<Element, number>();
    new MutationObserver((mutations) => {
      const regions = [...document.querySelectorAll(LIVE)];
      for (const region of regions) if (!firstSeen.has(region)) firstSeen.set(region, frame);
      const added = mutations.flatMap((mutation) => [...mutation.addedNodes]);
      if (!added.some((node) => node.textContent?.includes(message))) return;
      const region = regions.findLast((candidate) => candidate.textContent?.includes(message));
      if (!region) return;
      record.said++;
      if (record.messageFrame !== -1) return;
      record.messageFrame = frame;
      record.regionFrame = firstSeen.get(region)!;
    }).observe(document, { childList: true, subtree: true });
  }, message);
}

export function announcementsOf(page: Page): Promise<Announcements> {
  return page.evaluate(() => (window as unknown as { announcements: Announcements }).announcements);
}

async function waitForToastsAtRest(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ) &&
      [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => getComputedStyle(toast).opacity === "1"),
  );
}

/** Starts noting any toast that is added, removed or changed, from now until `toastsMoved` asks. */
function watchToasts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const watched = window as unknown as { toastsMoved: boolean; toastWatch?: MutationObserver };
    watched.toastWatch?.disconnect();
    watched.toastsMoved = false;
    const touchesToast = (node: Node) =>
      node instanceof Element &&
      (node.closest("[data-sonner-toaster]") !== null || node.querySelector("[data-sonner-toast]") !== null);
    watched.toastWatch = new MutationObserver((mutations) => {
      if (
        mutations.some((mutation) =>
          [mutation.target, ...mutation.addedNodes, ...mutation.removedNodes].some(touchesToast),
        )
      )
        watched.toastsMoved = true;
    });
    watched.toastWatch.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

/** Whether a toast came, changed or went since `watchToasts`, or is still on its way in or out. */
function toastsMoved(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const watched = window as unknown as { toastsMoved: boolean; toastWatch?: MutationObserver };
    watched.toastWatch?.disconnect();
    return (
      watched.toastsMoved ||
      [...document.querySelectorAll("[data-sonner-toast]")].some((toast) => getComputedStyle(toast).opacity !== "1")
    );
  });
}

/**
 * Opens the header's Insights menu with the mouse and returns its category links. A hover before the page has
 * hydrated, or one that lands while the menu's open delay runs, opens nothing (seen on a loaded machine), so it moves
 * away and over the button again, as a reader would.
 */
export async function openInsightsMenu(page: Page) {
  const links = page.getByRole("list", { name: "Insight categories" }).getByRole("link");
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Insights" }).hover();
    await expect(links.first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return links;
}

/** Signs in through the real form endpoint; the session cookie lands in the request's browser context. */
export async function signInAs(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post("/signin", { form: account, maxRedirects: 0 });
  expect(response.status(), `sign-in of ${account.email}`).toBe(302);
}

/** Longer than the spam trap's minimum fill time (MIN_FILL_MS): these leads come from a page a person had open. */
const LEAD_FILL_TIME_MS = 2_100;

/** Sends leads through the public lead action as the contact form does, once a person could have filled it in. */
export async function submitLeads(request: APIRequestContext, leads: Record<string, string>[]) {
  const contact = await request.get("/contact");
  const token = /name="formStartedAt" value="([^"]+)"/.exec(await contact.text())?.[1];
  expect(token, "the contact page's signed time").toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, LEAD_FILL_TIME_MS));
  for (const lead of leads) {
    const response = await request.post("/api/leads", { form: { ...lead, formStartedAt: token!, website: "" } });
    expect(response.status(), `${lead.email}: ${await response.text()}`).toBe(200);
  }
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest email to an address in the SMTP sink and returns its decoded source. */
export async function waitForEmail(to: string, subject: RegExp): Promise<string> {
  const dir = process.env.E2E_MAILBOX_DIR!;
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(dir)
          .filter((file) => file.endsWith(`-${to.toLowerCase()}.eml`))
          .sort();
        found = files
          .map((file) => decodeQuotedPrintable(readFileSync(join(dir, file), "utf8")))
          .reverse()
          .find((message) => subject.test(message));
        return Boolean(found);
      },
      { message: `an email to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export function linkIn(message: string, pathPrefix: string): string {
  const link = message.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix.replaceAll("/", "\\/")}[^\\s"<>]*`))?.[0];
  if (!link) throw new Error(`no ${pathPrefix} link in the email`);
  return link;
}

/**
 * Reading pages fetch their scripts only after the first paint (app/utils/scripts-after-first-paint.server.ts), and
 * a headless browser often fires `load` before it paints, so a navigation that waited for `load` may still be
 * looking at a page whose buttons do nothing yet. Waits until React Router has made its router, which it does while
 * hydrating the page (from then on React replays clicks on parts not yet hydrated), as `load` used to imply when
 * the scripts were fetched during parsing; pages without React Router's scripts (or with JavaScript off) are ready
 * at once. Waits too for the fonts the page uses: a web font arriving between two measurements of a test swaps the
 * fallback face out and can re-break a line in between (it did in CI on a loaded machine).
 */
async function waitForPageReady(page: Page) {
  await page.waitForFunction(
    () =>
      (!("__reactRouterContext" in window) || "__reactRouterDataRouter" in window) &&
      document.fonts.status === "loaded",
  );
}

const NAVIGATIONS = ["goto", "reload", "goBack", "goForward", "waitForURL"] as const;

/** Makes every navigation of the page that waits for `load` also wait for the page's scripts and fonts. */
function awaitScriptsOnNavigation(page: Page) {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await navigate(...args);
        const options = args.at(-1);
        const waitUntil =
          typeof options === "object" && options !== null && !(options instanceof RegExp)
            ? (options as { waitUntil?: string }).waitUntil
            : undefined;
        if (waitUntil === undefined || waitUntil === "load" || waitUntil === "networkidle") {
          await waitForPageReady(page);
        }
        return result;
      },
    });
  }
}

function awaitScriptsInContext(context: BrowserContext) {
  context.on("page", awaitScriptsOnNavigation);
  return context;
}

/**
 * Fails the test on any console error, CSP violations included. The sidebar lead form, which opens itself
 * once a page is scrolled, stays out of the way unless a test asks for it with `sidebarLeadForm: true`.
 */
export const test = base.extend<
  { consoleErrors: string[]; sidebarLeadForm: boolean; quietSidebar: void },
  { browser: Browser }
>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      // Playwright makes each test's own context through this method, and browser.newPage() its page's.
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser["newContext"]>) =>
          awaitScriptsInContext(await newContext(...args)),
      });
      await provide(browser);
    },
    { scope: "worker" },
  ],
  sidebarLeadForm: [false, { option: true }],
  quietSidebar: [
    async ({ page, sidebarLeadForm }, provide) => {
      if (!sidebarLeadForm) {
        await page.addInitScript(() => {
          try {
            sessionStorage.setItem("sidebar-lead-form-shown", "1");
          } catch {
            // A page without storage (about:blank) has no sidebar either.
          }
        });
      }
      await provide();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Chromium reports some blocked actions (an eval probe, say) only as an event, not a console error.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
        ),
      );
      await provide(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Articles added by tests/e2e-fixtures.ts. */
export const fixtureArticles = {
  scheduled: { slug: "scheduled-insight-e2e", title: "Scheduled Insight About Quantum Roadmaps" },
  faqEdgeCases: { slug: "faq-edge-cases-e2e", title: "FAQ Edge Cases for Platform Budgets" },
};

/** Waits for the toast saying `title` to come to rest, then checks it covers none of `controls` (a dialog's title, Close…). */
export async function expectToastClearOf(page: Page, title: string, controls: Locator[]) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  await waitForToastsAtRest(page);
  const box = (await toast.boundingBox())!;
  for (const control of controls) {
    const covered = (await control.boundingBox())!;
    const apart =
      box.x + box.width <= covered.x ||
      covered.x + covered.width <= box.x ||
      box.y + box.height <= covered.y ||
      covered.y + covered.height <= box.y;
    expect(apart, `the toast covers ${String(control)}`).toBe(true);
  }
}
