import { readFileSync } from "node:fs";
import { decodeExtended, parse as parseContentDisposition } from "content-disposition";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { libraryDownloadName } from "../../app/utils/library-download";
import { queryTestDatabase, removeStoredFile, storedFiles } from "../e2e-server-state";
import { accounts, expect, expectNoA11yViolations, signInAs, test } from "../playwright-utils";
import { pdfBytes } from "../setup/pdf";

// One library for the whole file: the empty states come first, then uploads, downloads and deletes.
test.describe.configure({ mode: "serial" });

const MAX_BYTES = 25 * 1024 * 1024;

function uniqueTitle(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const libraryObjects = () => storedFiles().filter((path) => path.startsWith("library/"));

async function libraryRows(): Promise<{ id: string; title: string; object_key: string }[]> {
  return queryTestDatabase("select id, title, object_key from library_files");
}

const otherContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(otherContexts.splice(0).map((context) => context.close()));
});

/** A second visitor beside the test's own page, in a browser context of their own. */
async function pageAs(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  otherContexts.push(context);
  await signInAs(context.request, account);
  return context.newPage();
}

/** The form checks fields in the browser once the page is hydrated (and says so by turning off native validation). */
async function waitForUploadForm(page: Page) {
  await expect(page.locator("form[action='/library/upload']")).toHaveAttribute("novalidate", "");
}

async function uploadThroughApi(
  request: APIRequestContext,
  { title, name = "resource.pdf", buffer }: { title: string; name?: string; buffer: Buffer },
) {
  return request.post("/library/upload", {
    multipart: { title, file: { name, mimeType: "application/pdf", buffer } },
  });
}

test("the empty library says what comes next, to admins and to members", async ({ page, browser }) => {
  const admin = page;
  await signInAs(admin.request, accounts.admin);
  await admin.goto("/library");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Resource Library");
  await expect(admin.getByRole("heading", { name: "Upload New Resource" })).toBeVisible();
  await expect(admin.getByText("No resources available")).toBeVisible();
  await expect(admin.getByText("Upload the first resource to get started.")).toBeVisible();
  await expectNoA11yViolations(admin);

  const member = await pageAs(browser, accounts.member);
  await member.goto("/library");
  await expect(member.getByText("No resources available")).toBeVisible();
  await expect(member.getByText("Resources will appear here once they're uploaded.")).toBeVisible();
  await expect(member.getByRole("heading", { name: "Upload New Resource" })).toHaveCount(0);
  await expectNoA11yViolations(member);
});

