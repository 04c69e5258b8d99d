import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { queryTestDatabase, storedFiles } from "../e2e-server-state";
import { siteConfig } from "../../app/site.config";
import { ARTICLE_LIMITS } from "../../app/validation/article";
import {
  accounts,
  announcementsOf,
  demoArticleSlug,
  expect,
  expectNoA11yViolations,
  signInAs,
  test,
  uniqueEmail,
  watchAnnouncements,
} from "../playwright-utils";

function uniqueTitle(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The spec's slug rule, to know which URL an article gets. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

function isoDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

interface ArticleDraft {
  title: string;
  summary?: string;
  content?: string;
  categories?: string[];
  publishDate?: string;
}

async function fillArticleForm(page: Page, draft: ArticleDraft) {
  await page.getByLabel("Title", { exact: true }).fill(draft.title);
  await page.getByLabel("Author", { exact: true }).fill("Ada Admin");
  await page.getByLabel("Summary", { exact: true }).fill(draft.summary ?? `What ${draft.title} means for a CTO.`);
  const editor = page.getByRole("textbox", { name: "Content" });
  await editor.click();
  await editor.pressSequentially(draft.content ?? "Platform teams need a clear owner and a budget.");
  for (const category of draft.categories ?? ["Cloud & Infrastructure"]) {
    await page.getByRole("checkbox", { name: category }).check();
  }
  if (draft.publishDate) await page.getByLabel("Publish date").fill(draft.publishDate);
}

/**
 * Opens the article form and waits until it is ready as an author sees it: hydrated (until then the browser's
 * own validation holds the submit back, silently) and with its editor loaded.
 */
async function openArticleForm(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page.locator("form").filter({ has: page.getByRole("button", { name: /^(Create|Update) Article$/ }) }),
  ).toHaveAttribute("novalidate", "");
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
}

/** Another admin, in a tab of the same browser, renames the article to `{slug}-renamed`; answers that tab. */
async function renameInAnotherTab(page: Page, slug: string): Promise<Page> {
  const otherAdmin = await page.context().newPage();
  await openArticleForm(otherAdmin, `/admin/articles/edit/${slug}`);
  await otherAdmin.getByLabel("Slug", { exact: true }).fill(`${slug}-renamed`);
  await otherAdmin.getByRole("button", { name: "Update Article" }).click();
  await expect(otherAdmin).toHaveURL(`/admin/articles/edit/${slug}-renamed`);
  return otherAdmin;
}

/** Creates an article through the Create Article tab and returns its slug. */
async function createArticle(page: Page, draft: ArticleDraft): Promise<string> {
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, draft);
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  return slugOf(draft.title);
}

test.beforeEach(async ({ page }) => {
  await signInAs(page.request, accounts.admin);
});

test("creates an article with categories, tags and FAQ; it shows on home, its category and its page", async ({
  page,
  browser,
}) => {
  const consoleProblems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") consoleProblems.push(message.text());
  });
  const title = uniqueTitle("Platform Bets");
  const slug = slugOf(title);
  await openArticleForm(page, "/admin?tab=create");
  const submit = page.getByRole("button", { name: "Create Article" });
  await expect(submit).toBeDisabled();

  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);
  await page.getByLabel("Author", { exact: true }).fill("Ada Admin");
  await page.getByLabel("Summary", { exact: true }).fill("Where a platform bet pays back and where it does not.");
  const editor = page.getByRole("textbox", { name: "Content" });
  await editor.click();
  await editor.pressSequentially("Bet on the platform only where three teams already need it.");
  await expect(submit).toBeDisabled();
  await page.getByRole("checkbox", { name: "Cloud & Infrastructure" }).check();
  await page.getByRole("checkbox", { name: "CTO Reflections" }).check();
  await expect(submit).toBeEnabled();

  const newTag = page.getByLabel("New tag");
  await newTag.fill("  Platform  ");
  await newTag.press("Enter");
  await newTag.fill("platform");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await newTag.fill("FinOps");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["Platform", "FinOps"]);

  await page.getByLabel("Question", { exact: true }).fill("When does a platform pay back?");
  await page.getByLabel("Answer", { exact: true }).fill("When three teams use it within a year.");
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByRole("button", { name: "Delete question 2" })).toBeVisible();

  await submit.click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  // Saved in place: the address is still the tab's own, not that of the post.
  await expect(page).toHaveURL(/\/admin\?tab=create$/);
  // The form starts over: empty, read time 5, today's date, one empty FAQ row.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Read time (minutes)")).toHaveValue("5");
  await expect(page.getByLabel("Publish date")).toHaveValue(isoDay());
  await expect(page.getByLabel("Question", { exact: true })).toHaveCount(1);
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("");
  await expect(editor).toHaveText("");
  await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "CTO Reflections" })).not.toBeChecked();
  // The editor made again for the next article, as on every edit page after the first, says nothing either.
  expect(consoleProblems).toEqual([]);

  const reader = await browser.newPage();
  for (const path of ["/", "/category/cloud-infrastructure", "/category/cto-reflections"]) {
    await reader.goto(path);
    await expect(reader.getByRole("link", { name: title }).first(), path).toBeVisible();
  }
  await reader.goto(`/article/${slug}`);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(reader.getByTestId("article-categories")).toHaveText("Cloud & Infrastructure / CTO Reflections");
  await expect(reader.getByText("Bet on the platform only where three teams already need it.")).toBeVisible();
  await expect(reader.getByRole("button", { name: "When does a platform pay back?" })).toBeVisible();
  const tags = reader.locator("section[aria-labelledby=tags-heading] li");
  await expect(tags).toHaveText(["Platform", "FinOps"]);
  await reader.close();

  const [stored] = await queryTestDatabase<{ faqs: number | string }>(
    `SELECT COUNT(*) AS faqs FROM article_faqs f JOIN articles a ON a.id = f.article_id WHERE a.slug = '${slug}'`,
  );
  expect(Number(stored!.faqs), "the empty FAQ row is dropped on save").toBe(1);
});

/** Signs in again on the sign-in page a save after the session ended was sent to, and returns to the form. */
async function signInAgainAt(page: Page, formPath: string) {
  await expect(page).toHaveURL(`/signin?redirectTo=${encodeURIComponent(formPath)}`);
  await page.getByLabel("E-Mail Address").fill(accounts.admin.email);
  await page.getByLabel("Password").fill(accounts.admin.password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(formPath);
}

function sessionEndedNote(page: Page) {
  return page.getByRole("status").filter({ hasText: "Your session ended while you were saving." });
}

test("a new article saved after the session ended comes back once the admin signs in again, and saves", async ({
  page,
}) => {
  const title = uniqueTitle("Session Ended");
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title, content: "Every word of this survives the sign-in." });
  await page.getByRole("checkbox", { name: "CTO Reflections" }).check();
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Create Article" }).click();

  await signInAgainAt(page, "/admin?tab=create");
  await expect(sessionEndedNote(page)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue(`What ${title} means for a CTO.`);
  await expect(page.getByRole("textbox", { name: "Content" })).toHaveText("Every word of this survives the sign-in.");
  await expect(page.getByRole("checkbox", { name: "CTO Reflections" })).toBeChecked();

  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  // Saved, the draft is done with: the form starts over for the next article, as after any other save.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(sessionEndedNote(page)).toHaveCount(0);
  const stored = await queryTestDatabase<{ title: string; content: string }>(
    `select title, content from articles where slug = '${slugOf(title)}'`,
  );
  expect(stored).toMatchObject([
    { title, content: expect.stringContaining("Every word of this survives the sign-in.") },
  ]);
  // Once saved, a reload starts an empty form: the draft is not brought back twice.
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
});

