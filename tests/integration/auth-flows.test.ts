import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as AuthFlows from "~/utils/auth-flows.server";
import type * as PermissionHelpers from "~/utils/permissions.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

const dialect = testDialect;

type Flows = typeof AuthFlows;
type Permissions = typeof PermissionHelpers;

/** The auth engine on our own database, through the same functions the routes call. */
describe(`auth flows (${dialect})`, () => {
  let testDb: TestDatabase;
  let flows: Flows;
  let permissions: Permissions;
  let workDir: string;
  const originalCwd = process.cwd();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    workDir = mkdtempSync(join(tmpdir(), "cto-auth-"));
    process.chdir(workDir);
    Object.assign(process.env, {
      DATABASE_URL: testDb.url,
      SITE_URL: "http://localhost:3000",
      SESSION_SECRET: "integration-secret-that-is-long-enough-012345",
      ADMIN_EMAILS: "chief@example.com",
      // A small lockout budget keeps the progressive delay of the lockout test short.
      RATE_LIMITS: "signInLockout=3",
    });
    delete process.env.SMTP_URL;
    // A fresh module graph reads the environment set above (config is cached per module graph).
    vi.resetModules();
    flows = await import("~/utils/auth-flows.server");
    permissions = await import("~/utils/permissions.server");
  });

  afterAll(async () => {
    const { closeDb } = await import("~/db/client.server");
    await closeDb();
    process.chdir(originalCwd);
    rmSync(workDir, { recursive: true, force: true });
    await testDb.destroy();
    delete process.env.RATE_LIMITS;
  });

  function emailsTo(to: string, subject: RegExp): number {
    const dir = join(workDir, "data/outbox");
    return readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), "utf8"))
      .filter((message) => message.includes(`To: ${to}`) && subject.test(message)).length;
  }

  const request = (cookie?: string) =>
    new Request("http://localhost:3000/signin", { method: "POST", headers: cookie ? { cookie } : {} });

  function latestLink(to: string, path: string): string {
    const dir = join(workDir, "data/outbox");
    const messages = readdirSync(dir)
      .sort()
      .map((file) =>
        readFileSync(join(dir, file), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "="),
      )
      .filter((message) => message.includes(`To: ${to}`));
    const link = messages.at(-1)?.match(new RegExp(`http://localhost:3000${path}[^\\s"<>]*`))?.[0];
    if (!link) throw new Error(`no ${path} link for ${to}`);
    return link;
  }

  const resetEmail = /Subject: Reset your CTO Function password/;
  // What a reset link is sent as to an account nobody has confirmed: choosing the password confirms it.
  const setupEmail = /Subject: Finish creating your CTO Function account/;

  /** The token of the reset email after the `before`th to `to`: it goes out after the request has its answer. */
  async function emailedResetToken(to: string, before: number, subject = resetEmail): Promise<string> {
    await expect.poll(() => emailsTo(to, subject)).toBe(before + 1);
    return latestLink(to, "/api/auth/reset-password/").match(/reset-password\/([^?]+)/)![1]!;
  }

  function sessionCookie(headers: Headers): string {
    return headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  it("signs up, refuses sign-in until confirmed, then signs in and audits it", async () => {
    const credentials = { email: "Chief@Example.com", password: "chief-pass" };
    expect(await flows.signUp(request(), "192.0.2.1", credentials)).toMatchObject({ ok: true });

    const early = await flows.signIn(request(), "192.0.2.1", credentials);
    expect(early).toMatchObject({ ok: false, status: 403, toast: { title: "Sign in failed" } });

    const { getAuth } = await import("~/utils/auth.server");
    const confirmation = await (
      await getAuth()
    ).handler(new Request(latestLink("chief@example.com", "/api/auth/verify-email")));
    expect(confirmation.status).toBe(302);
    expect(confirmation.headers.get("location")).toBe("/");

    const result = await flows.signIn(request(), "192.0.2.1", credentials);
    if (!result.ok) throw new Error(result.toast.description);
    const user = await permissions.getUser(request(sessionCookie(result.headers)));
    expect(user).toMatchObject({ email: "chief@example.com", isAdmin: true });

    const audit = await testDb.db.selectFrom("audit_entries").selectAll().execute();
    expect(audit).toMatchObject([{ action: "Logged In", email: "chief@example.com", ip_address: "192.0.2.1" }]);
  });

  it("rejects a wrong password with the engine's message", async () => {
    const result = await flows.signIn(request(), "192.0.2.2", { email: "chief@example.com", password: "wrong-pass" });
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      toast: { title: "Sign in failed", description: "Invalid email or password" },
    });
    const audit = await testDb.db
      .selectFrom("audit_entries")
      .selectAll()
      .where("ip_address", "=", "192.0.2.2")
      .execute();
    expect(audit).toMatchObject([{ action: "Failed Sign-In", email: "chief@example.com", user_id: null }]);
  });

  it("a non-admin account is not an admin", async () => {
    const credentials = { email: "reader@example.com", password: "reader-pass" };
    await flows.signUp(request(), "192.0.2.3", credentials);
    const { getAuth } = await import("~/utils/auth.server");
    await (await getAuth()).handler(new Request(latestLink("reader@example.com", "/api/auth/verify-email")));
    const result = await flows.signIn(request(), "192.0.2.3", credentials);
    if (!result.ok) throw new Error(result.toast.description);
    const cookie = sessionCookie(result.headers);
    expect(await permissions.getUser(request(cookie))).toMatchObject({ isAdmin: false });
    await expect(permissions.requireAdmin(request(cookie))).rejects.toMatchObject({ init: { status: 403 } });
  });

  it("sends a signed-out visitor to sign in and back: to the page asked for, or to the page a form was sent from", async () => {
    const redirectOf = async (request: Request) => {
      const thrown: unknown = await permissions.requireUser(request).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      return (thrown as Response).headers.get("location");
    };
    expect(await redirectOf(new Request("http://localhost:3000/admin/leads?status=New"))).toBe(
      `/signin?redirectTo=${encodeURIComponent("/admin/leads?status=New")}`,
    );
    // An upload after the session ended comes back to the library, not to the upload's address (a 405 page).
    const upload = (referer?: string) =>
      new Request("http://localhost:3000/library/upload", { method: "POST", headers: referer ? { referer } : {} });
    expect(await redirectOf(upload("http://localhost:3000/library"))).toBe("/signin?redirectTo=%2Flibrary");
    expect(await redirectOf(upload("http://localhost:3000/admin?tab=create"))).toBe(
      `/signin?redirectTo=${encodeURIComponent("/admin?tab=create")}`,
    );
    expect(await redirectOf(upload("https://elsewhere.example/library"))).toBe("/signin?redirectTo=%2F");
    expect(await redirectOf(upload())).toBe("/signin?redirectTo=%2F");
  });

  it("a sign-up with a confirmed account's address looks like any other, and mails its owner how to get in", async () => {
    // chief@example.com was confirmed by an earlier test.
    const before = emailsTo("chief@example.com", /already have/);
    const again = await flows.signUp(request(), "192.0.2.20", { email: "Chief@Example.com", password: "other-pass" });
    expect(again).toMatchObject({ ok: true });
    expect(emailsTo("chief@example.com", /Subject: You already have a CTO Function account/)).toBe(before + 1);
    expect(latestLink("chief@example.com", "/signin")).toBe("http://localhost:3000/signin");
    // A second try within the window does not mail the owner again.
    await flows.signUp(request(), "192.0.2.20", { email: "chief@example.com", password: "other-pass" });
    expect(emailsTo("chief@example.com", /already have/)).toBe(before + 1);
    // The password did not change.
    const signedIn = await flows.signIn(request(), "192.0.2.20", {
      email: "chief@example.com",
      password: "other-pass",
    });
    expect(signedIn.ok).toBe(false);
  });

  it("signing out ends the session and is audited", async () => {
    const result = await flows.signIn(request(), "192.0.2.4", { email: "reader@example.com", password: "reader-pass" });
    if (!result.ok) throw new Error(result.toast.description);
    const cookie = sessionCookie(result.headers);
    const user = await permissions.getUser(request(cookie));
    await flows.signOut(request(cookie), "192.0.2.4", user);
    expect(await permissions.getUser(request(cookie))).toBeNull();
    const actions = await testDb.db
      .selectFrom("audit_entries")
      .select("action")
      .where("ip_address", "=", "192.0.2.4")
      .execute();
    expect(actions.map((entry) => entry.action).sort()).toEqual(["Logged In", "Logged Out"]);
  });

  it("resets a password once through the emailed token", async () => {
    const before = emailsTo("reader@example.com", resetEmail);
    expect(await flows.requestPasswordReset(request(), "192.0.2.5", "reader@example.com")).toMatchObject({ ok: true });
    const token = await emailedResetToken("reader@example.com", before);
    expect(await flows.resetPassword(token, "new-reader-pass")).toMatchObject({ ok: true });
    expect(await flows.resetPassword(token, "third-pass")).toMatchObject({
      ok: false,
      toast: { description: "This reset link is invalid or has expired. Please ask for a new one." },
    });
    const signIn = await flows.signIn(request(), "192.0.2.5", {
      email: "reader@example.com",
      password: "new-reader-pass",
    });
    expect(signIn.ok).toBe(true);
  });

  it("a reset ends the account's other reset links: an older email no longer changes the password", async () => {
    const credentials = { email: "asked-twice@example.com", password: "asked-twice-pass" };
    await flows.signUp(request(), "192.0.2.10", credentials);
    const { getAuth } = await import("~/utils/auth.server");
    await (await getAuth()).handler(new Request(latestLink(credentials.email, "/api/auth/verify-email")));
    const resetToken = async () => {
      const before = emailsTo(credentials.email, resetEmail);
      await flows.requestPasswordReset(request(), "192.0.2.10", credentials.email);
      return emailedResetToken(credentials.email, before);
    };
    const first = await resetToken();
    const second = await resetToken();
    expect(await flows.resetPassword(second, "chosen-pass")).toMatchObject({ ok: true });

    expect(await flows.resetPassword(first, "stale-link-pass")).toMatchObject({
      ok: false,
      toast: { description: "This reset link is invalid or has expired. Please ask for a new one." },
    });
    expect(
      await flows.signIn(request(), "192.0.2.10", { email: credentials.email, password: "chosen-pass" }),
    ).toMatchObject({ ok: true });
  });

  it("a reset through the emailed link confirms an unconfirmed account: the link proved the address is the owner's", async () => {
    const credentials = { email: "never-confirmed@example.com", password: "never-confirmed-pass" };
    await flows.signUp(request(), "192.0.2.11", credentials);
    const before = emailsTo(credentials.email, setupEmail);
    await flows.requestPasswordReset(request(), "192.0.2.11", credentials.email);
    const token = await emailedResetToken(credentials.email, before, setupEmail);
    expect(await flows.resetPassword(token, "chosen-pass")).toMatchObject({ ok: true });

    expect(
      await flows.signIn(request(), "192.0.2.11", { email: credentials.email, password: "chosen-pass" }),
    ).toMatchObject({ ok: true });
  });

  it("says nothing about whether an account exists when asked for a reset", async () => {
    const unknown = await flows.requestPasswordReset(request(), "192.0.2.6", "nobody@example.com");
    const known = await flows.requestPasswordReset(request(), "192.0.2.7", "reader@example.com");
    expect(unknown).toMatchObject({ ok: true });
    expect({ ...known, headers: null }).toEqual({ ...unknown, headers: null });
    expect([...(known.ok ? known.headers : [])]).toEqual([...(unknown.ok ? unknown.headers : [])]);
  });

  it("answers a sign-up with a taken email as any other, and leaves that account as it was", async () => {
    const taken = await flows.signUp(request(), "192.0.2.8", { email: "CHIEF@example.com", password: "takeover-pass" });
    const fresh = await flows.signUp(request(), "192.0.2.9", {
      email: "newcomer@example.com",
      password: "newcomer-pass",
    });
    expect(taken).toEqual(fresh);
    const accounts = await testDb.db
      .selectFrom("user")
      .select("email")
      .where("email", "=", "chief@example.com")
      .execute();
    expect(accounts).toHaveLength(1);
    expect(
      await flows.signIn(request(), "192.0.2.8", { email: "chief@example.com", password: "chief-pass" }),
    ).toMatchObject({ ok: true });
    expect(
      await flows.signIn(request(), "192.0.2.8", { email: "chief@example.com", password: "takeover-pass" }),
    ).toMatchObject({ ok: false, status: 401 });
  });

  describe("a second sign-up with another password for an address nobody has confirmed", () => {
    const confirm = async (link: string) => {
      const { getAuth } = await import("~/utils/auth.server");
      return (await getAuth()).handler(new Request(link));
    };

    /** Either sign-up may be the owner's: the first, then the second, signs up; nobody's password survives. */
    async function contest(email: string, first: string, second: string, ip: string): Promise<string> {
      await flows.signUp(request(), ip, { email, password: first });
      const firstLink = latestLink(email, "/api/auth/verify-email");
      const answer = await flows.signUp(request(), ip, { email, password: second });
      expect(answer).toMatchObject({ ok: true });
      // The link mailed for the first password reached the owner; it confirms nothing now.
      expect((await confirm(firstLink)).status).toBe(401);
      for (const password of [first, second]) {
        expect(await flows.signIn(request(), ip, { email, password }), password).toMatchObject({
          ok: false,
          status: 401,
        });
      }
      expect(emailsTo(email, /verify-email/)).toBe(1);
      return emailedResetToken(email, 0, setupEmail);
    }

    it("someone else's sign-up after the owner's: the owner's inbox chooses the password, not theirs", async () => {
      const email = "owner-first@example.com";
      const token = await contest(email, "owner-pass", "intruder-pass", "203.0.113.43");
      expect(await flows.resetPassword(token, "owner-chosen")).toMatchObject({ ok: true });
      expect(await flows.signIn(request(), "203.0.113.43", { email, password: "owner-chosen" })).toMatchObject({
        ok: true,
      });
      expect(await flows.signIn(request(), "203.0.113.43", { email, password: "intruder-pass" })).toMatchObject({
        ok: false,
        status: 401,
      });
    });

    it("the owner's sign-up after someone else's: the squatter's password and link are gone", async () => {
      const email = "target@example.com";
      const token = await contest(email, "squatter-pass", "owner-pass", "203.0.113.40");
      expect(await flows.resetPassword(token, "owner-pass")).toMatchObject({ ok: true });
      expect(await flows.signIn(request(), "203.0.113.40", { email, password: "owner-pass" })).toMatchObject({
        ok: true,
      });
      expect(await flows.signIn(request(), "203.0.113.40", { email, password: "squatter-pass" })).toMatchObject({
        ok: false,
        status: 401,
      });
    });
  });

  it("a sign-up for an address whose reset emails are spent waits, whatever account it has, and changes nothing", async () => {
    const spend = async (email: string, network: number) => {
      for (let request_ = 0; request_ < 3; request_ += 1) {
        await flows.requestPasswordReset(request(), `203.0.${network}.${request_ + 1}`, email);
      }
    };
    const email = "spent-mail@example.com";
    await flows.signUp(request(), "203.0.113.60", { email, password: "first-pass" });
    const firstLink = latestLink(email, "/api/auth/verify-email");
    await spend(email, 114);
    await expect.poll(() => emailsTo(email, setupEmail)).toBe(3);

    // It would mail a link to choose the password, and cannot: it says so instead of "check your email".
    const again = await flows.signUp(request(), "203.0.113.61", { email, password: "second-pass" });
    expect(again).toMatchObject({
      ok: false,
      status: 429,
      toast: { title: "Sign up failed", description: expect.stringMatching(/^Too many attempts\. Please wait/) },
    });
    // The account is as it was: the link mailed for the first sign-up still confirms it, with its password.
    const { getAuth } = await import("~/utils/auth.server");
    expect((await (await getAuth()).handler(new Request(firstLink))).status).toBe(302);
    expect(await flows.signIn(request(), "203.0.113.60", { email, password: "first-pass" })).toMatchObject({
      ok: true,
    });
    expect(emailsTo(email, setupEmail)).toBe(3);

    // An address with no account, or a confirmed one, gets the same answer: the refusal tells nobody which.
    const confirmed = "confirmed-spent@example.com";
    await flows.signUp(request(), "203.0.113.63", { email: confirmed, password: "confirmed-pass" });
    await (await getAuth()).handler(new Request(latestLink(confirmed, "/api/auth/verify-email")));
    await spend("no-account-yet@example.com", 115);
    await spend(confirmed, 116);
    for (const other of ["no-account-yet@example.com", confirmed]) {
      expect(await flows.signUp(request(), "203.0.113.62", { email: other, password: "other-pass" })).toEqual(again);
    }
    expect(
      await testDb.db.selectFrom("user").select("id").where("email", "=", "no-account-yet@example.com").execute(),
    ).toEqual([]);
  });

  it("the same sign-up again, same password, before confirming: the first link still confirms it", async () => {
    const credentials = { email: "signed-up-again@example.com", password: "again-pass" };
    await flows.signUp(request(), "203.0.113.44", credentials);
    const firstLink = latestLink(credentials.email, "/api/auth/verify-email");
    expect(await flows.signUp(request(), "203.0.113.44", credentials)).toMatchObject({ ok: true });
    const { getAuth } = await import("~/utils/auth.server");
    expect((await (await getAuth()).handler(new Request(firstLink))).status).toBe(302);
    expect(await flows.signIn(request(), "203.0.113.44", credentials)).toMatchObject({ ok: true });
    expect(emailsTo(credentials.email, setupEmail)).toBe(0);
  });

  it("a confirmation link with its seal removed or altered confirms nothing", async () => {
    const email = "sealed@example.com";
    await flows.signUp(request(), "203.0.113.42", { email, password: "sealed-pass" });
    const link = new URL(latestLink(email, "/api/auth/verify-email"));
    const { getAuth } = await import("~/utils/auth.server");
    const confirm = async (url: URL) => (await getAuth()).handler(new Request(url));
    const unsealed = new URL(link);
    unsealed.searchParams.delete("seal");
    expect((await confirm(unsealed)).status).toBe(401);
    const altered = new URL(link);
    altered.searchParams.set("seal", "A".repeat(43));
    expect((await confirm(altered)).status).toBe(401);
    expect((await confirm(link)).status).toBe(302);
  });

  it("locks an account out only for the network that guessed, and counts guesses before checking them", async () => {
    const credentials = { email: "locked@example.com", password: "locked-pass" };
    await flows.signUp(request(), "192.0.2.20", credentials);
    const { getAuth } = await import("~/utils/auth.server");
    await (await getAuth()).handler(new Request(latestLink("locked@example.com", "/api/auth/verify-email")));

    const guesses = await Promise.all(
      Array.from({ length: 6 }, () => flows.signIn(request(), "198.51.100.9", { ...credentials, password: "guess" })),
    );
    expect(guesses.map((result) => (result.ok ? 200 : result.status)).sort()).toEqual([401, 401, 401, 429, 429, 429]);
    // Locked for that network, even with the right password...
    expect(await flows.signIn(request(), "198.51.100.9", credentials)).toMatchObject({ ok: false, status: 429 });
    // ...but the owner signs in from anywhere else, which clears the account's slow-down.
    expect(await flows.signIn(request(), "203.0.113.80", credentials)).toMatchObject({ ok: true });
  });

  it("audits a lockout once, as it begins: the refused attempts after it add nothing to the log", async () => {
    const email = "lockout-audit@example.com";
    const network = "198.51.100.77";
    const results = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const result = await flows.signIn(request(), network, { email, password: "guess" });
      results.push(result.ok ? 200 : result.status);
    }
    expect(results).toEqual([401, 401, 401, 429, 429, 429]);
    const audited = await testDb.db
      .selectFrom("audit_entries")
      .select(["action", "email", "target"])
      .where("ip_address", "=", network)
      .orderBy("created_at")
      .orderBy("target")
      .execute();
    const failed = { action: "Failed Sign-In", email, target: null };
    expect(audited).toEqual([
      failed,
      failed,
      failed,
      {
        action: "Failed Sign-In",
        email,
        target: "Too many attempts: this account is locked for this network for 15 minutes",
      },
    ]);
  });

  it("counts only a network's failed sign-ins against its budget: an office signing in all day is never refused", async () => {
    const credentials = { email: "office@example.com", password: "office-pass" };
    await flows.signUp(request(), "192.0.2.21", credentials);
    const { getAuth } = await import("~/utils/auth.server");
    await (await getAuth()).handler(new Request(latestLink("office@example.com", "/api/auth/verify-email")));
    const { rateLimitTiers } = await import("~/utils/rate-limit.server");
    const budget = rateLimitTiers.signInIp.points;

    for (let signIn = 0; signIn < budget + 5; signIn += 1) {
      expect(await flows.signIn(request(), "192.0.2.41", credentials), `sign-in ${signIn + 1}`).toMatchObject({
        ok: true,
      });
    }
    // Guesses from the same network still spend it, one account after another.
    const results = [];
    for (let guess = 0; guess <= budget; guess += 1) {
      const email = `guessed${guess}@example.com`;
      const result = await flows.signIn(request(), "192.0.2.41", { email, password: "guess" });
      results.push(result.ok ? 200 : result.status);
    }
    expect(results.slice(0, budget).every((status) => status === 401)).toBe(true);
    expect(results.at(-1)).toBe(429);
    // The network's refusal is in the audit trail, under the address whose attempt began it.
    const refused = await testDb.db
      .selectFrom("audit_entries")
      .select(["action", "email", "target"])
      .where("ip_address", "=", "192.0.2.41")
      .where("target", "is not", null)
      .execute();
    expect(refused).toEqual([
      {
        action: "Failed Sign-In",
        email: `guessed${budget}@example.com`,
        // The network's window began with its first sign-in of this test, a minute or more ago on a busy machine.
        target: expect.stringMatching(/^Too many attempts: sign-ins from this network are refused for \d+ minutes$/),
      },
    ]);
    // Twice the budget of sign-ins, each hashing a password: 17 s on a busy 2-core machine, near the default limit.
  }, 60_000);

  it("mails a confirmation again on sign-in at most once per window", async () => {
    const credentials = { email: "unconfirmed@example.com", password: "unconfirmed-pass" };
    await flows.signUp(request(), "192.0.2.30", credentials);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await flows.signIn(request(), "192.0.2.30", credentials)).toMatchObject({ ok: false, status: 403 });
    }
    expect(emailsTo("unconfirmed@example.com", /verify-email/)).toBe(1);
  });

  it("sends at most three reset emails an hour to one recipient", async () => {
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      results.push(await flows.requestPasswordReset(request(), `192.0.2.${40 + attempt}`, "chief@example.com"));
    }
    expect(results.map((result) => (result.ok ? 200 : result.status))).toEqual([200, 200, 200, 429]);
  });

  it("renews a session that is due, and hands the new cookie to the response", async () => {
    const result = await flows.signIn(request(), "192.0.2.70", { email: "chief@example.com", password: "chief-pass" });
    if (!result.ok) throw new Error(result.toast.description);
    const cookie = sessionCookie(result.headers);
    const fresh = await permissions.getSession(request(cookie));
    expect(fresh.user?.email).toBe("chief@example.com");
    expect(fresh.headers, "a fresh session is not renewed").toBeNull();

    // A day from expiry: due for renewal.
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await testDb.db
      .updateTable("session")
      .set({ expiresAt: soon.toISOString() })
      .where("ipAddress", "=", "192.0.2.70")
      .execute();
    const renewed = await permissions.getSession(request(cookie));
    expect(renewed.user?.email).toBe("chief@example.com");
    expect(renewed.headers?.get("set-cookie")).toMatch(/session_token=.+; Max-Age=\d+/);
    const [row] = await testDb.db
      .selectFrom("session")
      .select("expiresAt")
      .where("ipAddress", "=", "192.0.2.70")
      .execute();
    expect(new Date(row!.expiresAt).getTime()).toBeGreaterThan(soon.getTime() + 24 * 60 * 60 * 1000);
  });

  it("keeps sessions signed before a secret rotation, re-signing them, until the old secret is dropped", async () => {
    const result = await flows.signIn(request(), "192.0.2.71", { email: "chief@example.com", password: "chief-pass" });
    if (!result.ok) throw new Error(result.toast.description);
    const signedBefore = sessionCookie(result.headers);
    const oldSecret = process.env.SESSION_SECRET!;

    // A new graph of modules is a restarted server with the rotated secrets.
    const restartWith = async (previous: string | undefined) => {
      await (await import("~/db/client.server")).closeDb();
      process.env.SESSION_SECRET = "rotated-secret-that-is-long-enough-6789012345";
      if (previous) process.env.PREVIOUS_SESSION_SECRETS = previous;
      else delete process.env.PREVIOUS_SESSION_SECRETS;
      vi.resetModules();
      return (await import("~/utils/permissions.server")) as Permissions;
    };

    const rotated = await restartWith(oldSecret);
    const kept = await rotated.getSession(request(signedBefore));
    expect(kept.user?.email).toBe("chief@example.com");
    const upgraded = kept.headers?.get("set-cookie") ?? "";
    expect(upgraded).toMatch(/^better-auth\.session_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const signedAfter = upgraded.split(";")[0]!;
    expect(signedAfter).not.toBe(signedBefore);
    const again = await rotated.getSession(request(signedAfter));
    expect(again.user?.email).toBe("chief@example.com");
    expect(again.headers, "a cookie signed with the current key is left alone").toBeNull();

    const dropped = await restartWith(undefined);
    expect((await dropped.getSession(request(signedBefore))).user).toBeNull();
    expect((await dropped.getSession(request(signedAfter))).user?.email).toBe("chief@example.com");

    // Signing out with a cookie signed before the rotation ends the session itself.
    const signingOut = await restartWith(oldSecret);
    const rotatedFlows = await import("~/utils/auth-flows.server");
    await rotatedFlows.signOut(request(signedBefore), "192.0.2.71", null);
    expect((await signingOut.getSession(request(signedAfter))).user).toBeNull();
  });
});