test("an admin uploads PDFs, newest first; a member downloads the same bytes as '{title}.pdf'; the admin sees who", async ({
  page,
  browser,
}) => {
  const admin = page;
  await signInAs(admin.request, accounts.admin);
  await admin.goto("/library");
  await waitForUploadForm(admin);
  const title = admin.getByLabel("Resource Title");
  const picker = admin.getByLabel("PDF File");
  await expect(picker).toHaveAttribute("accept", ".pdf,application/pdf");

  const first = { title: uniqueTitle("Operating Model"), bytes: await pdfBytes({ paddingBytes: 40_000 }) };
  const second = {
    // Quotes, a slash and non-Latin letters: the saved name must survive all of them.
    title: `Board "Q3/Q4" résumé 戦略 ${uniqueTitle("pack")}`,
    bytes: await pdfBytes({ paddingBytes: 300_000, text: "Second" }),
  };
  for (const resource of [first, second]) {
    await title.fill(resource.title);
    await picker.setInputFiles({ name: "upload.pdf", mimeType: "application/pdf", buffer: resource.bytes });
    await admin.getByRole("button", { name: "Upload Resource" }).click();
    // The toast of the previous upload may still be showing.
    await expect(admin.getByText("File uploaded successfully").last()).toBeVisible();
    await expect(admin.getByTestId("resource-card").first()).toContainText(resource.title);
    await expect(title, "the form clears").toHaveValue("");
    await expect(picker).toHaveValue("");
  }
  const cards = admin.getByTestId("resource-card");
  await expect(cards.nth(0)).toContainText(second.title);
  await expect(cards.nth(1)).toContainText(first.title);
  await expect(cards.nth(0)).toContainText("0 downloads");
  await expectNoA11yViolations(admin);

  const member = await pageAs(browser, accounts.member);
  await member.goto("/library");
  const card = member.getByTestId("resource-card").first();
  await expect(card).toContainText(second.title);
  await expect(card.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expect(card).not.toContainText("downloads");
  const [download] = await Promise.all([
    member.waitForEvent("download"),
    card.getByRole("link", { name: /Download PDF/ }).click(),
  ]);
  // The server names it exactly (see the header check below); Chromium saves double quotes as underscores.
  expect(download.suggestedFilename()).toBe(libraryDownloadName(second.title).replaceAll('"', "_"));
  expect(download.suggestedFilename()).toMatch(/^Board _Q3-Q4_ résumé 戦略 pack \w+\.pdf$/);
  expect(readFileSync(await download.path()).equals(second.bytes), "the same bytes").toBe(true);
  const path = JSON.parse((await member.evaluate(() => sessionStorage.getItem("reading-path"))) ?? "[]");
  expect(path, "the download joins the visitor's reading path").toMatchObject([
    { kind: "download", title: second.title },
  ]);

  await admin.reload();
  await admin
    .getByTestId("resource-card")
    .first()
    .getByRole("button", { name: /1 download/ })
    .click();
  const dialog = admin.getByRole("dialog", { name: "Downloads" });
  await expect(dialog.getByTestId("download-log")).toContainText(accounts.member.email);
  await expectNoA11yViolations(admin);
  await dialog.getByRole("button", { name: "Close" }).click();
});

test("a resource's upload date is the reader's own day, like a lead's in the admin", async ({ page, browser }) => {
  await signInAs(page.request, accounts.admin);
  const title = uniqueTitle("Zone pack");
  expect((await uploadThroughApi(page.request, { title, buffer: await pdfBytes() })).ok()).toBe(true);
  const [stored] = await queryTestDatabase<{ uploaded_at: string | Date }>(
    `select uploaded_at from library_files where title = '${title}'`,
  );
  const uploadedAt = new Date(stored!.uploaded_at);
  // A zone where it is already another day than in UTC, whatever the hour.
  const zone = uploadedAt.getUTCHours() < 11 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
  const day = (timeZone: string) =>
    new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(uploadedAt);
  expect(day(zone)).not.toBe(day("UTC"));

  const context = await browser.newContext({ timezoneId: zone });
  otherContexts.push(context);
  await signInAs(context.request, accounts.member);
  const member = await context.newPage();
  await member.goto("/library");
  const card = member.getByTestId("resource-card").filter({ hasText: title });
  await expect(card.locator("time")).toHaveText(day(zone));
});

test("refused uploads say why and store nothing", async ({ page, browser }) => {
  await signInAs(page.request, accounts.admin);
  await page.goto("/library");
  await waitForUploadForm(page);
  const objectsBefore = libraryObjects();
  const rowsBefore = (await libraryRows()).length;

  // The form's own checks, before anything is sent.
  await page.getByRole("button", { name: "Upload Resource" }).click();
  await expect(page.getByText("Enter a title for the resource.")).toBeVisible();
  await expect(page.getByText("Choose a PDF file to upload.")).toBeVisible();
  await expect(page.getByLabel("Resource Title")).toBeFocused();

  // A text file renamed to .pdf gets past the picker; the server reads its content.
  await page.getByLabel("Resource Title").fill("Renamed notes");
  await page.getByLabel("PDF File").setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Meeting notes, definitely not a PDF."),
  });
  await page.getByRole("button", { name: "Upload Resource" }).click();
  await expect(page.getByText("Failed to upload file")).toBeVisible();
  await expect(page.getByText("This file is not a PDF document", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Resource Title"), "a refused upload keeps the form").toHaveValue("Renamed notes");

  const request = page.request;
  const empty = await uploadThroughApi(request, { title: "Empty", buffer: Buffer.alloc(0) });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toEqual({
    ok: false,
    error: "The file is empty. Choose a PDF document that has content.",
  });

  const oversized = Buffer.concat([await pdfBytes(), Buffer.alloc(MAX_BYTES)]);
  const tooLarge = await uploadThroughApi(request, { title: "Huge", buffer: oversized });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toEqual({ ok: false, error: "The file is larger than the limit of 25 MB." });

  const untitled = await uploadThroughApi(request, { title: " ", buffer: await pdfBytes() });
  expect(await untitled.json()).toEqual({ ok: false, error: "Enter a title for the resource." });

  expect(libraryObjects(), "nothing stored").toEqual(objectsBefore);
  expect((await libraryRows()).length, "no row").toBe(rowsBefore);

  // Members may not upload, whatever they send.
  const member = await pageAs(browser, accounts.member);
  const refused = await uploadThroughApi(member.request, { title: "Member upload", buffer: await pdfBytes() });
  expect(refused.status()).toBe(403);
  expect(libraryObjects()).toEqual(objectsBefore);
});

test("the same refusal sent again takes the place of its toast instead of stacking another", async ({ page }) => {
  await signInAs(page.request, accounts.admin);
  await page.goto("/library");
  await waitForUploadForm(page);
  await page.getByLabel("Resource Title").fill("Renamed notes");
  const refusals = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to upload file" });
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.getByLabel("PDF File").setInputFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Meeting notes, definitely not a PDF."),
    });
    const answered = page.waitForResponse((response) => response.url().includes("/library/upload"));
    await page.getByRole("button", { name: "Upload Resource" }).click();
    await answered;
    await expect(page.getByRole("button", { name: "Upload Resource" })).toBeEnabled();
    await expect(refusals.first()).toBeVisible();
    // The answer's toast is handed to the stack within a frame or two of the answer.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // Counted once, not polled: earlier toasts leave by themselves after a few seconds.
    expect(await refusals.count(), `after refusal ${attempt}`).toBe(1);
  }
});

