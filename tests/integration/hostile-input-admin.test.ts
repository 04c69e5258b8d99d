import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { buffer } from "node:stream/consumers";
import { join } from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle } from "~/models/article.server";
import { AuditAction } from "~/models/audit-action";
import { createLead } from "~/models/lead.server";
import { siteConfig } from "~/site.config";
import { dayIn } from "~/utils/publication-day";
import { mediaKey } from "~/utils/responsive-image";
import { ArticleFormSchema, SLUG_TAKEN_MESSAGE } from "~/validation/article";
import { LeadEditSchema, TOUCHPOINTS } from "~/validation/lead";
import { LibraryUploadSchema } from "~/validation/library";
import { createArticleInput, createLeadInput } from "../setup/factories";
import {
  ADMIN_EMAIL,
  asSent,
  asSentInMultipart,
  decorated,
  expectNoServerError,
  formRefusal,
  hasNul,
  hostileString,
  HTML_PAYLOADS,
  NUL_IN_FORM,
  runs,
  startHostileServer,
  STORED_CONTROL_CHARACTERS,
  countRows,
  type HostileServer,
} from "../setup/hostile-input";
import { pdfStream } from "../setup/pdf";
import { testDialect } from "../setup/test-database";

/**
 * A browser escapes only line breaks and quotes in a part's file name; the multipart parser refuses other
 * control characters in a header as a malformed body (a 400 that says so).
 */
const MALFORMED_FILENAME = /(?![\t\n\r\u0080-\u009f])\p{Cc}/u;
/**
 * Names the server cannot be expected to read as chosen, so either answer is right (a refusal that says why and
 * stores nothing, or a valid stored file): one ending in a backslash is sent as `filename="…\"`, whose closing
 * quote then reads as escaped; the parser keeps only the last path segment, which for "dir/", "." or ".."
 * is no name at all; and a name of many kilobytes may not fit the part's headers.
 */
function unclearFileName(name: string): boolean {
  return (
    (name !== "" && (name.endsWith("\\") || ["", ".", ".."].includes(name.split(/[\\/]/).pop()!))) ||
    Buffer.byteLength(name) > LONGEST_CLEAR_FILE_NAME_BYTES
  );
}
/**
 * The multipart reader takes at most 16 KB of a part's headers (Node's own header limit) and refuses the body past
 * that; how many bytes a name takes there depends on how FormData escapes it, so a name this long may or may not
 * fit. No file system names a file with more than 255 bytes.
 */
const LONGEST_CLEAR_FILE_NAME_BYTES = 4 * 1024;
/** What the multipart reader takes in one field (`maxFieldBytes`); more is refused with a 413. */
const MAX_FIELD_BYTES = 16 * 1024;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * Property tests of the admin's forms and uploads against the production server on a real database: the
 * article form (create and edit), the lead edit dialog's action and both uploads. Admins can be phished or
 * paste anything; the server must still never answer 5xx, say what is wrong, and store only valid data.
 */
