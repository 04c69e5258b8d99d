import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Newsletter from "~/routes/api/newsletter";
import type * as LeadSubmission from "~/routes/api/lead-submission.server";
import type * as SalesNotifier from "~/utils/sales-notifier.server";
import { FORM_STARTED_FIELD, HONEYPOT_FIELD } from "~/utils/spam-trap";
import type * as SpamTrapServer from "~/utils/spam-trap.server";
import { createLeadInput } from "../setup/factories";
import { startSmtpSink, type ReceivedEmail } from "../setup/smtp-sink";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

type Submission = typeof LeadSubmission;
type SpamTrap = typeof SpamTrapServer;
type Notifier = typeof SalesNotifier;
type NewsletterRoute = typeof Newsletter;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The lead and newsletter actions on a real database, with a real SMTP server that starts late. */
describe(`lead capture (${testDialect})`, () => {
  let testDb: TestDatabase;
  let submission: Submission;
  let trap: SpamTrap;
  let notifier: Notifier;
  let newsletter: NewsletterRoute;
  let smtpPort: number;
  let workDir: string;
  const originalCwd = process.cwd();
  const received: ReceivedEmail[] = [];
  const servedAt = Date.now() - 60_000;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    smtpPort = await freePort();
    workDir = mkdtempSync(join(tmpdir(), "cto-leads-"));
    process.chdir(workDir);
    Object.assign(process.env, {
      DATABASE_URL: testDb.url,
      SITE_URL: "http://localhost:3000",
      SESSION_SECRET: "lead-capture-secret-that-is-long-enough-0123",
      SALES_EMAIL: "sales@example.com",
      // Nothing listens here until the retry test starts the mail server.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMITS: "leadIp=4,newsletterIp=3",
    });
    vi.resetModules();
    submission = await import("~/routes/api/lead-submission.server");
    trap = await import("~/utils/spam-trap.server");
    notifier = await import("~/utils/sales-notifier.server");
    newsletter = await import("~/routes/api/newsletter");
  });

  afterAll(async () => {
    await notifier.stopSalesNotifier();
    const { closeDb } = await import("~/db/client.server");
    await closeDb();
    process.chdir(originalCwd);
    rmSync(workDir, { recursive: true, force: true });
    await testDb.destroy();
    for (const name of ["SALES_EMAIL", "SMTP_URL", "RATE_LIMITS"]) delete process.env[name];
  });

  beforeEach(async () => {
    await testDb.db.deleteFrom("lead_notifications").execute();
    await testDb.db.deleteFrom("leads").execute();
  });

  function leadForm(fields: Record<string, string> = {}): FormData {
    const form = new FormData();
    const values = {
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Analytical Engines",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      touchpoint: "Hire a CTO",
      [FORM_STARTED_FIELD]: trap.issueFormToken(servedAt),
      [HONEYPOT_FIELD]: "",
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    return form;
  }

  const storedLeads = () => testDb.db.selectFrom("leads").selectAll().execute();

  it("refuses invalid leads with the spec's field errors and stores nothing", async () => {
    const cases: [Record<string, string>, Record<string, string[]>, string][] = [
      [{ firstName: "  " }, { firstName: ["This field is required to continue."] }, "Please enter a response"],
      [{ email: "ada at example.com" }, { email: ["Please enter a valid email address."] }, "Invalid email"],
      [{ phone: "555-0100" }, { phone: ["Please enter a valid phone number."] }, "Invalid phone number"],
      [
        { company: "x".repeat(201) },
        { company: ["Please keep this to at most 200 characters."] },
        "Please check your answer",
      ],
    ];
    for (const [index, [fields, errors, title]] of cases.entries()) {
      const outcome = await submission.submitLead({ form: leadForm(fields), clientIp: `198.51.100.${index}` });
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
      expect(outcome.result.error).toEqual(errors);
      expect(outcome.toast.title).toBe(title);
    }
    const unknownSource = await submission.submitLead({
      form: leadForm({ touchpoint: "Imported" }),
      clientIp: "198.51.100.9",
    });
    expect(unknownSource).toMatchObject({ status: 400, toast: { title: "Something went wrong" } });
    expect(await storedLeads()).toEqual([]);
  });

  it("answers a filled honeypot like a person and stores nothing", async () => {
    const outcome = await submission.submitLead({
      form: leadForm({ [HONEYPOT_FIELD]: "http://spam.example" }),
      clientIp: "203.0.113.50",
    });
    expect(outcome).toMatchObject({ status: 200, toast: { title: "Thanks, we'll be in touch!" } });
    expect(await storedLeads()).toEqual([]);
    // Bots do not use up the budget of the network they hide in.
    const rateRows = await testDb.db.selectFrom("rate_limits").select("key").execute();
    expect(rateRows.map((row) => row.key)).not.toContain("leadIp:203.0.113.50");
  });

  it("asks to send again, keeping the answers, a form sent too soon or without its signed form time", async () => {
    const tooSoon = [
      (() => {
        const form = leadForm();
        form.delete(FORM_STARTED_FIELD);
        return form;
      })(),
      leadForm({ [FORM_STARTED_FIELD]: `${servedAt}.forged-signature` }),
      leadForm({ [FORM_STARTED_FIELD]: trap.issueFormToken(Date.now()) }),
    ];
    for (const form of tooSoon) {
      const outcome = await submission.submitLead({ form, clientIp: "203.0.113.50" });
      expect(outcome).toMatchObject({
        status: 400,
        toast: { title: "Something went wrong", description: "Please try again later." },
      });
      expect(outcome.result.initialValue).toMatchObject({ firstName: "Ada", email: "ada@example.com" });
    }
    expect(await storedLeads()).toEqual([]);
    const rateRows = await testDb.db.selectFrom("rate_limits").select("key").execute();
    expect(rateRows.map((row) => row.key)).not.toContain("leadIp:203.0.113.50");
  });

  it("limits leads per client network, IPv6 by its /64", async () => {
    for (let index = 0; index < 4; index += 1) {
      const outcome = await submission.submitLead({ form: leadForm(), clientIp: `2001:db8:1:2::${index + 1}` });
      expect(outcome.status).toBe(200);
    }
    const refused = await submission.submitLead({ form: leadForm(), clientIp: "2001:db8:1:2:ffff::9" });
    expect(refused).toMatchObject({
      status: 429,
      toast: { title: "Something went wrong", description: "Please try again later." },
    });
    expect(await storedLeads()).toHaveLength(4);
    const elsewhere = await submission.submitLead({ form: leadForm(), clientIp: "2001:db8:1:3::1" });
    expect(elsewhere.status).toBe(200);
    expect(await storedLeads()).toHaveLength(5);
  });

  it("stores a lead with its touchpoint and reading path, and retries the sales email until it goes out", async () => {
    const readingPath = [
      {
        kind: "article",
        title: "DORA metrics without the theatre",
        path: "/article/dora",
        at: new Date().toISOString(),
      },
    ];
    const outcome = await submission.submitLead({
      form: leadForm({ touchpoint: "Hire a CTO - Article", readingPath: JSON.stringify(readingPath) }),
      clientIp: "192.0.2.10",
    });
    expect(outcome).toMatchObject({
      status: 200,
      toast: { title: "Thanks, we'll be in touch!", description: "Someone from the product will contact you soon." },
    });
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({ touchpoint: "Hire a CTO - Article", status: "New", email: "ada@example.com" });
    expect(JSON.parse(lead!.reading_path!)).toEqual(readingPath);

    // The first send ran in the background and failed: the visitor was answered anyway; the email waits.
    await notifier.deliverDueNotifications();
    const waiting = await testDb.db.selectFrom("lead_notifications").selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ lead_id: lead!.id, attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await notifier.deliverDueNotifications()).toBe(0);

    const smtp = await startSmtpSink((email) => {
      received.push(email);
    }, smtpPort);
    try {
      const inTwoMinutes = () => new Date(Date.now() + 2 * 60_000);
      expect(await notifier.deliverDueNotifications(inTwoMinutes)).toBe(1);
    } finally {
      await smtp.close();
    }
    expect(await testDb.db.selectFrom("lead_notifications").selectAll().execute()).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["sales@example.com"]);
    const message = received[0]!.raw.replace(/=\r?\n/g, "");
    expect(message).toContain("Subject: New lead: Ada Lovelace, Analytical Engines");
    expect(message).toContain("ada@example.com");
    expect(message).toContain("Source: Hire a CTO - Article");
    expect(message).toContain("DORA metrics without the theatre");
  });

  it("reads line breaks in a reading step's title as spaces: it cannot add lines of its own to the sales email", async () => {
    const forged = "Cloud costs\r\n\r\nLead Management: https://evil.example/admin/leads";
    const readingPath = [{ kind: "article", title: forged, path: "/article/cloud", at: new Date().toISOString() }];
    await submission.submitLead({
      form: leadForm({ readingPath: JSON.stringify(readingPath) }),
      clientIp: "192.0.2.12",
    });
    // The background send (to a mail server not there yet) ends before the next test starts one.
    await notifier.deliverDueNotifications();
    const [stored] = await storedLeads();

    const { getLead } = await import("~/models/lead.server");
    const { salesLeadEmail } = await import("~/utils/email-templates");
    const lead = await getLead(testDb.db, stored!.id);
    const email = salesLeadEmail(
      "sales@example.com",
      lead!,
      "http://localhost:3000/admin/leads",
      "http://localhost:3000",
    );
    expect(email.text).toContain(
      "Cloud costs Lead Management: https://evil.example/admin/leads (http://localhost:3000/article/cloud)",
    );
    expect(email.text.split("\n").filter((line) => line.startsWith("Lead Management:"))).toEqual([
      "Lead Management: http://localhost:3000/admin/leads",
    ]);
  });

  it("keeps each sales email from other instances for the whole of its send, however long the batch runs", async () => {
    const { createLead } = await import("~/models/lead.server");
    const { claimLeadNotification, queueLeadNotification } = await import("~/models/lead-notification.server");
    let clock = Date.now();
    const leads = await Promise.all(
      [0, 1, 2, 3].map((index) => createLead(testDb.db, createLeadInput({ email: `slow-send-${index}@example.com` }))),
    );
    for (const lead of leads) await queueLeadNotification(testDb.db, lead.id, new Date(clock));
    const takenByAnother: string[] = [];
    const smtp = await startSmtpSink(async ({ raw }) => {
      // A slow mail server: each email takes 50 seconds, well within one lease.
      clock += 50_000;
      // Meanwhile another instance polls and tries to take the email still being sent.
      const sending = leads.find((lead) => raw.includes(lead.email))!;
      if (await claimLeadNotification(testDb.db, sending.id, new Date(clock), new Date(clock + 120_000))) {
        takenByAnother.push(sending.email);
      }
    }, smtpPort);
    try {
      expect(await notifier.deliverDueNotifications(() => new Date(clock))).toBe(4);
    } finally {
      await smtp.close();
    }
    expect(takenByAnother).toEqual([]);
  });

  it("gives up on a sales email after the last attempt, and drops it when the lead is deleted", async () => {
    await submission.submitLead({ form: leadForm(), clientIp: "192.0.2.11" });
    const [lead] = await storedLeads();
    await notifier.deliverDueNotifications();
    await testDb.db
      .updateTable("lead_notifications")
      .set({ attempts: notifier.MAX_NOTIFICATION_ATTEMPTS })
      .where("lead_id", "=", lead!.id)
      .execute();
    expect(await notifier.deliverDueNotifications(() => new Date(Date.now() + 86_400_000))).toBe(0);
    expect(await testDb.db.selectFrom("lead_notifications").select("attempts").execute()).toEqual([
      { attempts: notifier.MAX_NOTIFICATION_ATTEMPTS },
    ]);
    await testDb.db.deleteFrom("leads").execute();
    expect(await testDb.db.selectFrom("lead_notifications").selectAll().execute()).toEqual([]);
  });

  it("waits 1, 2, 4 ... minutes between attempts, at most 6 hours", () => {
    expect([1, 2, 3, 4, 10, 20].map(notifier.retryDelayMs)).toEqual([
      60_000,
      120_000,
      240_000,
      480_000,
      6 * 3_600_000,
      6 * 3_600_000,
    ]);
  });

  describe("newsletter", () => {
    async function subscribeFrom(ip: string, fields: Record<string, string>) {
      const request = new Request("http://localhost:3000/api/newsletter", {
        method: "POST",
        body: new URLSearchParams(fields),
      });
      const result = (await newsletter.action({
        request,
        context: { clientIp: ip, cspNonce: "" },
        params: {},
      } as never)) as {
        data: { ok: boolean; toast: { title: string } | null };
        init: { status?: number } | null;
      };
      return { status: result.init?.status ?? 200, ...result.data };
    }
    const subscribers = () => testDb.db.selectFrom("newsletter_subscribers").select("email").execute();

    it("subscribes once per address, ignores bots and limits each network", async () => {
      expect(await subscribeFrom("192.0.2.30", { email: "  Reader@Example.com " })).toMatchObject({
        status: 200,
        toast: { title: "Success!" },
      });
      expect(await subscribeFrom("192.0.2.30", { email: "reader@example.com" })).toMatchObject({ status: 200 });
      expect(await subscribers()).toEqual([{ email: "reader@example.com" }]);

      expect(await subscribeFrom("192.0.2.31", { email: "bot@example.com", [HONEYPOT_FIELD]: "x" })).toMatchObject({
        status: 200,
        toast: { title: "Success!" },
      });
      expect(await subscribeFrom("192.0.2.30", { email: `${"a".repeat(250)}@example.com` })).toMatchObject({
        status: 400,
        toast: { title: "Subscription failed" },
      });
      expect(await subscribers()).toEqual([{ email: "reader@example.com" }]);

      expect(await subscribeFrom("192.0.2.30", { email: "third@example.com" })).toMatchObject({ status: 200 });
      expect(await subscribeFrom("192.0.2.30", { email: "fourth@example.com" })).toMatchObject({
        status: 429,
        toast: { title: "Subscription failed" },
      });
      expect((await subscribers()).map((row) => row.email).sort()).toEqual(["reader@example.com", "third@example.com"]);
    });
  });
});