test("a file name cannot steer where the upload is stored", async ({ request }) => {
  await signInAs(request, accounts.admin);
  const before = new Set(storedFiles());
  const title = uniqueTitle("Traversal");
  const response = await uploadThroughApi(request, { title, name: "../../../outside.pdf", buffer: await pdfBytes() });
  expect(response.status()).toBe(200);
  // Other tests store article images meanwhile; an upload that escaped library/ would leave nothing here.
  const added = storedFiles().filter((path) => !before.has(path) && !path.startsWith("article-images/"));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatch(/^library\/\d+-[0-9a-f]{8}-outside\.pdf$/);
  const [row] = (await libraryRows()).filter((candidate) => candidate.title === title);
  expect(row?.object_key).toBe(added[0]);
});

test("downloads: signed-in only, ranges, and 'Failed to download file' when the file is gone", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const admin = page;
  await signInAs(admin.request, accounts.admin);
  const bytes = await pdfBytes({ paddingBytes: 100_000 });
  const title = uniqueTitle('Range "Test" Q1/Q2 – 戦略');
  const uploaded = await uploadThroughApi(admin.request, { title, buffer: bytes });
  const { id } = (await uploaded.json()) as { id: string };
  const path = `/library/${id}/download`;

  const anonymous = await playwright.request.newContext({ baseURL });
  const refused = await anonymous.get(path, { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toBe(`/signin?redirectTo=${encodeURIComponent(path)}`);
  expect((await anonymous.head(path, { maxRedirects: 0 })).status()).toBe(302);

  const member = await pageAs(browser, accounts.member);
  const whole = await member.request.get(path);
  expect(whole.status()).toBe(200);
  expect(whole.headers()["content-type"]).toBe("application/pdf");
  expect(whole.headers()["content-length"]).toBe(String(bytes.length));
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  expect(whole.headers()["cache-control"], "a file for signed-in readers, kept by no CDN").toBe("private, no-store");
  // RFC 6266: an ASCII fallback, and the exact name (slash made a dash) in filename*.
  const savedAs = `${title.replace("/", "-")}.pdf`;
  expect(whole.headers()["content-disposition"]).toBe(
    `attachment; filename="${savedAs.replace(" – 戦略", "").replaceAll('"', '\\"')}"; filename*=UTF-8''${encodeURIComponent(savedAs)}`,
  );
  expect((await whole.body()).equals(bytes)).toBe(true);

  const part = await member.request.get(path, { headers: { Range: "bytes=100-199" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 100-199/${bytes.length}`);
  expect(part.headers()["content-length"]).toBe("100");
  expect((await part.body()).equals(bytes.subarray(100, 200))).toBe(true);
  const tail = await member.request.get(path, { headers: { Range: "bytes=-10" } });
  expect((await tail.body()).equals(bytes.subarray(-10))).toBe(true);
  const beyond = await member.request.get(path, { headers: { Range: `bytes=${bytes.length}-` } });
  expect(beyond.status()).toBe(416);
  expect(beyond.headers()["content-range"]).toBe(`bytes */${bytes.length}`);
  const head = await member.request.head(path);
  expect(head.status()).toBe(200);
  expect(head.headers()["content-length"]).toBe(String(bytes.length));

  // Ranges and HEAD are not downloads of their own: one full download was logged.
  const log = await admin.request.get(`/library/${id}/downloads`);
  expect((await log.json()).downloads).toMatchObject({ total: 1, items: [{ email: accounts.member.email }] });
  expect((await member.request.get(`/library/${id}/downloads`, { maxRedirects: 0 })).status()).toBe(403);

  const [row] = (await libraryRows()).filter((candidate) => candidate.id === id);
  removeStoredFile(row!.object_key);
  const gone = await member.request.get(path);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toBe("Failed to download file");
  expect((await member.request.get("/library/no-such-resource/download")).status()).toBe(404);

  // Followed in the browser, a failed download lands back on the library with the spec's toast.
  await member.goto("/library");
  await member
    .getByTestId("resource-card")
    .filter({ hasText: title })
    .getByRole("link", { name: /Download PDF/ })
    .click();
  await expect(member.getByText("Failed to download file")).toBeVisible();
  await expect(member).toHaveURL(/\/library$/);
  await anonymous.dispose();
});

test("a long non-Latin title or one starting with a dot downloads under a name every file system takes", async ({
  page,
  browser,
}) => {
  await signInAs(page.request, accounts.admin);
  const bytes = await pdfBytes();
  const member = await pageAs(browser, accounts.member);
  const savedNames = async (title: string) => {
    const uploaded = await uploadThroughApi(page.request, { title, buffer: bytes });
    const { id } = (await uploaded.json()) as { id: string };
    const { parameters } = parseContentDisposition(
      (await member.request.head(`/library/${id}/download`)).headers()["content-disposition"]!,
      { extended: false },
    );
    const extended = parameters["filename*"];
    return { fallback: parameters.filename!, name: extended ? decodeExtended(extended)! : parameters.filename! };
  };

  // 200 letters of 3 bytes each: 600 bytes, which ext4, APFS and NTFS refuse as a name.
  const long = await savedNames("戦略ロードマップ".repeat(25));
  expect(long.name, "cut to 253 bytes between letters, '.pdf' kept").toBe(`${"戦略ロードマップ".repeat(10)}戦略ロ.pdf`);
  expect(long.fallback).toBe("resource.pdf");
  // Saved by `curl -OJ` from `filename=`, or by a browser from `filename*=`: neither may be a hidden file.
  const dotted = await savedNames(uniqueTitle(".env 戦略"));
  expect(dotted.name).toMatch(/^env 戦略 \w+\.pdf$/);
  expect(dotted.fallback).toMatch(/^env \w+\.pdf$/);
});

test("signing in on the way to a PDF lands on the library and downloads the file", async ({ page, browser }) => {
  await signInAs(page.request, accounts.admin);
  const bytes = await pdfBytes();
  const title = uniqueTitle("Shared link");
  const { id } = (await (await uploadThroughApi(page.request, { title, buffer: bytes })).json()) as { id: string };

  const context = await browser.newContext();
  otherContexts.push(context);
  const visitor = await context.newPage();
  await visitor.goto(`/library/${id}/download`);
  await expect(visitor).toHaveURL(`/signin?redirectTo=${encodeURIComponent(`/library/${id}/download`)}`);
  await visitor.getByLabel("E-Mail Address").fill(accounts.member.email);
  await visitor.getByLabel("Password").fill(accounts.member.password);
  const [download] = await Promise.all([
    visitor.waitForEvent("download"),
    visitor.getByRole("button", { name: "SIGN IN" }).click(),
  ]);
  expect(readFileSync(await download.path()).equals(bytes), "the same bytes").toBe(true);
  await expect(visitor).toHaveURL("/library");
  await expect(visitor.getByRole("heading", { name: "Resource Library" })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
});

test("an admin deletes a resource after confirming; the PDF goes with it; members cannot delete", async ({
  page,
  browser,
}) => {
  const admin = page;
  await signInAs(admin.request, accounts.admin);
  const title = uniqueTitle("Doomed Deck");
  const uploaded = await uploadThroughApi(admin.request, { title, buffer: await pdfBytes() });
  const { id } = (await uploaded.json()) as { id: string };
  const [row] = (await libraryRows()).filter((candidate) => candidate.id === id);
  expect(storedFiles()).toContain(row!.object_key);

  const member = await pageAs(browser, accounts.member);
  expect((await member.request.post(`/library/${id}/delete`, { form: {} })).status()).toBe(403);
  expect(storedFiles()).toContain(row!.object_key);

  await admin.goto("/library");
  const card = admin.getByTestId("resource-card").filter({ hasText: title });
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Delete this resource?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toBeVisible();

  // A download log opened before the delete is reloaded after it, for a resource that is gone: the page stays.
  await card.getByRole("button", { name: /^0 downloads/ }).click();
  await expect(admin.getByRole("dialog", { name: "Downloads" })).toContainText(
    "Nobody has downloaded this resource yet.",
  );
  await admin.keyboard.press("Escape");
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByText("Resource deleted")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(admin.getByRole("region", { name: "Resources" })).toBeFocused();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Resource Library");
  await expect(admin).toHaveURL(/\/library$/);
  expect(storedFiles()).not.toContain(row!.object_key);
  expect((await libraryRows()).some((candidate) => candidate.id === id)).toBe(false);
  expect((await member.request.get(`/library/${id}/download`)).status()).toBe(404);

  const audit = await queryTestDatabase<{ action: string }>(
    `select action from audit_entries where target = '${title}' order by created_at`,
  );
  expect(audit.map((entry) => entry.action)).toEqual(["Uploaded Resource", "Deleted Resource"]);
});

test("a title with a direction override leaves the rest of the delete confirmation readable", async ({ page }) => {
  await signInAs(page.request, accounts.admin);
  // U+202E, never closed: it turned every following letter of the sentence around, 'eht morf devomer eb lliw'.
  const title = uniqueTitle("\u202eQ3 deck");
  await uploadThroughApi(page.request, { title, buffer: await pdfBytes() });
  await page.goto("/library");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const sentence = page.getByRole("alertdialog").getByText(/and its PDF will be removed/);
  const left = await sentence.evaluate((element) => {
    const text = element.firstChild!;
    const leftOf = (part: string) => {
      const range = document.createRange();
      range.setStart(text, text.textContent!.indexOf(part));
      range.setEnd(text, text.textContent!.indexOf(part) + part.length);
      return range.getBoundingClientRect().left;
    };
    return { title: leftOf("Q3 deck"), rest: leftOf("and its PDF") };
  });
  expect(left.rest).toBeGreaterThan(left.title);
});

test("sending the upload form with Enter in the title field keeps the keyboard in that field", async ({ page }) => {
  await signInAs(page.request, accounts.admin);
  await page.goto("/library");
  await waitForUploadForm(page);
  const title = page.getByLabel("Resource Title");
  await page.getByLabel("PDF File").setInputFiles({
    name: "upload.pdf",
    mimeType: "application/pdf",
    buffer: await pdfBytes({ text: "Keyboard" }),
  });
  await title.fill(uniqueTitle("Keyboard upload"));
  await title.press("Enter");
  await expect(page.getByText("File uploaded successfully")).toBeVisible();
  await expect(title, "the form clears").toHaveValue("");
  // A field disabled while the form was sent dropped the focus to the page, for good.
  await expect(title).toBeFocused();
});

test("a title as long as the form allows, or one unbroken word, wraps within its card on a phone", async ({ page }) => {
  await signInAs(page.request, accounts.admin);
  const word = `Benchmark${"reportappendix".repeat(8)}`.slice(0, 110) + Date.now().toString(36).slice(-8);
  const uploaded = await uploadThroughApi(page.request, { title: word, buffer: await pdfBytes() });
  const { id } = (await uploaded.json()) as { id: string };
  try {
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/library");
      const card = page.getByTestId("resource-card").filter({ hasText: word });
      await expect(card).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page wider than a ${width} px window`).toBe(0);
      const box = (await card.boundingBox())!;
      const download = (await card.getByRole("link", { name: /Download PDF/ }).boundingBox())!;
      expect(box.x + box.width, `card at ${width} px`).toBeLessThanOrEqual(width);
      expect(download.x + download.width, `Download PDF at ${width} px`).toBeLessThanOrEqual(box.x + box.width);
    }
  } finally {
    await page.request.post(`/library/${id}/delete`, { form: {} });
  }
});

test("the upload form's title, file field and button line up on one row on a wide screen", async ({ page }) => {
  await signInAs(page.request, accounts.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/library");
  const boxes = await Promise.all(
    [
      page.getByLabel("Resource Title"),
      page.getByLabel("PDF File"),
      page.getByRole("button", { name: "Upload Resource" }),
    ].map(async (control) => (await control.boundingBox())!),
  );
  const [title, file, button] = boxes.map(({ y, height }) => ({ top: Math.round(y), bottom: Math.round(y + height) }));
  expect(file, "the file field against the title field").toEqual(title);
  expect(button, "the button against the title field").toEqual(title);
});