describe(`hostile input on the admin forms and uploads (${testDialect})`, () => {
  let hostile: HostileServer;

  beforeAll(async () => {
    hostile = await startHostileServer({ LIBRARY_MAX_BYTES: String(64 * 1024), SEED_DEMO_CONTENT: "false" });
  }, 90_000);

  afterAll(async () => {
    await hostile?.stop();
  });

  const db = () => hostile.database.db;
  const post = (path: string, body: FormData | URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(`${hostile.server.base}${path}`, {
      method: "POST",
      headers: { cookie: hostile.adminCookie, origin: hostile.server.base, ...headers },
      body,
      redirect: "manual",
    });
  const count = (table: "articles" | "leads" | "library_files") => countRows(hostile.database, table);

  const text = (valid: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 4, arbitrary: valid }, { weight: 3, arbitrary: decorated(valid) }, hostileString);
  const articleInput = fc.record({
    title: text(fc.constantFrom("Board Reporting", "Risk & Controls", "Café <Strategy>")),
    slug: fc.oneof(fc.constant(""), fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/), hostileString),
    author: text(fc.constantFrom("Ada Lovelace", "Jean-Luc O'Neil")),
    summary: text(fc.constantFrom("What the board should ask.", "A summary")),
    content: fc.oneof(
      text(fc.constantFrom("<p>Body text</p>", "<h2>Heading</h2><p>More</p>")),
      fc.constantFrom(...HTML_PAYLOADS.map((payload) => `<p>Text</p>${payload}`)),
    ),
    publishDate: fc.oneof(
      { weight: 4, arbitrary: fc.constant("2025-01-15") },
      fc.constantFrom("0000-01-01", "0999-12-31", "1899-12-31", "1900-01-01", "2999-12-31", "3000-01-01"),
      hostileString,
    ),
    readTime: fc.oneof({ weight: 4, arbitrary: fc.constantFrom("5", "12") }, hostileString),
    categories: fc.array(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...siteConfig.categories.map((c) => c.slug)) }, hostileString),
      { minLength: 0, maxLength: 3 },
    ),
    tags: fc.array(text(fc.constantFrom("Board", "AI", "Risk")), { maxLength: 4 }),
    faq: fc.tuple(text(fc.constantFrom("", "Why?")), text(fc.constantFrom("", "Because."))),
    bannerUrl: fc.oneof(fc.constant(""), fc.constantFrom("javascript:alert(1)", "//evil.example/x.png"), hostileString),
  });
  type ArticleFormFields = typeof articleInput extends fc.Arbitrary<infer T> ? T : never;

  function articleForm(input: ArticleFormFields, intent: "create" | "edit"): FormData {
    const form = new FormData();
    form.set("intent", intent);
    for (const name of ["title", "slug", "author", "summary", "content", "publishDate", "readTime", "bannerUrl"]) {
      form.set(name, input[name as keyof ArticleFormFields] as string);
    }
    for (const category of input.categories) form.append("categories", category);
    input.tags.forEach((tag, index) => form.set(`tags[${index}]`, tag));
    form.set("faqs[0].question", input.faq[0]);
    form.set("faqs[0].answer", input.faq[1]);
    return form;
  }

  /** The form as the server decodes it: a multipart body is UTF-8 (lone surrogates arrive as U+FFFD) with CRLF lines. */
  function asReceived(form: FormData): FormData {
    const received = new FormData();
    for (const [name, value] of form) received.append(name, asSentInMultipart(value as string));
    return received;
  }

  it("the article form, create and edit: never 5xx; errors shown on the form and nothing stored, or stored valid", async () => {
    const editable = await createArticle(db(), createArticleInput({ slug: "editable", title: "Editable" }));
    await fc.assert(
      fc.asyncProperty(articleInput, fc.boolean(), async (input, editing) => {
        const form = articleForm(input, editing ? "edit" : "create");
        const current = await db()
          .selectFrom("articles")
          .select(["slug", "title", "summary", "author", "content"])
          .where("id", "=", editable.id)
          .executeTakeFirstOrThrow();
        const path = editing ? `/admin/articles/edit/${current.slug}` : "/admin";
        const articlesBefore = await count("articles");
        const response = await post(path, form);
        expectNoServerError(response, hostile.server, input);
        const page = await response.text();
        const rows = await db().selectFrom("articles").selectAll().execute();
        const submission = parseWithZod(asReceived(form), { schema: ArticleFormSchema });
        if (hasNul(...[...form.values()].map((value) => value as string))) {
          expect(response.status).toBe(400);
          expect(page).toContain(NUL_IN_FORM);
          expect(rows).toHaveLength(articlesBefore);
          return;
        }
        if (submission.status !== "success") {
          expect(response.status).toBe(400);
          expect(rows).toHaveLength(articlesBefore);
          const messages = Object.values(submission.error ?? {}).flat() as string[];
          expect(
            messages.some((message) => page.includes(escapeHtml(message))),
            messages.join(" | "),
          ).toBe(true);
          if (editing) {
            const after = rows.find((row) => row.id === editable.id)!;
            expect(after).toMatchObject(current);
          }
          return;
        }
        const values = submission.value;
        const takenBy = rows.find((row) => row.slug === values.slug && row.id !== editable.id);
        if (response.status === 400) {
          // Only a slug already used by another article refuses valid values.
          expect(takenBy ?? (!editing && rows.some((row) => row.slug === values.slug))).toBeTruthy();
          expect(page).toContain(SLUG_TAKEN_MESSAGE);
          return;
        }
        expect(response.status).toBe(editing ? 302 : 200);
        const saved = rows.find((row) => row.slug === values.slug)!;
        expect(saved).toBeDefined();
        expect(rows).toHaveLength(editing ? articlesBefore : articlesBefore + 1);
        expect({ title: saved.title, author: saved.author, summary: saved.summary }).toEqual({
          title: values.title,
          author: values.author,
          summary: values.summary,
        });
        expect(dayIn(saved.published_at), "the publish date as given").toBe(values.publishDate);
        for (const value of [saved.title, saved.author, saved.summary, saved.content]) {
          expect(value).not.toMatch(STORED_CONTROL_CHARACTERS);
        }
        // Payloads may stay as text (the sanitizer escapes `<` there); no tag may carry them.
        for (const tag of saved.content.match(/<[a-z][^>]*>/gi) ?? []) {
          expect(tag).not.toMatch(/^<(script|svg|iframe)|\son\w+\s*=|javascript:/i);
        }
        expect(saved.banner_url === null || saved.banner_url.startsWith("/")).toBe(true);
        if (editing)
          await db().updateTable("articles").set({ slug: "editable" }).where("id", "=", editable.id).execute();
      }),
      runs(40),
    );
  }, 60_000);

  it("admin forms whose field names ask for huge lists: a short 400 that says so, nothing stored", async () => {
    const articlesBefore = await count("articles");
    const article = articleForm(
      {
        title: "Huge Lists",
        slug: "huge-lists",
        author: "Ada Lovelace",
        summary: "A summary",
        content: "<p>Body text</p>",
        publishDate: "2025-01-15",
        readTime: "5",
        categories: [siteConfig.categories[0]!.slug],
        tags: [],
        faq: ["", ""],
        bannerUrl: "",
      },
      "create",
    );
    article.set("tags[1000000]", "x");
    const leadEdit = new URLSearchParams({ intent: "update", "id[100000]": "x" });
    for (const [path, body] of [
      ["/admin", article],
      ["/admin/leads", leadEdit],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, path).toBe(400);
      const page = await response.text();
      expect(page, path).toContain(
        "The form could not be read: its field names ask for lists longer than any form has.",
      );
      expect(page.length, path).toBeLessThan(200_000);
    }
    expect(await count("articles")).toBe(articlesBefore);
  });

  it("an article deleted from several tabs at once: one answer says deleted, one audit entry", async () => {
    const article = await createArticle(db(), createArticleInput({ slug: "deleted-twice", title: "Deleted Twice" }));
    const remove = () => post("/admin", new URLSearchParams({ intent: "delete", articleId: article.id }));
    // On PostgreSQL every request finds the article before any of them deletes it.
    const statuses = (await Promise.all(Array.from({ length: 4 }, remove))).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 404, 404, 404]);
    const audited = await db()
      .selectFrom("audit_entries")
      .select("id")
      .where("action", "=", AuditAction.articleDeleted)
      .where("target", "=", article.slug)
      .execute();
    expect(audited).toHaveLength(1);
  });

  it("an article whose banner cannot be read shares the brand card instead of failing", async () => {
    const image = new FormData();
    image.set("purpose", "banner");
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    image.set("file", new Blob([png], { type: "image/png" }), "banner.png");
    const { url } = (await (await post("/admin/images", image)).json()) as { url: string };
    // The stored banner is damaged after its upload (a disk fault, a bad restore).
    writeFileSync(join(hostile.workDir, "uploads", mediaKey(url)!), "not an image any more");
    const damaged = await createArticle(db(), createArticleInput({ slug: "damaged-banner", bannerUrl: url }));
    // A path that leaves /images/ for another public file is no banner at all.
    const elsewhere = await createArticle(
      db(),
      createArticleInput({ slug: "banner-elsewhere", bannerUrl: "/images/../favicon.ico" }),
    );
    for (const article of [damaged, elsewhere]) {
      const response = await fetch(`${hostile.server.base}/og/${article.slug}.png`);
      expect(response.status, article.slug).toBe(200);
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
        format: "png",
        width: 1200,
        height: 630,
      });
    }
  });

  it("the lead edit action (POST /admin/leads): never 5xx; refusals store nothing; a saved lead equals the normalized input", async () => {
    const lead = await createLead(db(), createLeadInput());
    const leadUpdates = async () =>
      (await db().selectFrom("audit_entries").select("id").where("action", "=", AuditAction.leadUpdated).execute())
        .length;
    const name = fc.constantFrom("Ada", "José", "O'Brien");
    const edit = fc.record({
      id: fc.oneof({ weight: 5, arbitrary: fc.constant(lead.id) }, hostileString),
      firstName: text(name),
      lastName: text(name),
      company: text(fc.constantFrom("Engines Ltd", "AT&T")),
      email: text(fc.emailAddress()),
      phone: text(fc.constantFrom("+44 20 7946 0000", "(555) 010-0000 12")),
      touchpoint: fc.oneof(fc.constantFrom("", ...TOUCHPOINTS), hostileString),
    });
    await fc.assert(
      fc.asyncProperty(edit, async (input) => {
        const before = await db().selectFrom("leads").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
        const auditsBefore = await leadUpdates();
        const response = await post("/admin/leads", new URLSearchParams({ intent: "update", ...input }));
        expectNoServerError(response, hostile.server, input);
        const page = await response.text();
        const after = await db().selectFrom("leads").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
        const parsed = LeadEditSchema.safeParse(
          Object.fromEntries(Object.entries(input).map(([key, value]) => [key, asSent(value)])),
        );
        const refusal = formRefusal({ intent: "update", ...input });
        if (refusal) {
          expect(response.status).toBe(refusal.status);
          expect(page).toContain(refusal.message);
          expect(after).toEqual(before);
          return;
        }
        if (!parsed.success) {
          expect(response.status).toBe(400);
          expect(after).toEqual(before);
          const message = parsed.error.issues[0]!.message;
          expect(page.includes(message) || page.includes(escapeHtml(message)), message).toBe(true);
          return;
        }
        if (parsed.data.id !== lead.id) {
          expect(response.status).toBe(404);
          expect(page).toContain("Someone else deleted this lead after you opened the list.");
          expect(after).toEqual(before);
          return;
        }
        expect(response.status).toBe(200);
        expect(await leadUpdates()).toBe(auditsBefore + 1);
        expect({
          firstName: after.first_name,
          lastName: after.last_name,
          company: after.company,
          email: after.email,
          phone: after.phone,
          touchpoint: after.touchpoint,
        }).toEqual({ ...parsed.data, id: undefined, touchpoint: parsed.data.touchpoint });
        for (const value of [after.first_name, after.last_name, after.company, after.email, after.phone]) {
          expect(value).not.toMatch(STORED_CONTROL_CHARACTERS);
        }
      }),
      runs(40),
    );
  }, 60_000);

  const storedFiles = (folder: string) => {
    const dir = join(hostile.workDir, "uploads", folder);
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
  };

  it("an article image upload is audited with the image's address; a refused one is not", async () => {
    const uploads = () =>
      db()
        .selectFrom("audit_entries")
        .select(["email", "target", "ip_address"])
        .where("action", "=", "Uploaded Image")
        .execute();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#654321" } })
      .png()
      .toBuffer();
    const upload = (bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.set("purpose", "inline");
      form.set("file", new Blob([bytes], { type: "image/png" }), "chart.png");
      return post("/admin/images", form);
    };
    // The file's other tests upload images too: only what this test adds is looked at.
    const before = (await uploads()).length;
    const refused = await upload(new TextEncoder().encode("not an image"));
    expect(refused.status).toBe(400);
    expect(await uploads()).toHaveLength(before);

    const { url } = (await (await upload(new Uint8Array(png))).json()) as { url: string };
    const after = await uploads();
    expect(after).toHaveLength(before + 1);
    expect(after.filter((entry) => entry.target?.startsWith(url))).toEqual([
      { email: ADMIN_EMAIL, target: `${url} (inline)`, ip_address: expect.stringMatching(/127\.0\.0\.1/) },
    ]);
  });

  it("article image uploads: never 5xx; anything but an image is refused with a reason and nothing stored", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const file = fc.oneof(
      fc.constant({ kind: "image", bytes: png }),
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({ kind: "noise", bytes: Buffer.from(bytes) })),
      fc.constant({
        kind: "svg",
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><rect/></svg>'),
      }),
      fc.constant({ kind: "truncated", bytes: png.subarray(0, 60) }),
    );
    await fc.assert(
      fc.asyncProperty(file, hostileString, hostileString, async ({ kind, bytes }, filename, purpose) => {
        const before = storedFiles("article-images");
        const form = new FormData();
        form.set("purpose", purpose);
        form.set("file", new Blob([bytes], { type: "image/png" }), filename || "x.png");
        const response = await post("/admin/images", form);
        expectNoServerError(response, hostile.server, { kind, filename, purpose });
        const answer = (await response.json()) as { url?: string; error?: string };
        const sendable = !MALFORMED_FILENAME.test(filename) && (!unclearFileName(filename) || response.status === 200);
        if (kind === "image" && sendable && Buffer.byteLength(purpose) <= MAX_FIELD_BYTES) {
          expect(response.status, answer.error).toBe(200);
          expect(answer.url).toMatch(/^\/media\/article-images\/[\w./-]+$/);
          return;
        }
        expect([400, 413]).toContain(response.status);
        expect(answer.error).toMatch(/\w/);
        expect(storedFiles("article-images")).toBe(before);
      }),
      runs(30),
    );
  }, 60_000);

  it("library uploads: never 5xx; a bad title or a non-PDF is refused with a reason, leaving no row and no object", async () => {
    const pdf = await buffer(pdfStream().stream);
    const file = fc.oneof(
      fc.constant({ kind: "pdf", bytes: pdf }),
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({ kind: "noise", bytes: Buffer.from(bytes) })),
      fc.constant({ kind: "cut", bytes: pdf.subarray(0, pdf.length - 20) }),
      fc.constant({ kind: "oversize", bytes: Buffer.concat([pdf, Buffer.alloc(70 * 1024, 32)]) }),
    );
    const title = fc.oneof(fc.constantFrom("Board pack", "Risk <b>register</b>"), hostileString);
    await fc.assert(
      fc.asyncProperty(file, title, hostileString, async ({ kind, bytes }, fileTitle, filename) => {
        const rowsBefore = await count("library_files");
        const objectsBefore = storedFiles("library");
        const form = new FormData();
        form.set("title", fileTitle);
        form.set("file", new Blob([bytes], { type: "application/pdf" }), filename || "file.pdf");
        const response = await post("/library/upload", form);
        expectNoServerError(response, hostile.server, { kind, fileTitle, filename });
        const answer = (await response.json()) as { ok: boolean; error?: string };
        const titleCheck = LibraryUploadSchema.safeParse({ title: asSentInMultipart(fileTitle), file: "file.pdf" });
        const sendable = !MALFORMED_FILENAME.test(filename) && (!unclearFileName(filename) || response.status === 200);
        if (kind === "pdf" && titleCheck.success && sendable) {
          expect(response.status, answer.error).toBe(200);
          const row = await db()
            .selectFrom("library_files")
            .select("title")
            .orderBy("uploaded_at", "desc")
            .executeTakeFirstOrThrow();
          expect(row.title).toBe(titleCheck.data.title);
          return;
        }
        expect([400, 413]).toContain(response.status);
        expect(answer.error).toMatch(/\w/);
        expect(await count("library_files")).toBe(rowsBefore);
        expect(storedFiles("library")).toBe(objectsBefore);
      }),
      runs(30),
    );
  }, 60_000);

  it("uploads with a wrong content type, malformed multipart or a huge body: a 4xx with a reason, nothing stored", async () => {
    const bodies = fc.constantFrom(
      { type: "application/json", body: '{"title":"x"}' },
      { type: "text/plain", body: "title=x" },
      { type: "multipart/form-data", body: "no boundary" },
      {
        type: "multipart/form-data; boundary=zz",
        body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 cut',
      },
      {
        type: "multipart/form-data; boundary=zz",
        body: `--zz\r\nContent-Disposition: form-data; name="title"\r\n\r\n${"t".repeat(10_000)}\r\n--zz--\r\n`,
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/admin/images", "/library/upload"), bodies, async (path, { type, body }) => {
        const rowsBefore = await count("library_files");
        const response = await fetch(`${hostile.server.base}${path}`, {
          method: "POST",
          headers: { cookie: hostile.adminCookie, "content-type": type },
          body,
        });
        expectNoServerError(response, hostile.server, { path, type });
        expect([400, 413]).toContain(response.status);
        const answer = (await response.json()) as { error?: string };
        expect(answer.error).toMatch(/\w/);
        expect(await count("library_files")).toBe(rowsBefore);
      }),
      runs(20),
    );
  }, 60_000);
});
