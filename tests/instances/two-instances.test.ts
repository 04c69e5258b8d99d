import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "~/db/seed/seed.server";
import { getArticleBySlug, listPublishedArticles } from "~/models/article.server";
import { createLead } from "~/models/lead.server";
import { queueLeadNotification } from "~/models/lead-notification.server";
import { articleToFormValues } from "~/validation/article";
import { signInCookie } from "../../scripts/lib/bench-server";
import { startAppServer, type AppServer } from "../setup/app-server";
import { createLeadInput } from "../setup/factories";
import { pdfStream } from "../setup/pdf";
import { s3StorageEnv, startS3Server, type TestS3Server } from "../setup/s3-server";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/**
 * Two production servers on different ports sharing one PostgreSQL database and one S3 bucket, as behind a
 * load balancer, behave as one site. Ports: INSTANCES_TEST_PORT (default 3340) and the four after it.
 */
const portBase = Number(process.env.INSTANCES_TEST_PORT ?? 3340);
const admin = { email: "admin@example.com", password: "instances-admin-password" };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const QUEUED_LEADS = 12;
const NEWSLETTER_BUDGET = 4;

describe("two instances on one PostgreSQL database and one S3 bucket", () => {
  const workDir = mkdtempSync(join(tmpdir(), "cto-instances-"));
  let database: TestDatabase;
  let s3: TestS3Server;
  let smtp: SMTPServer;
  const mailedTo: string[] = [];
  let a: AppServer;
  let b: AppServer;
  let siteUrl: string;
  let slug: string;

  beforeAll(async () => {
    expect(existsSync("build/server/index.js"), "run `npm run build` first").toBe(true);
    database = await createTestDatabase();
    expect(database.dialect).toBe("postgres");
    await seedDemoContent(database.db);
    slug = (await listPublishedArticles(database.db, { page: 1, pageSize: 1 })).items[0]!.slug;
    // Sales emails already waiting when both instances start: each instance goes through the outbox at once.
    for (let index = 0; index < QUEUED_LEADS; index += 1) {
      const lead = await createLead(database.db, createLeadInput({ email: `lead-${index}@example.com` }));
      await queueLeadNotification(database.db, lead.id);
    }

    s3 = await startS3Server({ port: portBase + 3 });
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      async onData(stream, _session, callback) {
        const message = (await buffer(stream)).toString("utf8");
        // A slow mail server keeps both instances working through the outbox at the same time.
        await new Promise((resolve) => setTimeout(resolve, 100));
        mailedTo.push(/lead-\d+@example\.com/.exec(message)?.[0] ?? "?");
        callback();
      },
    });
    await new Promise<void>((resolve) => smtp.listen(portBase + 4, "127.0.0.1", resolve));

    siteUrl = `http://127.0.0.1:${portBase}`;
    const env = {
      DATABASE_URL: database.url,
      SITE_URL: siteUrl,
      SESSION_SECRET: "instances-test-session-secret-long-enough-0123",
      ADMIN_EMAILS: admin.email,
      SEED_DEMO_CONTENT: "false",
      ...s3StorageEnv(s3),
      SMTP_URL: `smtp://127.0.0.1:${portBase + 4}`,
      SALES_EMAIL: "sales@example.com",
      RATE_LIMITS: `newsletterIp=${NEWSLETTER_BUDGET}`,
      LOG_LEVEL: "warn",
    };
    await createAccount(env);
    [a, b] = await Promise.all([
      startAppServer({ ...env, PORT: String(portBase) }, workDir),
      startAppServer({ ...env, PORT: String(portBase + 1) }, workDir),
    ]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await s3?.close();
    await database?.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  async function createAccount(env: Record<string, string>) {
    const child = spawn(
      join("node_modules", ".bin", "tsx"),
      ["scripts/create-user.ts", "--email", admin.email, "--password", admin.password, "--admin"],
      { env: { ...process.env, ...env, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] },
    );
    expect(await new Promise((resolve) => child.once("exit", resolve))).toBe(0);
  }

  /** The article's form as the edit page posts it (Conform's field names), with another title. */
  async function editForm(title: string): Promise<URLSearchParams> {
    const values = articleToFormValues((await getArticleBySlug(database.db, slug))!);
    const form = new URLSearchParams({ intent: "edit" });
    for (const [name, value] of Object.entries({ ...values, title })) {
      if (Array.isArray(value)) {
        value.forEach((item: string | Record<string, string>, index) => {
          if (typeof item === "string") form.append(`${name}[${index}]`, item);
          else for (const [key, text] of Object.entries(item)) form.append(`${name}[${index}].${key}`, text);
        });
      } else if (typeof value === "boolean") {
        if (value) form.append(name, "on");
      } else {
        form.append(name, String(value));
      }
    }
    return form;
  }

  it("accepts on one instance the session made on the other", async () => {
    const cookie = await signInCookie(a.base, admin);
    const signedIn = await fetch(`${b.base}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain("Dashboard");
    expect((await fetch(`${b.base}/admin`, { redirect: "manual" })).status).toBe(302);
  });

  it("serves an article saved on one instance fresh from the other within milliseconds", async () => {
    const cookie = await signInCookie(a.base, admin);
    const page = `${b.base}/article/${slug}`;
    await fetch(page);
    const cached = await fetch(page);
    expect(cached.headers.get("x-page-cache")).toBe("hit");

    // Anonymous readers on B all along, as real traffic is: the version poll runs every 250 ms meanwhile.
    const seen: { sentAt: number; answeredAt: number; html: string }[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const sentAt = performance.now();
        const html = await (await fetch(page)).text();
        seen.push({ sentAt, answeredAt: performance.now(), html });
      }
    })();
    const delays: number[] = [];
    try {
      for (let edit = 1; edit <= 3; edit += 1) {
        const title = `Edited on instance A, round ${edit}`;
        const saved = await fetch(`${a.base}/admin/articles/edit/${slug}`, {
          method: "POST",
          headers: { cookie, origin: siteUrl },
          body: await editForm(title),
          redirect: "manual",
        });
        expect(saved.status, await saved.text()).toBe(302);
        const savedAt = performance.now();
        // A page rendered afresh can take a while on a busy machine; when it was asked for is what counts.
        const deadline = savedAt + 5_000;
        let fresh: { sentAt: number } | undefined;
        while (!fresh && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          fresh = seen.find((read) => read.html.includes(title));
        }
        const after = seen.filter((read) => read.sentAt >= savedAt - 50).slice(0, 5);
        const trace = after.map(
          (read) => `${(read.sentAt - savedAt).toFixed(0)}..${(read.answeredAt - savedAt).toFixed(0)}`,
        );
        expect(fresh, `B never showed "${title}"; reads after the save: ${trace.join(", ")}`).toBeDefined();
        // When B was first asked and answered with the new title, after A had answered the save.
        delays.push(Math.max(0, fresh!.sentAt - savedAt));
      }
    } finally {
      reading = false;
      await reader;
    }
    console.info(`invalidation crossed instances in ${delays.map((ms) => ms.toFixed(1)).join(", ")} ms`);
    // Often 0-2 ms. On a machine with dozens of runnable processes per core one round can wait far longer for
    // the scheduler, hence a bound on the median. That it is the notification and not the 250 ms version poll
    // is shown on its own in content-changes.test.ts.
    for (const delay of delays) expect(delay).toBeLessThan(1_000);
    expect(delays.toSorted((x, y) => x - y)[1]).toBeLessThan(200);
  });

  it("shares rate limits: the budget spent across both instances is refused on either", async () => {
    const subscribe = (server: AppServer, index: number) =>
      fetch(`${server.base}/api/newsletter`, {
        method: "POST",
        headers: { origin: siteUrl },
        body: new URLSearchParams({ email: `reader-${index}@example.com` }),
      });
    for (let index = 0; index < NEWSLETTER_BUDGET; index += 1) {
      expect((await subscribe(index % 2 === 0 ? a : b, index)).status).toBe(200);
    }
    expect((await subscribe(a, 100)).status).toBe(429);
    expect((await subscribe(b, 101)).status).toBe(429);
  });

  it("downloads from one instance, byte for byte, the PDF uploaded on the other", async () => {
    const cookie = await signInCookie(a.base, admin);
    const pdf = await buffer(pdfStream({ paddingBytes: 300_000, text: "Shared board pack" }).stream);
    const form = new FormData();
    form.append("title", "Shared board pack");
    form.append("file", new Blob([pdf], { type: "application/pdf" }), "board-pack.pdf");
    const uploaded = await fetch(`${a.base}/library/upload`, {
      method: "POST",
      headers: { cookie, origin: siteUrl },
      body: form,
    });
    const answer = (await uploaded.json()) as { ok: boolean; id?: string };
    expect(answer.ok).toBe(true);

    const readerCookie = await signInCookie(b.base, admin);
    const downloaded = await fetch(`${b.base}/library/${answer.id}/download`, { headers: { cookie: readerCookie } });
    expect(downloaded.status).toBe(200);
    const bytes = Buffer.from(await downloaded.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(createHash("sha256").update(pdf).digest("hex"));
  });

  it("adds up the views counted by both instances", async () => {
    const views = async () => {
      const row = await database.db
        .selectFrom("page_views")
        .innerJoin("articles", "articles.id", "page_views.article_id")
        .where("articles.slug", "=", slug)
        .select((eb) => eb.fn.sum<string | number | null>("page_views.views").as("views"))
        .executeTakeFirstOrThrow();
      return Number(row.views ?? 0);
    };
    const before = await views();
    const view = (server: AppServer) =>
      fetch(`${server.base}/api/views`, {
        method: "POST",
        headers: { origin: siteUrl, "user-agent": BROWSER },
        body: new URLSearchParams({ slug }),
      });
    for (const server of [a, a, a, b, b, b, b]) expect((await view(server)).status).toBe(204);
    // Each instance writes its counts in a batch every few seconds.
    const deadline = Date.now() + 15_000;
    while ((await views()) < before + 7 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await views()).toBe(before + 7);
  });

  it("sends each queued sales email once, though both instances work through the outbox", async () => {
    const deadline = Date.now() + 20_000;
    const pending = async () =>
      Number(
        (
          await database.db
            .selectFrom("lead_notifications")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    while ((mailedTo.length < QUEUED_LEADS || (await pending()) > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await pending()).toBe(0);
    expect(mailedTo.toSorted()).toEqual(
      Array.from({ length: QUEUED_LEADS }, (_, index) => `lead-${index}@example.com`).toSorted(),
    );
  });
});
