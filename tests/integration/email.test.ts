import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpSink, type ReceivedEmail, type SmtpSink } from "../setup/smtp-sink";
import type { TestDatabase } from "../setup/test-database";

/** Email goes out over real SMTP to a sink on loopback when SMTP_URL is set. */
describe("sending email over SMTP", () => {
  const received: ReceivedEmail[] = [];
  let server: SmtpSink;
  let workDir: string;
  const originalCwd = process.cwd();

  beforeAll(async () => {
    server = await startSmtpSink((email) => {
      received.push(email);
    });
    process.env.SMTP_URL = `smtp://127.0.0.1:${server.port}`;
    process.env.MAIL_FROM = "CTO Function <hello@example.com>";
    workDir = mkdtempSync(join(tmpdir(), "cto-email-"));
    process.chdir(workDir);
  });

  afterAll(async () => {
    process.chdir(originalCwd);
    rmSync(workDir, { recursive: true, force: true });
    await server.close();
  });

  it("delivers the confirmation email with its link, and writes nothing to the outbox", async () => {
    const { sendEmail } = await import("~/utils/email.server");
    const { confirmationEmail } = await import("~/utils/email-templates");
    const link = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F%3Fconfirmed%3D1";
    await sendEmail(confirmationEmail("reader@example.com", link));

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["reader@example.com"]);
    const decoded = received[0]!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(decoded).toContain("Subject: Confirm your CTO Function account");
    expect(decoded).toContain("From: CTO Function <hello@example.com>");
    expect(decoded).toContain(link);
    expect(() => readdirSync(join(workDir, "data/outbox"))).toThrow();
  });

  const salesLead = {
    firstName: "Ada",
    lastName: 'Lovelace, "Countess"',
    company: "Analytical Engines",
    email: "ada@example.com",
    phone: "+44 20 7946 0000",
    touchpoint: "Sidebar",
    createdAt: "2026-01-05T15:04:00.000Z",
    readingPath: [],
  };

  it("sends the sales email of a lead with the lead as Reply-To, so answering it writes to the lead", async () => {
    const { sendEmail } = await import("~/utils/email.server");
    const { salesLeadEmail } = await import("~/utils/email-templates");
    const sent = received.length;
    await sendEmail(salesLeadEmail("sales@example.com", salesLead, "http://localhost:3000/admin/leads", ""));

    expect(received).toHaveLength(sent + 1);
    expect(received.at(-1)!.to).toEqual(["sales@example.com"]);
    expect(received.at(-1)!.raw).toContain('Reply-To: "Ada Lovelace, \\"Countess\\"" <ada@example.com>');
  });

  it("says in the sales email when the lead came in as people read a time, in both its parts", async () => {
    const { sendEmail } = await import("~/utils/email.server");
    const { salesLeadEmail } = await import("~/utils/email-templates");
    await sendEmail(salesLeadEmail("sales@example.com", salesLead, "http://localhost:3000/admin/leads", ""));

    const decoded = received
      .at(-1)!
      .raw.replace(/=\r?\n/g, "")
      .replace(/=E2=80=AF/g, " ");
    expect(decoded.match(/Submitted: [^<\r\n]*/g)).toEqual([
      "Submitted: Jan 5, 2026, 3:04 PM UTC",
      "Submitted: Jan 5, 2026, 3:04 PM UTC",
    ]);
  });
});