test("leaving an article with unsaved changes asks first; an untouched form and a save do not", async ({ page }) => {
  const manage = page.getByRole("tab", { name: "Manage Articles" });
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await openArticleForm(page, "/admin?tab=create");
  await manage.click();
  await expect(page).toHaveURL("/admin?tab=manage");
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId("article-total")).toHaveText(/^\d+\+? articles?$/);

  await openArticleForm(page, "/admin?tab=create");
  const title = uniqueTitle("Unsaved Thoughts");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await manage.click();
  await expect(ask).toBeVisible();
  await expect(ask).toContainText("This article has changes you have not saved. If you leave now, they are lost.");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL("/admin?tab=create");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  // Closing or reloading the browser tab gets the browser's own question: the page holds its unload back.
  const cancelled = await page.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(cancelled, "the page asks before it is unloaded").toBe(true);

  await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
  await ask.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL("/");

  // A save is not leaving, and a saved form has nothing left to lose.
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title });
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  await expect(ask).toHaveCount(0);
  await manage.click();
  await expect(page).toHaveURL("/admin?tab=manage");
  await expect(ask).toHaveCount(0);
});

test("a change made by a click or a shortcut asks before leaving too: formatting, a removed tag, question or banner", async ({
  page,
}) => {
  const title = uniqueTitle("Clicked Changes");
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title });
  const newTag = page.getByLabel("New tag");
  await newTag.fill("Platform");
  await newTag.press("Enter");
  await page.getByLabel("Question", { exact: true }).fill("Who owns the platform?");
  await page.getByLabel("Answer", { exact: true }).fill("One named team.");
  await page.getByRole("button", { name: "Add question" }).click();
  await page.getByLabel("Question", { exact: true }).nth(1).fill("What does it cost?");
  await page.getByLabel("Answer", { exact: true }).nth(1).fill("Less than three teams building their own.");
  const banner = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 60, b: 90 } } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload banner image")
    .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: banner });
  await expect(page.getByText("Upload successful")).toBeVisible();
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();

  const editor = page.getByRole("textbox", { name: "Content" });
  const selectAllText = async () => {
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
  };
  const changes: Record<string, () => Promise<void>> = {
    "bold from the toolbar": async () => {
      await selectAllText();
      await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" }).click();
    },
    "italic by its shortcut": async () => {
      await selectAllText();
      await page.keyboard.press("ControlOrMeta+i");
    },
    "a removed tag": () => page.getByRole("button", { name: "Remove tag Platform" }).click(),
    "a removed question": () => page.getByRole("button", { name: "Delete question 2" }).click(),
    "a removed banner": () => page.getByRole("button", { name: "Remove banner image" }).click(),
  };
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  for (const [change, make] of Object.entries(changes)) {
    await openArticleForm(page, `/admin/articles/edit/${slugOf(title)}`);
    await make();
    await page.getByRole("link", { name: "Back to Articles" }).click();
    await expect(ask, change).toBeVisible();
    await ask.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL("/admin?tab=manage");
  }
});

