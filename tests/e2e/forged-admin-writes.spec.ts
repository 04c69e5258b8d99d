import sharp from "sharp";
import { queryTestDatabase, storedFiles } from "../e2e-server-state";
import { accounts, demoArticleSlug, expect, signInAs, submitLeads, test, uniqueEmail } from "../playwright-utils";
import { pdfBytes } from "../setup/pdf";

/**
 * The access table sends empty forms; here a visitor and a member send complete, valid admin writes aimed at
 * real rows (the forms an admin's browser would send), with every mutating method. Each must be refused and the
 * database and storage must stay exactly as they were. Runs in the "article-writes" project: it adds a
 * library file, which the library spec's empty states must not see.
 */

const METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

interface Targets {
  articleId: string;
  leadId: string;
  leadEmail: string;
  fileId: string;
  tag: string;
}

/** Everything an attacker's writes could touch, as stored. */
async function snapshot(targets: Targets) {
  const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
  return {
    article: await queryTestDatabase(
      `select slug, title, summary, content, author, published_at, updated_at from articles where id = ${quoted(targets.articleId)}`,
    ),
    forgedArticles: await queryTestDatabase(
      `select id from articles where title like ${quoted(`%${targets.tag}%`)} or slug like ${quoted(`%${targets.tag}%`)}`,
    ),
    lead: await queryTestDatabase(
      `select first_name, last_name, company, email, phone, touchpoint, status from leads where id = ${quoted(targets.leadId)}`,
    ),
    file: await queryTestDatabase(
      `select title, object_key, size_bytes from library_files where id = ${quoted(targets.fileId)}`,
    ),
    forgedFiles: await queryTestDatabase(`select id from library_files where title like ${quoted(`%${targets.tag}%`)}`),
    auditEntries: await queryTestDatabase(
      `select action, target from audit_entries where target like ${quoted(`%${targets.tag}%`)} or target like ${quoted(`%${targets.leadEmail}%`)}`,
    ),
    // Only what the forged uploads would store (their names say "forged"): other tests upload meanwhile.
    storage: storedFiles().filter((file) => /forged/i.test(file)),
  };
}

interface ForgedWrite {
  what: string;
  path: string;
  form?: Record<string, string>;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
}

function forgedWrites(targets: Targets, image: Buffer, pdf: Buffer): ForgedWrite[] {
  const article = {
    title: `Forged ${targets.tag}`,
    slug: `forged-${targets.tag}`,
    author: "Mallory",
    summary: "Written by someone who is not an admin.",
    content: "<p>Forged.</p>",
    publishDate: new Date().toISOString().slice(0, 10),
    readTime: "3",
    categories: "cybersecurity-risk",
  };
  const lead = {
    id: targets.leadId,
    firstName: "Forged",
    lastName: "Lead",
    company: `Forged ${targets.tag}`,
    email: `forged.${targets.tag}@example.com`,
    phone: "+1 555 0100",
    touchpoint: "Sidebar",
  };
  return [
    { what: "create an article", path: "/admin?index", form: { intent: "create", ...article } },
    { what: "delete an article", path: "/admin?index", form: { intent: "delete", articleId: targets.articleId } },
    { what: "edit an article", path: `/admin/articles/edit/${demoArticleSlug}`, form: article },
    { what: "edit a lead", path: "/admin/leads", form: { intent: "update", ...lead } },
    {
      what: "change a lead's status",
      path: "/admin/leads",
      form: { intent: "status", id: targets.leadId, status: "Closed" },
    },
    { what: "delete a lead", path: "/admin/leads", form: { intent: "delete", id: targets.leadId } },
    { what: "delete a library file", path: `/library/${targets.fileId}/delete`, form: {} },
    {
      what: "upload a library file",
      path: "/library/upload",
      multipart: {
        title: `Forged ${targets.tag}`,
        file: { name: "forged.pdf", mimeType: "application/pdf", buffer: pdf },
      },
    },
    {
      what: "upload an article image",
      path: "/admin/images",
      multipart: { file: { name: "forged.png", mimeType: "image/png", buffer: image } },
    },
  ];
}

test("complete admin writes from a visitor or a member are refused and change nothing", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = await playwright.request.newContext({ baseURL });
  await signInAs(admin, accounts.admin);

  const leadEmail = uniqueEmail(`target-${tag}`);
  await submitLeads(admin, [
    {
      firstName: "Rosalind",
      lastName: "Franklin",
      company: "Photo 51",
      email: leadEmail,
      phone: "+44 20 7946 0001",
      touchpoint: "Contact Form",
    },
  ]);
  const pdf = await pdfBytes({ text: "Target" });
  const upload = await admin.post("/library/upload", {
    multipart: { title: `Target ${tag}`, file: { name: "target.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  expect(upload.status()).toBeLessThan(400);
  const [article] = await queryTestDatabase<{ id: string }>(
    `select id from articles where slug = '${demoArticleSlug}'`,
  );
  const [lead] = await queryTestDatabase<{ id: string }>(`select id from leads where email = '${leadEmail}'`);
  const [file] = await queryTestDatabase<{ id: string }>(`select id from library_files where title = 'Target ${tag}'`);
  const targets: Targets = { articleId: article!.id, leadId: lead!.id, leadEmail, fileId: file!.id, tag };
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  const before = await snapshot(targets);
  expect(before.lead).toHaveLength(1);
  expect(before.file).toHaveLength(1);

  for (const role of ["anonymous", "member"] as const) {
    const request = await playwright.request.newContext({ baseURL });
    if (role === "member") await signInAs(request, accounts.member);
    for (const write of forgedWrites(targets, image, pdf)) {
      for (const method of METHODS) {
        const response = await request.fetch(write.path, {
          method,
          maxRedirects: 0,
          ...(write.form ? { form: write.form } : { multipart: write.multipart }),
        });
        const label = `${method} ${write.path} (${write.what}) as ${role}`;
        if (role === "anonymous") {
          expect.soft(response.status(), label).toBe(302);
          expect.soft(response.headers().location ?? "", label).toMatch(/^\/signin\?redirectTo=/);
        } else {
          expect.soft(response.status(), label).toBe(403);
        }
      }
    }
    await request.dispose();
  }

  expect(await snapshot(targets)).toEqual(before);
  await admin.dispose();
});