describe("without SMTP", () => {
  it("writes each email to data/outbox as an .eml file only its owner can read", async () => {
    vi.resetModules();
    delete process.env.SMTP_URL;
    const dir = mkdtempSync(join(tmpdir(), "cto-outbox-"));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const { sendEmail } = await import("~/utils/email.server");
      const { passwordResetEmail } = await import("~/utils/email-templates");
      await sendEmail(passwordResetEmail("someone@example.com", "http://localhost:3000/api/auth/reset-password/tok"));
      const files = readdirSync(join(dir, "data/outbox"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(join(dir, "data/outbox", files[0]!), "utf8");
      expect(eml).toContain("To: someone@example.com");
      expect(eml).toContain("Subject: Reset your CTO Function password");
      expect(eml.replace(/=\r?\n/g, "")).toContain("http://localhost:3000/api/auth/reset-password/tok");
      // The reset link in it is as good as the password: other users of the machine must not read it.
      expect(statSync(join(dir, "data/outbox", files[0]!)).mode & 0o077).toBe(0);
      expect(statSync(join(dir, "data/outbox")).mode & 0o077).toBe(0);
    } finally {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Auth emails through a mail server that turns a message away, or takes its time to accept one. */
describe("auth emails when the mail server refuses or holds one", () => {
  const delivered: string[] = [];
  let refuseNext = true;
  /** While set, the server holds each message unanswered until the test calls it. */
  let held: Promise<void> | undefined;
  let server: SmtpSink;
  let testDb: TestDatabase;
  let workDir: string;
  const originalCwd = process.cwd();

  beforeAll(async () => {
    server = await startSmtpSink(async ({ raw }) => {
      if (refuseNext) {
        refuseNext = false;
        throw Object.assign(new Error("Try again later"), { responseCode: 451 });
      }
      await held;
      delivered.push(raw);
    });
    // Imported here: its modules read the environment, which the tests above set first.
    const { createTestDatabase } = await import("../setup/test-database");
    testDb = await createTestDatabase();
    workDir = mkdtempSync(join(tmpdir(), "cto-email-refused-"));
    process.chdir(workDir);
    Object.assign(process.env, {
      DATABASE_URL: testDb.url,
      SITE_URL: "http://localhost:3000",
      SESSION_SECRET: "refused-email-secret-that-is-long-enough-0123",
      SMTP_URL: `smtp://127.0.0.1:${server.port}`,
    });
    vi.resetModules();
  });

  afterAll(async () => {
    const { closeDb } = await import("~/db/client.server");
    await closeDb();
    process.chdir(originalCwd);
    rmSync(workDir, { recursive: true, force: true });
    await testDb.destroy();
    await server.close();
    delete process.env.SMTP_URL;
  });

  it("sends the confirmation at the next sign-in when the sign-up's one was refused", async () => {
    const flows = await import("~/utils/auth-flows.server");
    const request = new Request("http://localhost:3000/signup", { method: "POST" });
    const credentials = { email: "unlucky@example.com", password: "unlucky-pass" };
    expect(await flows.signUp(request, "192.0.2.1", credentials)).toMatchObject({ ok: true });
    expect(delivered).toHaveLength(0);

    expect(await flows.signIn(request, "192.0.2.1", credentials)).toMatchObject({ ok: false, status: 403 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain("Subject: Confirm your CTO Function account");
  });

  it("answers a reset request without waiting for the mail server: the time taken must not tell who has an account", async () => {
    const flows = await import("~/utils/auth-flows.server");
    const request = new Request("http://localhost:3000/forgot-password", { method: "POST" });
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    const sent = delivered.length;

    expect(await flows.requestPasswordReset(request, "192.0.2.2", "unlucky@example.com")).toMatchObject({ ok: true });
    expect(delivered).toHaveLength(sent);
    release();
    // The account was never confirmed: its reset link comes as the one that finishes creating it.
    await expect
      .poll(() => delivered.slice(sent).some((raw) => raw.includes("Subject: Finish creating your")))
      .toBe(true);
  });

  it("a shutdown waits for a reset email still on its way: a restart for a deploy does not lose the link", async () => {
    const flows = await import("~/utils/auth-flows.server");
    const { shutdownApp } = await import("~/startup.server");
    const request = new Request("http://localhost:3000/forgot-password", { method: "POST" });
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    const sent = delivered.length;
    expect(await flows.requestPasswordReset(request, "192.0.2.3", "unlucky@example.com")).toMatchObject({ ok: true });

    let finished = false;
    const shutdown = shutdownApp().then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finished, "shut down while the email was still with the mail server").toBe(false);
    release();
    await shutdown;
    expect(delivered.slice(sent).some((raw) => raw.includes("Subject: Finish creating your"))).toBe(true);
  });
});