test("a removed FAQ row or tag hands focus on, not back to the top of the page", async ({ page }) => {
  await openArticleForm(page, "/admin?tab=create");
  const addQuestion = page.getByRole("button", { name: "Add question" });
  await addQuestion.click();
  await addQuestion.click();
  await page.getByRole("button", { name: "Delete question 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("faq-row")).toHaveCount(2);
  // The row that took its place.
  await expect(page.getByTestId("faq-row").nth(1).getByRole("button", { name: /^Q2\./ })).toBeFocused();
  await page.getByRole("button", { name: "Delete question 2" }).focus();
  await page.keyboard.press("Enter");
  // The last row gone, the one before it.
  await expect(page.getByTestId("faq-row").nth(0).getByRole("button", { name: /^Q1\./ })).toBeFocused();

  const newTag = page.getByLabel("New tag");
  await newTag.fill("Platform");
  await newTag.press("Enter");
  await page.getByRole("button", { name: "Remove tag Platform" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove tag Platform" })).toHaveCount(0);
  await expect(newTag).toBeFocused();
});

test("a new article saved from the keyboard leaves focus on the emptied form's title, for the next one", async ({
  page,
}) => {
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title: uniqueTitle("Saved from the keyboard") });
  await page.getByRole("button", { name: "Create Article" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  // The button is disabled once the form has emptied: focus would fall to the top of the page from it.
  await expect(page.getByRole("button", { name: "Create Article" })).toBeDisabled();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
});

test("a tag refused from the keyboard says why to a screen reader", async ({ page }) => {
  await watchAnnouncements(page, '"platform" is already a tag.');
  await openArticleForm(page, "/admin?tab=create");
  const newTag = page.getByLabel("New tag");
  await newTag.fill("Platform");
  await newTag.press("Enter");
  await newTag.fill("platform");
  await newTag.press("Enter");
  await expect(page.getByText('"platform" is already a tag.', { exact: true })).toBeVisible();
  await expect(newTag).toBeFocused();
  const { said, messageFrame, regionFrame } = await announcementsOf(page);
  expect(said).toBe(1);
  expect(messageFrame).toBeGreaterThanOrEqual(regionFrame + 2);
});

test("a FAQ row added from the keyboard takes focus, up to the last one allowed", async ({ page }) => {
  await openArticleForm(page, "/admin?tab=create");
  const addQuestion = page.getByRole("button", { name: "Add question" });
  const rows = page.getByTestId("faq-row");
  const startRows = await rows.count();
  await addQuestion.focus();
  await page.keyboard.press("Enter");
  await expect(rows.nth(startRows).getByLabel("Question", { exact: true })).toBeFocused();
  // The button that added the last row allowed is disabled: focus fell to the page from it.
  for (let count = startRows + 1; count < ARTICLE_LIMITS.faqs; count++) {
    await addQuestion.focus();
    await page.keyboard.press("Enter");
    await expect(rows).toHaveCount(count + 1);
  }
  await expect(addQuestion).toBeDisabled();
  await expect(rows.last().getByLabel("Question", { exact: true })).toBeFocused();
});

test("without JavaScript an article is created from the plain form, and the save is confirmed", async ({
  browser,
  baseURL,
}) => {
  const serverOnly = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await signInAs(serverOnly.request, accounts.admin);
  const page = await serverOnly.newPage();
  await page.goto("/admin?tab=create");
  const title = uniqueTitle("Plain Form");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Author", { exact: true }).fill("Ada Admin");
  await page.getByLabel("Summary", { exact: true }).fill("Written in a browser without scripts.");
  await page.getByRole("textbox", { name: "Content" }).fill("<p>Plain HTML, checked by the server.</p>");
  await page.getByRole("checkbox", { name: "CTO Reflections" }).check();
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  // Redirected after the post: a reload does not send the article again.
  await expect(page).toHaveURL(/\/admin\?tab=create$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  expect((await page.request.get(`/article/${slugOf(title)}`)).status()).toBe(200);
  await serverOnly.close();
});

test("the formatting toolbar is one Tab stop, its buttons reached with the arrow keys", async ({ page }) => {
  await openArticleForm(page, "/admin?tab=create");
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  const content = page.getByRole("textbox", { name: "Content" });
  await page.getByLabel("Summary", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(toolbar.getByRole("button", { name: "Heading 2" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(content).toBeFocused();
  // The text area's box is ringed like every other field's, not just given a darker border.
  const ringAround = (field: Locator) =>
    field.evaluate((element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        const { outlineStyle, outlineWidth } = getComputedStyle(box);
        if (outlineStyle !== "none") return outlineWidth;
      }
      return "none";
    });
  expect(await ringAround(content)).toBe("2px");
  await page.getByLabel("Slug", { exact: true }).focus();
  expect(await ringAround(page.getByLabel("Slug", { exact: true }))).toBe("2px");
  await content.focus();

  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: "Heading 2" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Heading 3" })).toBeFocused();
  // Nothing to undo or redo yet: End is the last button that does something.
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Image" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Heading 2" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(toolbar.getByRole("button", { name: "Image" })).toBeFocused();
  // Tab leaves the toolbar, and coming back enters it at the button used last.
  await page.keyboard.press("Tab");
  await expect(content).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: "Image" })).toBeFocused();
});

test("the link and image panels close with Escape on their button, and say aloud what is wrong", async ({ page }) => {
  await openArticleForm(page, "/admin?tab=create");
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await toolbar.getByRole("button", { name: "Image" }).click();
  await expect(page.getByLabel("Description (alt text)")).toBeFocused();
  await page.getByRole("button", { name: "Insert image" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Upload an image, or use the address" })).toBeVisible();
  await expect(page.getByLabel("Image address")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Image address").press("Escape");
  await expect(page.getByLabel("Image address")).toHaveCount(0);
  await expect(toolbar.getByRole("button", { name: "Image" })).toBeFocused();

  await toolbar.getByRole("button", { name: "Link" }).click();
  await expect(page.getByLabel("Link address")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByLabel("Link address")).toHaveCount(0);
  await expect(toolbar.getByRole("button", { name: "Link" })).toBeFocused();
});

test("Enter in the image panel's fields inserts the image, as Enter applies a link, instead of saving the article", async ({
  page,
}) => {
  const title = uniqueTitle("Enter Inserts");
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title });
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image" }).click();
  await page.getByLabel("Description (alt text)").fill("The site's card");
  await page.getByLabel("Description (alt text)").press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Upload an image, or use the address" })).toBeVisible();
  await page.getByLabel("Image address").fill("/og/site.png");
  await page.getByLabel("Image address").press("Enter");
  await expect(page.getByLabel("Image address")).toHaveCount(0);
  await expect(
    page.getByRole("textbox", { name: "Content" }).getByRole("img", { name: "The site's card" }),
  ).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  expect(await queryTestDatabase(`SELECT id FROM articles WHERE title = '${title}'`)).toEqual([]);
});

test("a document pasted into the content keeps its headings, its tables' rows and only this site's images", async ({
  page,
  baseURL,
}) => {
  await openArticleForm(page, "/admin?tab=create");
  const content = page.getByRole("textbox", { name: "Content" });
  await content.click();
  await content.evaluate((element, html) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/html", html);
    clipboardData.setData("text/plain", "a document");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
  }, `<h1>Big Heading</h1><table><tr><th>Vendor</th><th>Score</th></tr><tr><td>Acme</td><td> 9 </td></tr></table><h4>Sub heading</h4><p>Text <img src="https://elsewhere.example/x.png" alt="theirs"></p><img src="/media/images/ours.webp" alt="ours"><img src="${baseURL}/media/images/copied.webp" alt="copied">`);
  await expect(content.locator("h2")).toHaveText(["Big Heading"]);
  await expect(content.locator("h3")).toHaveText(["Sub heading"]);
  await expect(content.locator("p", { hasText: "|" })).toHaveText(["Vendor | Score", "Acme | 9"]);
  await expect(content.locator("img")).toHaveCount(2);
  await expect(content.locator("img").first()).toHaveAttribute("src", "/media/images/ours.webp");
  await expect(content.locator("img").last()).toHaveAttribute("src", "/media/images/copied.webp");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "An image was left out" })).toContainText(
    "Images from other sites cannot be shown in an article: upload them with the Image button.",
  );
});

test("editing an article's slug keeps its old URL working with a 301", async ({ page, playwright, baseURL }) => {
  const title = uniqueTitle("Renamed Insight");
  const oldSlug = await createArticle(page, { title });
  await openArticleForm(page, `/admin/articles/edit/${oldSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Article");
  await expect(page.getByText(`Editing: ${title}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Articles" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expectNoA11yViolations(page);

  const newSlug = `${oldSlug}-v2`;
  await page.getByLabel("Slug", { exact: true }).fill(newSlug);
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(`/admin/articles/edit/${newSlug}`);
  const renames = await queryTestDatabase<{ target: string }>(
    `select target from audit_entries where action = 'Updated Article' and target like '${oldSlug} %'`,
  );
  expect(renames.map((entry) => entry.target)).toEqual([`${oldSlug} → ${newSlug}: Slug`]);

  const visitor = await playwright.request.newContext({ baseURL });
  const moved = await visitor.get(`/article/${oldSlug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/article/${newSlug}`);
  // A link shared with its campaign's tags keeps them on the way to the new address.
  const tagged = await visitor.get(`/article/${oldSlug}?utm_source=newsletter`, { maxRedirects: 0 });
  expect(tagged.headers().location).toBe(`/article/${newSlug}?utm_source=newsletter`);
  // Link previews shared before the rename keep their picture.
  const movedImage = await visitor.get(`/og/${oldSlug}.png`, { maxRedirects: 0 });
  expect(movedImage.status()).toBe(301);
  expect(movedImage.headers().location).toBe(`/og/${newSlug}.png`);
  const page2 = await visitor.get(`/article/${newSlug}`);
  expect(await page2.text()).toContain(`<link rel="canonical" href="${baseURL}/article/${newSlug}"/>`);
  const sitemap = await (await visitor.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/article/${newSlug}<`);
  expect(sitemap).not.toContain(`/article/${oldSlug}<`);
  await visitor.dispose();

  // The old address stays the renamed article's: a new article cannot take it, and is told why.
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title: uniqueTitle("Usurper") });
  await page.getByLabel("Slug", { exact: true }).fill(oldSlug);
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(
    page.getByText("This slug was another article's address and still leads to it: old links must keep working"),
  ).toBeVisible();
});

/** Reads the article's summary as stored. */
function summaryOf(slug: string) {
  return async () =>
    (await queryTestDatabase<{ summary: string }>(`SELECT summary FROM articles WHERE slug = '${slug}'`))[0]?.summary;
}

/** Another admin, in a page of their own, saves a new summary. */
async function saveSummaryAsOtherAdmin(page: Page, slug: string, summary: string) {
  const otherAdmin = await page.context().newPage();
  await openArticleForm(otherAdmin, `/admin/articles/edit/${slug}`);
  await otherAdmin.getByLabel("Summary", { exact: true }).fill(summary);
  await otherAdmin.getByRole("button", { name: "Update Article" }).click();
  await expect(otherAdmin.getByText("Article updated successfully!")).toBeVisible();
  await otherAdmin.close();
}

test("an edit begun before another admin's save is refused, keeps what was typed, and leaves their save", async ({
  page,
}) => {
  const slug = await createArticle(page, { title: uniqueTitle("Edited Twice") });
  const storedSummary = summaryOf(slug);
  await openArticleForm(page, `/admin/articles/edit/${slug}`);
  await saveSummaryAsOtherAdmin(page, slug, "Their summary, saved first.");

  await page.getByLabel("Summary", { exact: true }).fill("My summary, begun from the older version.");
  await page.getByRole("button", { name: "Update Article" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Someone else saved this article after you opened it" });
  await expect(refusal).toContainText(
    "so your changes were not saved. Copy what you need, then reload the page to edit the latest version.",
  );
  // The message is above the form: it takes the focus, so it is in view and read first.
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("My summary, begun from the older version.");
  await expect(page.getByText("Article updated successfully!")).toHaveCount(0);
  expect(await storedSummary()).toBe("Their summary, saved first.");

  await openArticleForm(page, `/admin/articles/edit/${slug}`);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("Their summary, saved first.");
  await page.getByLabel("Summary", { exact: true }).fill("My summary, on top of theirs.");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();
  expect(await storedSummary()).toBe("My summary, on top of theirs.");
  // A save carries the version it made: the same page saves again without a reload.
  await page.getByLabel("Summary", { exact: true }).fill("My second save, on top of my first.");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect.poll(storedSummary).toBe("My second save, on top of my first.");
  await expect(page.getByRole("alert").filter({ hasText: "Someone else saved" })).toHaveCount(0);
});

test("an edit saved after the session ended is still checked against another admin's save once brought back", async ({
  page,
}) => {
  const slug = await createArticle(page, { title: uniqueTitle("Signed Out Mid Edit") });
  const editPath = `/admin/articles/edit/${slug}`;
  const storedSummary = summaryOf(slug);
  await openArticleForm(page, editPath);
  await saveSummaryAsOtherAdmin(page, slug, "Their summary, saved while I was signed out.");
  await page.getByLabel("Summary", { exact: true }).fill("My summary, begun before theirs.");
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Update Article" }).click();
  await signInAgainAt(page, editPath);
  await expect(sessionEndedNote(page)).toBeVisible();
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("My summary, begun before theirs.");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Someone else saved this article after you opened it" }),
  ).toBeVisible();
  expect(await storedSummary()).toBe("Their summary, saved while I was signed out.");

  // Begun from the latest version, the brought-back edit saves, and the form is then the article as stored.
  await openArticleForm(page, editPath);
  await page.getByLabel("Summary", { exact: true }).fill("My summary, on top of theirs.");
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Update Article" }).click();
  await signInAgainAt(page, editPath);
  await expect(sessionEndedNote(page)).toBeVisible();
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();
  await expect(sessionEndedNote(page)).toHaveCount(0);
  expect(await storedSummary()).toBe("My summary, on top of theirs.");
  await page.getByLabel("Summary", { exact: true }).fill("My second save, on top of my first.");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect.poll(storedSummary).toBe("My second save, on top of my first.");
});

test("an edit saved after the session ended comes back though another admin renamed the article meanwhile", async ({
  page,
}) => {
  const slug = await createArticle(page, { title: uniqueTitle("Renamed While Signed Out") });
  await openArticleForm(page, `/admin/articles/edit/${slug}`);
  await (await renameInAnotherTab(page, slug)).close();

  await page.getByLabel("Summary", { exact: true }).fill("Typed before the rename, sent after the session ended.");
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Update Article" }).click();
  // The form's old address leads to the article's new one once the admin is back.
  await expect(page).toHaveURL(`/signin?redirectTo=${encodeURIComponent(`/admin/articles/edit/${slug}`)}`);
  await page.getByLabel("E-Mail Address").fill(accounts.admin.email);
  await page.getByLabel("Password").fill(accounts.admin.password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(`/admin/articles/edit/${slug}-renamed`);
  await expect(sessionEndedNote(page)).toBeVisible();
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue(
    "Typed before the rename, sent after the session ended.",
  );
  // Begun before the rename, it is still checked against it.
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Someone else saved this article after you opened it" }),
  ).toBeVisible();
});

test("saves answered on the page leave nothing to bring back after the admin signs out and in again", async ({
  page,
}) => {
  const slug = await createArticle(page, { title: uniqueTitle("Saved Before Signing Out") });
  const editPath = `/admin/articles/edit/${slug}`;
  await openArticleForm(page, editPath);
  await page.getByLabel("Summary", { exact: true }).fill("Saved while signed in.");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();

  // Signed out and in again in the same browser tab: the session storage the drafts live in stays.
  await page.context().clearCookies();
  await page.goto(`/signin?redirectTo=${encodeURIComponent(editPath)}`);
  await signInAgainAt(page, editPath);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("Saved while signed in.");
  await expect(sessionEndedNote(page)).toHaveCount(0);
  await openArticleForm(page, "/admin?tab=create");
  await expect(sessionEndedNote(page)).toHaveCount(0);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
});

test("a post elsewhere on the edit page, the footer's newsletter form, leaves the form on the version it opened", async ({
  page,
}) => {
  const slug = await createArticle(page, { title: uniqueTitle("Edited Beside The Footer") });
  const storedSummary = summaryOf(slug);
  await openArticleForm(page, `/admin/articles/edit/${slug}`);
  await saveSummaryAsOtherAdmin(page, slug, "Their summary, saved while I typed.");

  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail("editor"));
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();

  await page.getByLabel("Summary", { exact: true }).fill("My summary, begun before theirs.");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Someone else saved this article" })).toBeVisible();
  expect(await storedSummary()).toBe("Their summary, saved while I typed.");
});

test("a save with nothing changed is confirmed but leaves the article's content and modified time alone", async ({
  page,
}) => {
  const title = uniqueTitle("Saved Unchanged");
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title, content: "Unchanged text with " });
  const editor = page.getByRole("textbox", { name: "Content" });
  await editor.press("ControlOrMeta+b");
  await editor.pressSequentially("bold words");
  const newTag = page.getByLabel("New tag");
  await newTag.fill("Platform");
  await newTag.press("Enter");
  await page.getByLabel("Question", { exact: true }).fill("Does saving twice change it?");
  await page.getByLabel("Answer", { exact: true }).fill("Only if something was edited.");
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  const slug = slugOf(title);
  const stored = async () => ({
    article: await queryTestDatabase(`SELECT updated_at, content FROM articles WHERE slug = '${slug}'`),
    contentVersion: await queryTestDatabase("SELECT version FROM content_version"),
  });
  const audited = () =>
    queryTestDatabase<{ target: string }>(
      `SELECT target FROM audit_entries WHERE action = 'Updated Article' AND target LIKE '${slug}:%' ORDER BY created_at`,
    );
  const created = await stored();

  await openArticleForm(page, `/admin/articles/edit/${slug}`);
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();
  // The content version is shared with this project's other specs, which write in parallel: that it stays is
  // shown in tests/integration/article.test.ts.
  expect((await stored()).article).toEqual(created.article);
  expect(await audited()).toEqual([{ target: `${slug}: nothing changed` }]);

  // A real change still moves both, and the next save from the same page carries the version it made.
  await page.getByLabel("Summary", { exact: true }).fill("A summary edited after the unchanged save.");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect.poll(async () => (await audited()).length).toBe(2);
  const edited = await stored();
  expect(edited.article).not.toEqual(created.article);
  expect(edited.contentVersion).not.toEqual(created.contentVersion);
});

test("a save after another admin renamed or deleted the article stays on the form and says what happened", async ({
  page,
}) => {
  const title = uniqueTitle("Moved Under Me");
  const slug = await createArticle(page, { title });
  await openArticleForm(page, `/admin/articles/edit/${slug}`);

  // Renamed: the save meets the version check at the old address instead of being redirected away from the form.
  const otherAdmin = await renameInAnotherTab(page, slug);
  await page.getByLabel("Summary", { exact: true }).fill("Typed before the rename.");
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Someone else saved this article" })).toBeVisible();
  await expect(page).toHaveURL(`/admin/articles/edit/${slug}`);
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("Typed before the rename.");

  // Deleted: the form stays with what was typed, instead of the 'Article Not Found' page.
  await openArticleForm(page, `/admin/articles/edit/${slug}-renamed`);
  await otherAdmin.goto(`/admin?tab=manage&q=${encodeURIComponent(title)}`);
  await otherAdmin.getByRole("button", { name: `Delete ${title}` }).click();
  await otherAdmin.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(otherAdmin.getByText("Article deleted")).toBeVisible();
  await page.getByLabel("Summary", { exact: true }).fill("Typed before the delete.");
  await page.getByRole("button", { name: "Update Article" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Someone else deleted this article after you opened it" });
  await expect(refusal).toContainText("so your changes were not saved. Copy what you need before you leave this page.");
  await expect(refusal).toBeFocused();
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("Typed before the delete.");
  expect(await queryTestDatabase(`SELECT id FROM articles WHERE title = '${title}'`)).toEqual([]);
});

test("a scheduled article is hidden from the public, previewed by admins, and public once its date comes", async ({
  page,
  playwright,
  baseURL,
}) => {
  const title = uniqueTitle("Scheduled Roadmap");
  await openArticleForm(page, "/admin?tab=create");
  // The form says which day's midnight it means: the site's time zone, UTC here.
  await expect(page.getByLabel("Publish date")).toHaveAccessibleDescription(
    "A future date schedules the article: it goes live at 00:00 UTC that day.",
  );
  const slug = await createArticle(page, { title, publishDate: isoDay(2) });
  const visitor = await playwright.request.newContext({ baseURL });

  expect((await visitor.get(`/article/${slug}`)).status()).toBe(404);
  expect(await (await visitor.get("/all-articles")).text()).not.toContain(title);
  expect(await (await visitor.get(`/search?q=${encodeURIComponent(title)}`)).text()).not.toContain(`/article/${slug}`);

  await page.goto(`/article/${slug}`);
  await expect(page.getByRole("status").filter({ hasText: "Scheduled: this article goes live on" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto(`/admin?tab=manage&q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `View ${title}` })).toHaveAttribute("title", "Preview");

  // Its publish date arrives (moved to today): the public sees it.
  await openArticleForm(page, `/admin/articles/edit/${slug}`);
  await page.getByLabel("Publish date").fill(isoDay());
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();
  expect((await visitor.get(`/article/${slug}`)).status()).toBe(200);
  expect(await (await visitor.get("/all-articles")).text()).toContain(title);
  await visitor.dispose();
});

test("a deleted article is gone from its page, search, the sitemap and the RSS feed", async ({
  page,
  playwright,
  baseURL,
}) => {
  const marker = `zebrafish${Math.random().toString(36).slice(2, 8)}`;
  const title = uniqueTitle(`Deletion Drill ${marker}`);
  const slug = await createArticle(page, { title, content: `A ${marker} runbook for deleting insights.` });
  const visitor = await playwright.request.newContext({ baseURL });
  expect(await (await visitor.get(`/search?q=${marker}`)).text()).toContain(`/article/${slug}`);
  expect(await (await visitor.get("/rss.xml")).text()).toContain(`/article/${slug}`);

  await page.goto(`/admin?tab=manage&q=${marker}`);
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Delete this article?")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${title}` })).toBeFocused();
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Article deleted")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Articles" })).toBeFocused();

  expect((await visitor.get(`/article/${slug}`)).status()).toBe(404);
  expect(await (await visitor.get(`/search?q=${marker}`)).text()).not.toContain(`/article/${slug}`);
  expect(await (await visitor.get("/sitemap.xml")).text()).not.toContain(`/article/${slug}`);
  expect(await (await visitor.get("/rss.xml")).text()).not.toContain(`/article/${slug}`);
  await visitor.dispose();
});

test("the form's rules: read time bounds, slug format, a taken slug, and a category", async ({ page }) => {
  await openArticleForm(page, "/admin?tab=create");
  const title = uniqueTitle("Validation Rules");
  await fillArticleForm(page, { title, categories: [] });
  const submit = page.getByRole("button", { name: "Create Article" });
  await expect(submit).toBeDisabled();
  await expect(
    page.getByText("Add a title, author, summary, content and at least one category to save."),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: "Cybersecurity & Risk" }).check();
  await expect(submit).toBeEnabled();

  const readTime = page.getByLabel("Read time (minutes)");
  await readTime.fill("61");
  await submit.click();
  await expect(page.getByText("Read time must be at most 60 minutes")).toBeVisible();
  // The field says so too, not only the message below it: a red border, read out as invalid.
  const invalidRed = "rgb(185, 28, 28)";
  await expect(readTime).toHaveAttribute("aria-invalid", "true");
  await expect(readTime).toHaveCSS("border-top-color", invalidRed);
  await readTime.fill("0");
  await submit.click();
  await expect(page.getByText("Read time must be at least 1 minute")).toBeVisible();
  await readTime.fill("");
  await submit.click();
  await expect(page.getByText("Read time is required")).toBeVisible();
  await readTime.fill("7");

  const slug = page.getByLabel("Slug", { exact: true });
  await slug.fill("Not A Slug!");
  await submit.click();
  await expect(page.getByText("Use lower-case letters, digits and single hyphens only")).toBeVisible();
  await expect(readTime).not.toHaveAttribute("aria-invalid", "true");
  await expect(readTime).not.toHaveCSS("border-top-color", invalidRed);
  // The slug's border is its box's, which holds the '/article/' prefix.
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await expect(slug.locator("..")).toHaveCSS("border-top-color", invalidRed);

  // A title with nothing a slug can be made of asks for one.
  const titleField = page.getByLabel("Title", { exact: true });
  await titleField.fill("Стратегия 😀");
  await slug.fill("");
  await submit.click();
  await expect(
    page.getByText("Enter a slug: the title has no letters a to z or digits to make one from"),
  ).toBeVisible();
  await titleField.fill(title);

  // Only the server knows which slugs are taken.
  await slug.fill(demoArticleSlug);
  await submit.click();
  await expect(page.getByText("This slug is already used by another article")).toBeVisible();
  await expect(page.getByText("Article created successfully!")).toHaveCount(0);

  // Emptied, the slug falls back to the one made from the title.
  await slug.fill("");
  await submit.click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  const stored = await queryTestDatabase<{ read_time: number }>(
    `SELECT read_time FROM articles WHERE slug = '${slugOf(title)}'`,
  );
  expect(stored).toEqual([{ read_time: 7 }]);
});

test("a save refused for an emptied publish date takes focus to it, as for any other refused field", async ({
  page,
}) => {
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title: uniqueTitle("Focus On Refusal") });
  const publishDate = page.getByLabel("Publish date");
  const submit = page.getByRole("button", { name: "Create Article" });
  // The click leaves the emptied field, whose message comes as it does: the button must stay under the pointer.
  await publishDate.fill("");
  await submit.click();
  await expect(page.getByText("Publish date is required")).toBeVisible();
  await expect(publishDate).toBeFocused();

  await publishDate.fill(isoDay());
  const readTime = page.getByLabel("Read time (minutes)");
  await readTime.fill("");
  await submit.click();
  await expect(page.getByText("Read time is required")).toBeVisible();
  await expect(readTime).toBeFocused();
  await expect(page.getByText("Article created successfully!")).toHaveCount(0);
});

test("a read time refused as the field is left moves nothing below it, so a click lands where it was aimed", async ({
  page,
}) => {
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title: uniqueTitle("Read Time Jump") });
  const readTime = page.getByLabel("Read time (minutes)");
  const featured = page.getByRole("checkbox", { name: "Featured article" });
  const submit = page.getByRole("button", { name: "Create Article" });
  for (const wrong of ["500", "0"]) {
    await readTime.fill(wrong);
    const before = [(await featured.boundingBox())!.y, (await submit.boundingBox())!.y];
    await readTime.press("Tab");
    await expect(page.getByText(/^Read time must be at (most|least)/)).toBeVisible();
    expect([(await featured.boundingBox())!.y, (await submit.boundingBox())!.y]).toEqual(before);
  }
});

test("Manage Articles keeps every row's actions in its card at any width", async ({ page }) => {
  await page.goto("/admin?tab=manage");
  const list = page.getByRole("region", { name: "Articles" });
  for (const width of [1280, 1024, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `page wider than a ${width} px window`).toBe(0);
    // Rows stack into cards below 1024 px rather than push the actions behind a sideways scroll.
    const card = (await list.boundingBox())!;
    const remove = (await list
      .getByRole("button", { name: /^Delete / })
      .first()
      .boundingBox())!;
    expect(remove.x + remove.width, `Delete at ${width} px`).toBeLessThanOrEqual(card.x + card.width);
  }
});

test("Manage Articles sets categories apart as the article page does, though their names hold commas", async ({
  page,
}) => {
  const title = uniqueTitle("Comma Categories");
  const slug = await createArticle(page, { title, categories: ["AI, Data & Emerging Tech", "Cloud & Infrastructure"] });
  await page.goto(`/admin?tab=manage&q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.locator('td[data-label="Category"]')).toHaveText(
    "AI, Data & Emerging Tech / Cloud & Infrastructure",
  );
  await page.goto(`/article/${slug}`);
  await expect(page.getByTestId("article-categories")).toHaveText(
    /^AI, Data & Emerging Tech \/ Cloud & Infrastructure$/i,
  );
});

test("a long text pasted into Manage Articles' search is searched as its first 200 characters", async ({ page }) => {
  // 10,000 characters with typographic quotes and accents: past the 16 KB a request's address may have once encoded.
  const pasted = "Our CTO’s “platform” strategy — cloud, données, équipes; ".repeat(180).slice(0, 10_000);
  await page.goto("/admin?tab=manage");
  await page.getByRole("searchbox", { name: "Search articles" }).fill(pasted);
  await page.getByRole("searchbox", { name: "Search articles" }).press("Enter");
  await expect(page).toHaveURL(/[?&]q=Our/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue(pasted.slice(0, 200).trim());
});

test("the dashboard's figures are the database's", async ({ page }) => {
  const shown = async () => {
    await page.goto("/admin");
    const values = await page.getByTestId("stat-value").allInnerTexts();
    const withArticles = await page.getByText(/^\d+ with articles$/).innerText();
    return [...values, withArticles].map((value) => Number.parseInt(value.replaceAll(",", ""), 10));
  };
  const stored = async () => {
    const now = new Date().toISOString();
    const [row] = await queryTestDatabase<Record<string, number | string>>(`SELECT
      (SELECT COUNT(*) FROM articles) AS total,
      (SELECT COUNT(*) FROM articles WHERE published_at <= '${now}') AS published,
      (SELECT COALESCE(SUM(v.views), 0) FROM page_views v JOIN articles a ON a.id = v.article_id
        WHERE a.published_at <= '${now}') AS views,
      (SELECT COUNT(DISTINCT category_slug) FROM article_categories) AS categories`);
    return [row!.total, row!.published, row!.views, siteConfig.categories.length, row!.categories].map(Number);
  };
  // Other tests write at the same time: compare a page and a query taken back to back until they agree.
  await expect.poll(async () => JSON.stringify(await shown()) === JSON.stringify(await stored())).toBe(true);
  const [total, published, , categories, withArticles] = await shown();
  expect(total).toBeGreaterThan(published!);
  expect(categories).toBe(9);
  expect(withArticles).toBeGreaterThan(0);
  await expectNoA11yViolations(page);
});

test("the article form keeps its layout as it hydrates and loads its editor", async ({ page, browser, baseURL }) => {
  // A part that moved once JavaScript takes over would move the submit button out from under the pointer of an
  // author who clicks early: the click is lost, or lands on whatever slid into its place.
  const layout = (of: Page) =>
    of.evaluate(() =>
      ["main form aside", "main form fieldset", 'main form button[type="submit"]'].flatMap((selector) =>
        [...document.querySelectorAll(selector)].map((element) => {
          const box = element.getBoundingClientRect();
          return { selector, top: Math.round(box.top + window.scrollY), height: Math.round(box.height) };
        }),
      ),
    );
  const serverOnly = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await signInAs(serverOnly.request, accounts.admin);
  const withoutScript = await serverOnly.newPage();
  await withoutScript.goto("/admin?tab=create");
  const before = await layout(withoutScript);
  await serverOnly.close();

  await openArticleForm(page, "/admin?tab=create");
  const after = await layout(page);
  expect(after).toHaveLength(before.length);
  after.forEach((part, index) => {
    expect(Math.abs(part.top - before[index]!.top), `${part.selector} moved`).toBeLessThanOrEqual(1);
    expect(Math.abs(part.height - before[index]!.height), `${part.selector} resized`).toBeLessThanOrEqual(1);
  });
});

test("an image uploaded into the text keeps its place on the article page: its size is set", async ({
  page,
  browser,
}) => {
  await openArticleForm(page, "/admin?tab=create");
  const title = uniqueTitle("Inline Chart");
  await fillArticleForm(page, { title, content: "The chart below says it all." });
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image" }).click();
  await page.getByLabel("Description (alt text)").fill("Spend by quarter");
  const chart = await sharp({
    create: { width: 2400, height: 1500, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  await page.getByText("Upload image").locator("input[type=file]").setInputFiles({
    name: "chart.png",
    mimeType: "image/png",
    buffer: chart,
  });
  await expect(page.getByText("Upload successful")).toBeVisible();
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();

  await page.goto(`/article/${slugOf(title)}`);
  const image = page.locator(".article-body img");
  await expect(image).toHaveAttribute("alt", "Spend by quarter");
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "1000");
  // Loaded as the reader nears it, in the stored width the screen needs.
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("decoding", "async");
  const src = (await image.getAttribute("src"))!;
  const stem = src.slice(0, -"1600px.webp".length);
  await expect(image).toHaveAttribute(
    "srcset",
    [480, 800, 1200, 1600].map((width) => `${stem}${width}px.webp ${width}w`).join(", "),
  );
  await expect(image).toHaveAttribute("sizes", "(min-width: 640px) 608px, calc(100vw - 2rem)");
  // The column those sizes describe.
  expect((await image.boundingBox())!.width).toBeCloseTo(608, 0);
  // A phone, with none of the larger versions in its cache, takes a small one.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(`/article/${slugOf(title)}`);
  const onPhone = phone.locator(".article-body img");
  await onPhone.scrollIntoViewIfNeeded();
  await expect.poll(() => onPhone.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(480|800)px\.webp$/);
  await phone.close();
});

test("a portrait picture in an article fits on one screen, undistorted, in a box kept while it loads", async ({
  page,
  browser,
}) => {
  await openArticleForm(page, "/admin?tab=create");
  const title = uniqueTitle("Portrait Picture");
  await fillArticleForm(page, { title, content: "The whiteboard after the offsite." });
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image" }).click();
  await page.getByLabel("Description (alt text)").fill("The whiteboard");
  const portrait = await sharp({
    create: { width: 900, height: 1500, channels: 3, background: { r: 200, g: 120, b: 20 } },
  })
    .png()
    .toBuffer();
  await page.getByText("Upload image").locator("input[type=file]").setInputFiles({
    name: "whiteboard.png",
    mimeType: "image/png",
    buffer: portrait,
  });
  await expect(page.getByText("Upload successful")).toBeVisible();
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();

  const reader = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // First with the picture held back: the box it will fill.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await reader.route(/whiteboard/, async (route) => {
    await held;
    await route.continue();
  });
  await reader.goto(`/article/${slugOf(title)}`, { waitUntil: "domcontentloaded" });
  const image = reader.locator(".article-body img");
  const reserved = (await image.boundingBox())!;
  release();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  const loaded = (await image.boundingBox())!;
  expect(loaded, "the box the picture filled").toEqual(reserved);
  expect(loaded.height, "taller than 80% of the window").toBeLessThanOrEqual(900 * 0.8);
  // Undistorted: drawn whole inside its box, at its own proportions.
  await expect(image).toHaveCSS("object-fit", "contain");
  await reader.close();
});

test("a card's banner is given a version at least as wide as the card shows it, in every layout of the grid", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Tech Strategy & Architecture holds two demo articles and none of the other tests'. Dates put these cards where
  // the grid stretches or enlarges one: the newest is featured, the next leads the grid (enlarged from four
  // cards), the demo articles follow and the old ones end it (a last card widened to fill its row).
  const category = "Tech Strategy & Architecture";
  const publishDates = [isoDay(), isoDay(-1), "2020-01-05", "2020-01-04", "2020-01-03", "2020-01-02"];
  const banner = await sharp({
    create: { width: 1800, height: 1000, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const layoutsSeen = new Set<string>();
  const checkCards = async () => {
    for (const { width, dpr } of [
      { width: 1280, dpr: 1 },
      { width: 1040, dpr: 1 },
      { width: 768, dpr: 1 },
      { width: 390, dpr: 2 },
    ]) {
      // A context of its own: no larger version in its cache to stand in for the one this screen asks for.
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: dpr });
      const reader = await context.newPage();
      await reader.goto("/category/tech-strategy-architecture");
      // The featured insight's banner too: the newest article's.
      const images = reader
        .getByRole("region", { name: "Featured Insight" })
        .or(reader.getByRole("region", { name: "Latest Insights" }).getByRole("listitem"))
        .locator("img[srcset]");
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy();
        const shown = await image.evaluate(async (img: HTMLImageElement) => {
          // The width `sizes` gives in this window: a picture 10,000 px wide offered as 10000w takes that width as
          // its natural width.
          const probe = new Image();
          probe.sizes = img.sizes;
          probe.srcset = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="1"/>')} 10000w`;
          await probe.decode();
          const cell = img.closest("li");
          return {
            width: img.getBoundingClientRect().width,
            sizesWidth: probe.naturalWidth,
            candidate: Number(/-(\d+)px\.webp$/.exec(img.currentSrc)?.[1]),
            layout: cell ? `${img.closest("article")!.dataset.size} ${cell.className}` : "featured insight",
          };
        });
        const where = `${width} px at ${dpr}x: ${shown.layout}`;
        layoutsSeen.add(`${width} ${shown.layout}`);
        expect(shown.sizesWidth, where).toBeGreaterThanOrEqual(Math.floor(shown.width));
        expect(shown.candidate, where).toBeGreaterThanOrEqual(Math.min(1600, Math.floor(shown.width * dpr)));
      }
      await context.close();
    }
  };

  for (const [index, publishDate] of publishDates.entries()) {
    await openArticleForm(page, "/admin?tab=create");
    await page
      .getByLabel("Upload banner image")
      .setInputFiles({ name: "card.png", mimeType: "image/png", buffer: banner });
    await expect(page.getByText("Upload successful")).toBeVisible();
    await fillArticleForm(page, { title: uniqueTitle(`Card Banner ${index}`), categories: [category], publishDate });
    await page.getByRole("button", { name: "Create Article" }).click();
    await expect(page.getByText("Article created successfully!")).toBeVisible();
    // Four, six and seven cards: enlarged first; a last card across the row; a card across two columns.
    if (index >= 2 && index !== 3) await checkCards();
  }
  const seen = [...layoutsSeen].join("\n");
  expect(seen).toMatch(/^1280 large .*lg:col-span-2/m);
  expect(seen).toMatch(/^1040 featured insight$/m);
  expect(seen).toMatch(/^1280 default .*lg:col-span-3/m);
  expect(seen).toMatch(/^1280 default .*lg:col-span-2/m);
  expect(seen).toMatch(/^1040 default .*lg:col-span-2/m);
  expect(seen).toMatch(/^768 default .*md:col-span-2/m);
});

test("a banner uploaded or removed from the keyboard leaves focus on its picker", async ({ page }) => {
  await openArticleForm(page, "/admin?tab=create");
  const picker = page.getByLabel("Upload banner image");
  await picker.focus();
  const banner = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 10, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: "focus-banner.png", mimeType: "image/png", buffer: banner });
  await expect(page.getByText("Upload successful")).toBeVisible();
  // Disabled while uploading, the picker gets back the focus the browser took from it.
  await expect(page.getByLabel("Replace banner image")).toBeFocused();

  await page.getByRole("button", { name: "Remove banner image" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("banner-preview")).toHaveCount(0);
  await expect(page.getByLabel("Upload banner image")).toBeFocused();
});

test("banner uploads are checked by content and size, served with srcset, and make the share image", async ({
  page,
  playwright,
  baseURL,
}) => {
  await openArticleForm(page, "/admin?tab=create");
  const picker = page.getByLabel("Upload banner image");
  // Only what these two uploads could have stored: tests running beside this one upload images and files too.
  const refusedUploads = () =>
    storedFiles().filter((file) => file.startsWith("article-images/") && /-(fake-banner|huge)-/.test(file));

  await picker.setInputFiles({
    name: "fake-banner.png",
    mimeType: "image/png",
    buffer: Buffer.from("<svg onload=alert(1)> this is not an image"),
  });
  await expect(page.getByText("Upload failed")).toBeVisible();
  await expect(page.getByText("This file is not an image we can read.", { exact: false })).toBeVisible();
  await picker.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.getByText("The file is larger than the limit of 10 MB.")).toBeVisible();
  expect(refusedUploads(), "nothing stored for refused uploads").toEqual([]);

  // A colour the brand card never has, so the share image shows whether it was made from this banner.
  const red = { r: 200, g: 40, b: 40 };
  const banner = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: red } })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: "Board Room (final).png", mimeType: "image/png", buffer: banner });
  await expect(page.getByText("Upload successful")).toBeVisible();
  const preview = page.getByTestId("banner-preview");
  await expect(preview).toHaveAttribute("src", /^\/media\/article-images\/\d+-[\w.-]+-1600px\.webp$/);

  const title = uniqueTitle("Banner Story");
  await fillArticleForm(page, { title });
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  await expect(preview, "the form starts afresh for the next article").toHaveCount(0);
  const [created] = await queryTestDatabase<{ banner_url: string | null; og_image_url: string | null }>(
    `SELECT banner_url, og_image_url FROM articles WHERE slug = '${slugOf(title)}'`,
  );
  expect(created?.banner_url).toMatch(/^\/media\/article-images\//);

  // Its card on home and on its category shows the banner in web sizes too.
  for (const path of ["/", "/category/cloud-infrastructure"]) {
    await page.goto(path);
    const card = page.locator("article", { has: page.getByRole("link", { name: title }) }).first();
    await expect(card.locator("img"), path).toHaveAttribute("srcset", /480px\.webp 480w/);
  }

  await page.goto(`/article/${slugOf(title)}`);
  const image = page.locator("article img").first();
  await expect(image).toHaveAttribute("srcset", /480px\.webp 480w, .*1600px\.webp 1600w/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  const visitor = await playwright.request.newContext({ baseURL });
  const share = await visitor.get(`/og/${slugOf(title)}.png`);
  expect(share.headers()["content-type"]).toBe("image/png");
  const { data, info } = await sharp(await share.body())
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1200, 630]);
  // The top right corner is where the card darkens the banner least (the text sits left and low).
  const corner = (info.width - 1) * info.channels;
  const [r, g, b] = [data[corner]!, data[corner + 1]!, data[corner + 2]!];
  expect(r - Math.max(g, b), "made from the banner").toBeGreaterThan(50);
  await visitor.dispose();

  // Saving the article again without touching its images keeps them.
  await openArticleForm(page, `/admin/articles/edit/${slugOf(title)}`);
  await expect(page.getByTestId("banner-preview")).toHaveAttribute("src", created!.banner_url!);
  await page.getByLabel("Summary").fill(`Revised: what ${title} means for a CTO.`);
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();
  const [updated] = await queryTestDatabase<{ banner_url: string | null; og_image_url: string | null }>(
    `SELECT banner_url, og_image_url FROM articles WHERE slug = '${slugOf(title)}'`,
  );
  expect(updated).toEqual(created);
});

test("a banner narrower than 1600 px is stored and offered only in versions no wider than it, each by its width", async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  for (const width of [700, 1000]) {
    await openArticleForm(page, "/admin?tab=create");
    const banner = await sharp({
      create: { width, height: Math.round((width * 9) / 16), channels: 3, background: "#2a4" },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Upload banner image")
      .setInputFiles({ name: `narrow ${width}.png`, mimeType: "image/png", buffer: banner });
    await expect(page.getByText("Upload successful")).toBeVisible();
    const title = uniqueTitle(`Narrow Banner ${width}`);
    await fillArticleForm(page, { title });
    await page.getByRole("button", { name: "Create Article" }).click();
    await expect(page.getByText("Article created successfully!")).toBeVisible();

    await page.goto(`/article/${slugOf(title)}`);
    const image = page.locator("article img").first();
    const candidates = ((await image.getAttribute("srcset")) ?? "")
      .split(", ")
      .map((candidate) => candidate.split(" "));
    expect(
      candidates.map(([, descriptor]) => descriptor),
      `a ${width} px banner is offered in the standard widths below its own, and its own`,
    ).toEqual([...[480, 800].filter((standard) => standard < width), width].map((w) => `${w}w`));
    for (const [url, descriptor] of candidates) {
      const stored = await sharp(await (await visitor.get(url!)).body()).metadata();
      expect(`${stored.width}w`, `${url} is as wide as its descriptor says`).toBe(descriptor);
    }
    // Its box is the same whichever version loads: the attributes give its proportions, the slot its width.
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "675");
  }
  await visitor.dispose();
});

test("stored XSS: script, event-handler and javascript: payloads posted as content render inert", async ({
  page,
  browser,
}) => {
  const title = uniqueTitle("Hostile Markup");
  const response = await page.request.post("/admin?index&tab=create", {
    form: {
      intent: "create",
      title,
      slug: "",
      author: "Mallory",
      summary: "An article whose body tries to run code in readers' browsers.",
      content:
        '<p>Readable text.</p><script>window.__xss = "script"</script>' +
        '<img src="/images/banners/cloud-infrastructure.svg" onerror="window.__xss = \'onerror\'" onload="window.__xss = \'onload\'">' +
        "<p onmouseover=\"window.__xss = 'handler'\">Hover me</p>" +
        "<a href=\"javascript:window.__xss = 'link'\">Click me</a>" +
        '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
      publishDate: isoDay(),
      readTime: "3",
      categories: "cybersecurity-risk",
    },
  });
  expect(response.status()).toBeLessThan(400);

  const reader = await browser.newPage();
  const dialogs: string[] = [];
  reader.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await reader.goto(`/article/${slugOf(title)}`);
  const body = reader.locator(".article-body");
  await expect(body.getByText("Readable text.")).toBeVisible();
  await reader.getByText("Hover me").hover();
  await body.getByText("Click me").click();
  expect(await body.evaluate((element) => element.innerHTML)).not.toMatch(
    /<script|onerror|onload|onmouseover|javascript:|<iframe/i,
  );
  expect(await reader.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await reader.close();
});

test("an article without a banner shows a designed backdrop on its card and as the featured insight, not a flat block", async ({
  page,
}) => {
  const title = uniqueTitle("Bannerless Insight");
  const slug = await createArticle(page, { title, categories: ["Ecosystem & Partners"] });
  /** What the picture box of the card or featured insight linking to the article paints, with no picture in it. */
  const backdropOf = async (path: string) => {
    await page.goto(path);
    const card = page.locator("main article").filter({ has: page.locator(`a[href="/article/${slug}"]`) });
    const pictureBox = card.locator(":scope > div").first();
    await expect(pictureBox.locator("img")).toHaveCount(0);
    return pictureBox.evaluate((box) => getComputedStyle(box).backgroundImage);
  };
  expect(await backdropOf("/all-articles"), "its card").toContain("gradient");
  // The newest article of its category: that page's featured insight.
  expect(await backdropOf("/category/ecosystem-partners"), "the featured insight").toContain("gradient");
});

test("an article as long as the form allows, with a 118-letter word, stays within the window everywhere it shows", async ({
  page,
}) => {
  // Some twenty pages at three widths: past the default minute on a busy 2-core machine.
  test.setTimeout(120_000);
  const id = Date.now().toString(36).slice(-8);
  const word = `Hyperconverged${"platformengineering".repeat(6)}`.slice(0, 110) + id;
  const url = `https://example.com/${"a".repeat(75)}.html`;
  const email = `very.long.address.${"x".repeat(70)}@example.com`;
  const author = "Dr. Alexandria Konstantinopoulou-Montgomery-Wellington, Chief Technology Officer and Fellow ".padEnd(
    ARTICLE_LIMITS.author,
    "x",
  );
  // Every category but the one whose grid layouts the card-banner test counts on holding its articles alone.
  const categories = siteConfig.categories
    .filter((category) => category.slug !== "tech-strategy-architecture")
    .map((category) => category.name);
  const slug = await createArticle(page, {
    title: word,
    summary: `Read ${url} or write to ${email}, ref ${id}.`,
    categories,
  });
  await openArticleForm(page, `/admin/articles/edit/${slug}`);
  await page.getByLabel("Author", { exact: true }).fill(author);
  await page.getByLabel("Featured article").check();
  await page.getByRole("button", { name: "Update Article" }).click();
  await expect(page.getByText("Article updated successfully!")).toBeVisible();
  /** Neither wider than the window nor cut off inside its box (a card or cell that hides what does not fit). */
  const expectFits = async (path: string, width: number) => {
    await page.goto(path);
    await expect(page.locator("main :is(h1, h2, h3, p, td)").getByText(word).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path.slice(0, 30)} wider than a ${width} px window`).toBe(0);
    const clipped = await page.evaluate(
      (texts) =>
        [...document.querySelectorAll("main :is(h1, h2, h3, p, td, article)")]
          .filter((box) => texts.some((text) => box.textContent!.includes(text)))
          .filter((box) => box.scrollWidth > box.clientWidth + 1)
          .map((box) => `${box.tagName} ${box.textContent!.slice(0, 30)}`),
      [word, url, author],
    );
    expect(clipped, `${path.slice(0, 30)} at ${width} px`).toEqual([]);
  };
  /** The dots between an article's facts that start a line, where the long author made it wrap. */
  const dotsStartingALine = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll("main [aria-hidden]")]
          .filter((dot) => dot.textContent!.trim() === "·")
          .filter((dot) => dot.getBoundingClientRect().left - dot.closest("p")!.getBoundingClientRect().left < 1)
          .length,
    );
  // First where it shows while it is the newest: the Featured Insight and the dashboard's Recent Articles.
  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFits("/", width);
    expect(await dotsStartingALine(), `a line of the Featured Insight starting with a dot at ${width} px`).toBe(0);
    await expectFits("/admin", width);
  }
  // An article sharing three categories with it shows it first among its Related Articles.
  const neighbour = await createArticle(page, {
    title: uniqueTitle("Neighbour"),
    categories: ["Cloud & Infrastructure", "Ecosystem & Partners", "CTO Reflections"],
  });
  const pages = [
    `/article/${slug}`,
    `/article/${neighbour}`,
    `/search?q=${id}`,
    "/admin?tab=manage",
    `/admin/articles/edit/${slug}`,
  ];
  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) await expectFits(path, width);
    await page.goto(`/article/${slug}`);
    expect(await dotsStartingALine(), `a line of the byline starting with a dot at ${width} px`).toBe(0);
    // The long author leaves the title column room to read, and the row's actions in the card.
    await page.goto("/admin?tab=manage");
    const card = (await page.getByRole("region", { name: "Articles" }).boundingBox())!;
    const remove = (await page.getByRole("button", { name: `Delete ${word}` }).boundingBox())!;
    expect(remove.x + remove.width, `Delete at ${width} px`).toBeLessThanOrEqual(card.x + card.width);
    if (width === 1280) {
      const title = (await page.locator('td[data-label="Title"]', { hasText: word }).boundingBox())!;
      expect(title.width, "title column").toBeGreaterThanOrEqual(240);
    }
  }
});

test("an Arabic title and summary read right to left on the article page, in search and on its card", async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const title = `استراتيجية التكنولوجيا في عصر الذكاء الاصطناعي ${id}`;
  const summary = `ملخص المقال باللغة العربية لاختبار الاتجاه من اليمين إلى اليسار، المرجع ${id}.`;
  const categories = ["Digital Talent & Teams", "Product & Customer Technology", "Tech Operations & Delivery"];
  await openArticleForm(page, "/admin?tab=create");
  await fillArticleForm(page, { title, summary, categories });
  await page.getByLabel("Slug").fill(`arabic-${id}`);
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByText("Article created successfully!")).toBeVisible();
  // An article sharing all three categories shows it among its Related Articles.
  const neighbour = await createArticle(page, { title: uniqueTitle("Neighbour"), categories });
  const direction = (text: string) =>
    page
      .locator("main :is(h1, h2, h3, p)")
      .filter({ hasText: text })
      .last()
      .evaluate((element) => getComputedStyle(element).direction);

  await page.goto(`/article/arabic-${id}`);
  expect(await direction(title)).toBe("rtl");
  expect(await direction(summary)).toBe("rtl");
  await page.goto(`/search?q=${id}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  expect(await direction(title)).toBe("rtl");
  expect(await direction(summary)).toBe("rtl");
  await page.goto(`/article/${neighbour}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  expect(await direction(title)).toBe("rtl");
  expect(await direction(summary)).toBe("rtl");
  // English stays left to right.
  expect(await direction("Related Articles")).toBe("ltr");
});

test("a page link still there on the new page keeps the keyboard and says which page it is", async ({ page }) => {
  test.setTimeout(120_000);
  // Home lists 8 articles a page below the featured one; a middle page needs three pages.
  const pageCount = async () => {
    await page.goto("/");
    const label = await page
      .getByRole("navigation", { name: "Pagination" })
      .getByText(/^Page 1 of \d+$/)
      .textContent();
    return Number(label!.split(" of ")[1]);
  };
  while ((await pageCount()) < 3) await createArticle(page, { title: uniqueTitle("Paged Insight") });

  await watchAnnouncements(page, "Page 2 of");
  await page.goto("/");
  const older = page.getByRole("link", { name: "Older" });
  await older.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/?page=2#latest-insights");
  await expect(page.getByRole("link", { name: "Newer" })).toBeVisible();
  await expect(older).toBeFocused();
  await expect.poll(async () => (await announcementsOf(page)).said).toBe(1);
  await expect(page.getByRole("navigation", { name: "Pagination" }).locator("[aria-live]")).toHaveText(
    /^Page 2 of \d+$/,
  );
});
