import { existsSync, readdirSync, readFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_STARTED_FIELD, HONEYPOT_FIELD } from "~/utils/spam-trap";
import { MIN_PASSWORD_LENGTH } from "~/utils/auth-constants";
import { EmailSchema, NewPasswordSchema, SignInSchema, SignUpSchema } from "~/validation/auth";
import { LEAD_FIELDS, LEAD_LIMITS, leadFieldErrors, LeadSubmissionSchema, TOUCHPOINTS } from "~/validation/lead";
import { NewsletterSchema } from "~/validation/newsletter";
import {
  asSent,
  decorated,
  expectFormRefusal,
  expectNoServerError,
  hasNul,
  hostileString,
  HTML_PAYLOADS,
  postForm,
  runs,
  SQL_PAYLOADS,
  startHostileServer,
  STORED_CONTROL_CHARACTERS,
  countRows,
  type HostileServer,
} from "../setup/hostile-input";
import { testDialect } from "../setup/test-database";

/**
 * Property tests of the public forms against the production server on a real database: whatever a visitor or
 * a script sends, the answer is never a 5xx, a refusal says what is wrong, a refusal stores nothing, and what
 * is stored is the input as the shared schema normalizes it, free of control characters.
 */
describe(`hostile input on the public forms (${testDialect})`, () => {
  let hostile: HostileServer;
  let formToken: string;

  beforeAll(async () => {
    hostile = await startHostileServer();
    // The signed page time a browser gets with the contact page; after the minimum fill time it is valid.
    const contact = await (await fetch(`${hostile.server.base}/contact`)).text();
    formToken = new RegExp(`name="${FORM_STARTED_FIELD}" value="([^"]+)"`).exec(contact)?.[1] ?? "";
    expect(formToken).toMatch(/^\d+\./);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
  }, 90_000);

  afterAll(async () => {
    await hostile?.stop();
  });

  const db = () => hostile.database.db;
  const count = (table: "leads" | "newsletter_subscribers" | "user" | "articles") => countRows(hostile.database, table);

  const name = fc.constantFrom("Ada", "Grace", "José", "O'Brien", "Zoë-Ann", "李");
  const company = fc.constantFrom("Analytical Engines", "AT&T", "Müller & Söhne GmbH", "<Acme>");
  const phone = fc.constantFrom("+44 20 7946 0000", "(555) 010-0000 12", "0049 30 123456");
  const field = (valid: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 4, arbitrary: valid }, { weight: 2, arbitrary: decorated(valid) }, hostileString);
  const leadInput = fc.record({
    firstName: field(name),
    lastName: field(name),
    company: field(company),
    email: field(fc.emailAddress()),
    phone: field(phone),
    touchpoint: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...TOUCHPOINTS) }, hostileString),
  });

  const leadFieldMessages = new Set<string>([
    ...Object.values(leadFieldErrors).map((error) => error.description),
    ...Object.values(LEAD_LIMITS).map((max) => `Please keep this to at most ${max} characters.`),
    "Please remove control characters.",
  ]);

  it("leads (POST /api/leads): never 5xx; refused with field errors and nothing stored, or stored as normalized", async () => {
    await fc.assert(
      fc.asyncProperty(leadInput, async (input) => {
        await db().deleteFrom("leads").execute();
        const fields = { ...input, [FORM_STARTED_FIELD]: formToken, [HONEYPOT_FIELD]: "" };
        const response = await postForm(hostile.server, "/api/leads", fields);
        expectNoServerError(response, hostile.server, input);
        if (await expectFormRefusal(response, fields)) {
          expect(await db().selectFrom("leads").select("id").execute()).toEqual([]);
          return;
        }
        const body = (await response.json()) as { ok: boolean; result: { error?: Record<string, string[]> } };
        const expected = LeadSubmissionSchema.safeParse(
          Object.fromEntries(Object.entries(input).map(([key, value]) => [key, asSent(value)])),
        );
        const stored = await db().selectFrom("leads").selectAll().execute();
        if (!expected.success) {
          expect(response.status).toBe(400);
          expect(stored).toEqual([]);
          const errors = body.result.error ?? {};
          expect(Object.keys(errors).length).toBeGreaterThan(0);
          for (const name of LEAD_FIELDS) {
            for (const message of errors[name] ?? []) expect(leadFieldMessages).toContain(message);
          }
          if (errors.touchpoint) expect(errors.touchpoint).toEqual(["Unknown touchpoint"]);
          return;
        }
        expect(response.status).toBe(200);
        expect(stored).toHaveLength(1);
        const [lead] = stored;
        expect({
          firstName: lead!.first_name,
          lastName: lead!.last_name,
          company: lead!.company,
          email: lead!.email,
          phone: lead!.phone,
          touchpoint: lead!.touchpoint,
        }).toEqual(expected.data);
        for (const value of [lead!.first_name, lead!.last_name, lead!.company, lead!.email, lead!.phone]) {
          expect(value).not.toMatch(STORED_CONTROL_CHARACTERS);
          expect(value).toBe(value.trim());
          expect(value).not.toMatch(/\s\s|[\r\n\t]/);
        }
      }),
      runs(50),
    );
  }, 60_000);

  it("the contact form without JavaScript (POST /contact): a redirect back with the thanks, or the page again with the reason and every answer", async () => {
    await fc.assert(
      fc.asyncProperty(leadInput, async (input) => {
        await db().deleteFrom("leads").execute();
        const fields = { ...input, [FORM_STARTED_FIELD]: formToken, [HONEYPOT_FIELD]: "" };
        const response = await postForm(hostile.server, "/contact", fields);
        expectNoServerError(response, hostile.server, input);
        if (await expectFormRefusal(response, fields)) return;
        const expected = LeadSubmissionSchema.safeParse(
          Object.fromEntries(Object.entries(input).map(([key, value]) => [key, asSent(value)])),
        );
        if (expected.success) {
          expect(response.status).toBe(303);
          expect(response.headers.get("location")).toBe("/contact");
          const toastCookie = response.headers
            .getSetCookie()
            .map((value) => value.split(";")[0])
            .join("; ");
          const page = await (
            await fetch(`${hostile.server.base}/contact`, { headers: { cookie: toastCookie } })
          ).text();
          expect(page).toContain("Thanks, we&#x27;ll be in touch!");
        } else {
          expect(response.status).toBe(400);
          expect(await response.text()).toContain("Please");
        }
        expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(expected.success ? 1 : 0);
      }),
      runs(20),
    );
  }, 60_000);

  it("newsletter (POST /api/newsletter): never 5xx; an invalid email is refused, a valid one stored once, lower-cased", async () => {
    await fc.assert(
      fc.asyncProperty(field(fc.emailAddress()), async (email) => {
        await db().deleteFrom("newsletter_subscribers").execute();
        const response = await postForm(hostile.server, "/api/newsletter", { email, [HONEYPOT_FIELD]: "" });
        expectNoServerError(response, hostile.server, email);
        if (await expectFormRefusal(response, { email, [HONEYPOT_FIELD]: "" })) {
          expect(await count("newsletter_subscribers")).toBe(0);
          return;
        }
        const body = (await response.json()) as { ok: boolean; toast: { description: string } | null };
        const stored = await db().selectFrom("newsletter_subscribers").select("email").execute();
        if (asSent(email).trim() === "") {
          expect(body).toEqual({ ok: false, toast: null });
          expect(stored).toEqual([]);
          return;
        }
        const expected = NewsletterSchema.safeParse({ email: asSent(email) });
        if (!expected.success) {
          expect(response.status).toBe(400);
          expect(body.toast?.description).toBe("Please enter a valid email address.");
          expect(stored).toEqual([]);
          return;
        }
        expect(response.status).toBe(200);
        expect(stored).toEqual([{ email: expected.data.email }]);
        expect(expected.data.email).not.toMatch(STORED_CONTROL_CHARACTERS);
        const again = await postForm(hostile.server, "/api/newsletter", { email, [HONEYPOT_FIELD]: "" });
        expect(again.status).toBe(200);
        expect(await count("newsletter_subscribers")).toBe(1);
      }),
      runs(40),
    );
  }, 60_000);

  const password = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: MIN_PASSWORD_LENGTH, maxLength: 30 }) },
    hostileString,
  );

  it("sign-up: never 5xx; a refusal names the problem and creates no account; an account gets the lower-cased email", async () => {
    await fc.assert(
      fc.asyncProperty(field(fc.emailAddress()), password, fc.boolean(), async (email, secret, confirmSame) => {
        const values = { email, password: secret, confirmPassword: confirmSame ? secret : `${secret}x` };
        const usersBefore = await count("user");
        const response = await postForm(hostile.server, "/signup", values);
        expectNoServerError(response, hostile.server, values);
        if (await expectFormRefusal(response, values)) {
          expect(await count("user")).toBe(usersBefore);
          return;
        }
        const expected = SignUpSchema.safeParse({
          email: asSent(email),
          password: asSent(secret),
          confirmPassword: asSent(values.confirmPassword),
        });
        if (response.status >= 300 && response.status < 400) {
          expect(expected.success).toBe(true);
          const normalized = asSent(email).trim().toLowerCase();
          const user = await db().selectFrom("user").select("email").where("email", "=", normalized).execute();
          expect(user).toHaveLength(1);
          return;
        }
        expect(response.status).toBeGreaterThanOrEqual(400);
        if (!expected.success) expect(response.status).toBe(400);
        expect(await count("user")).toBe(usersBefore);
        const page = await response.text();
        expect(page).toMatch(
          /Missing fields|Invalid email|Passwords don|Password too short|Password too long|Sign up failed/,
        );
      }),
      runs(30),
    );
  }, 60_000);

  it("sign-in: never 5xx; a refusal says why and sets no session", async () => {
    await fc.assert(
      fc.asyncProperty(field(fc.emailAddress()), password, async (email, secret) => {
        const response = await postForm(hostile.server, "/signin", { email, password: secret });
        expectNoServerError(response, hostile.server, { email, secret });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.headers.getSetCookie().join(";")).not.toContain("session_token=");
        if (await expectFormRefusal(response, { email, password: secret })) return;
        const expected = SignInSchema.safeParse({ email: asSent(email), password: asSent(secret) });
        if (!expected.success) expect(response.status).toBe(400);
        expect(await response.text()).toMatch(
          /Missing fields|Invalid email|Sign in failed|Invalid email or password|Password too long/,
        );
      }),
      runs(30),
    );
  }, 60_000);

  it("forgotten and reset password: never 5xx; a forged token or bad password changes no password", async () => {
    const passwordOf = async () =>
      (await db().selectFrom("account").select("password").where("providerId", "=", "credential").execute()).map(
        (row) => row.password,
      );
    const before = await passwordOf();
    await fc.assert(
      fc.asyncProperty(field(fc.emailAddress()), hostileString, password, async (email, token, secret) => {
        const forgot = await postForm(hostile.server, "/forgot-password", { email });
        expectNoServerError(forgot, hostile.server, email);
        if (!(await expectFormRefusal(forgot, { email }))) {
          const expected = EmailSchema.safeParse({ email: asSent(email) });
          expect(forgot.status).toBe(expected.success ? 200 : 400);
        }
        const resetFields = { token, password: secret, confirmPassword: secret };
        const reset = await postForm(hostile.server, "/reset-password", resetFields);
        expectNoServerError(reset, hostile.server, { token, secret });
        if (await expectFormRefusal(reset, resetFields)) return;
        expect(reset.status).toBeGreaterThanOrEqual(400);
        const valid = NewPasswordSchema.safeParse({ password: asSent(secret), confirmPassword: asSent(secret) });
        expect(await reset.text()).toMatch(
          valid.success
            ? /This reset link is invalid or has expired|Reset failed/
            : /Missing fields|Password too short|Password too long/,
        );
      }),
      runs(30),
    );
    expect(await passwordOf()).toEqual(before);
  }, 60_000);

  it("search (GET /search?q=): always a page, payloads shown as text, tables intact on SQL payloads", async () => {
    const articlesBefore = await count("articles");
    expect(articlesBefore).toBeGreaterThan(0);
    const query = fc.oneof(hostileString, fc.constantFrom(...SQL_PAYLOADS), fc.constantFrom(...HTML_PAYLOADS));
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const response = await fetch(`${hostile.server.base}/search?${new URLSearchParams({ q })}`);
        expectNoServerError(response, hostile.server, q);
        const html = await response.text();
        // Node refuses a request whose head passes 16 KB with 431 before the app sees it: a longer URL always does,
        // one under 16,000 characters never does, and in between the other headers decide. A NUL never reaches a query.
        const url = `/search?${new URLSearchParams({ q })}`;
        const answered = hasNul(q) ? 400 : 200;
        const expected = url.length > 16_384 ? [431] : url.length >= 16_000 ? [answered, 431] : [answered];
        expect(expected).toContain(response.status);
        if (response.status === 400) expect(html).toContain("The address contains a NUL character");
        expect(html).not.toMatch(/<script>window\.__xss|<img src=x|<svg onload|<iframe srcdoc/);
      }),
      runs(40),
    );
    // A payload is searched for as the words it holds: the tables stay, and search still finds articles.
    const drop = await fetch(`${hostile.server.base}/search?q=${encodeURIComponent("'; DROP TABLE articles; --")}`);
    expect(drop.status).toBe(200);
    expect(await count("articles")).toBe(articlesBefore);
    const punctuation = await fetch(`${hostile.server.base}/search?q=${encodeURIComponent("' = -- ;")}`);
    expect(await punctuation.text()).toContain("Please search with letters or digits.");
    const words = await (await fetch(`${hostile.server.base}/search?q=cloud`)).text();
    expect(words).toMatch(/\d+ results? for/);
  }, 60_000);

  it("addresses with a NUL (looked up as slugs, ids and queries): a 400 that says so, on both databases", async () => {
    const paths = [
      "/article/%00",
      "/category/a%00b",
      "/library/%00/download",
      "/admin/articles/edit/%00",
      "/search?q=cloud%00",
      "/admin/leads?q=%00",
    ];
    for (const path of paths) {
      const response = await fetch(`${hostile.server.base}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toBe("The address contains a NUL character (%00), which no page accepts.");
    }
  });

  it("addresses with dot segments, sent unresolved by a script: a 301 to where a browser resolves them, never a page", async () => {
    const { port } = new URL(hostile.server.base);
    // fetch resolves dot segments before sending, as browsers do; node:http sends the path as given.
    const rawGet = (path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const request = httpGet({ host: "127.0.0.1", port, path }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
        });
        request.on("error", reject);
      });
    const resolved = {
      "/article/%2e%2e": "/",
      "/article/%2E%2E?utm_source=feed": "/?utm_source=feed",
      "/article/..": "/",
      "/article/.%2e/": "/",
      "/category/%2e%2e": "/",
      "/category/cloud-infrastructure/%2e%2e/%2e%2e/all-articles": "/all-articles",
      "/article/%2e": "/article/",
      "/%2e%2e": "/",
      "/library/%2e%2e": "/",
      // Resolved to a path that starts with two slashes, it would be another site's address (protocol-relative).
      "/%2e%2e//evil.example/x": "/evil.example/x",
      "/a/%2e%2e/\\evil.example": "/evil.example",
      // The data of a page (React Router's `.data` requests) goes to the data of the page a browser resolves.
      "/article/%2e%2e.data": "/_root.data",
      "/article/%2E%2e.data?_routes=routes%2Fhome": "/_root.data?_routes=routes%2Fhome",
      "/%2e%2e.data": "/_root.data",
      "/category/cloud-infrastructure/..data": "/category/cloud-infrastructure.data",
      "/category/cloud-infrastructure/%2e%2e/%2e%2e/all-articles.data": "/all-articles.data",
      "/a/%2e%2e/%2e%2e//evil.example.data": "/evil.example.data",
    };
    for (const [path, location] of Object.entries(resolved)) {
      // Twice: the second must not be a page the cache kept from the first.
      for (const attempt of [1, 2])
        expect(await rawGet(path), `${path} #${attempt}`).toEqual({ status: 301, location });
    }
    // Dots inside a segment are a slug like any other.
    expect((await rawGet("/article/%2e%2e-and-more")).status).toBe(404);
    expect((await rawGet("/article/a%2fb%2f%2e%2e")).status).toBe(404);
    expect((await rawGet("/article/%2e%2e-and-more.data")).status).toBe(404);
  });

  it("field names asking for huge lists: a short 400 that says so, and the server still answering", async () => {
    const manyLists = Array.from({ length: 30 }, (_, index): [string, string] => [`field${index}[999]`, "a"]);
    const bombs: [string, [string, string][]][] = [
      ["/api/leads", [["firstName[100000000]", "a"]]],
      ["/contact", [["firstName[100000000]", "a"]]],
      ["/api/leads", manyLists],
      ["/signin", [["email[50000]", "a"]]],
    ];
    for (const [path, fields] of bombs) {
      const response = await postForm(hostile.server, path, [...fields, [FORM_STARTED_FIELD, formToken]]);
      expect(response.status, path).toBe(400);
      const text = await response.text();
      expect(text, path).toContain(
        "The form could not be read: its field names ask for lists longer than any form has.",
      );
      expect(text.length, path).toBeLessThan(100_000);
    }
    expect((await fetch(`${hostile.server.base}/healthz`)).status).toBe(200);
  });

  it("a Host header no address can hold, or an address with a broken %-escape: a 400 that says so", async () => {
    const { port } = new URL(hostile.server.base);
    const rawGet = (path: string, host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpGet({ host: "127.0.0.1", port, path, setHost: false, headers: { host } }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on("error", reject);
      });
    for (const host of ["a b", "[::1", "example.com:99999", "%"]) {
      for (const path of ["/search?q=cloud", "/no-such-page", "/admin/leads/export", "/library/x/download"]) {
        const { status, body } = await rawGet(path, host);
        expect(status, `${host} ${path}`).toBe(400);
        expect(body).toBe("The request's Host header is missing or is not a valid host name.");
      }
    }
    const broken = await fetch(`${hostile.server.base}/library/%ff/download`, { redirect: "manual" });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe("The request could not be read: it has a malformed %-escape.");
  });

  it("a form sent to a page that takes none, with any method: a 405 page that says so in plain words", async () => {
    const visibleText = (html: string) =>
      html
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const path of ["/", "/privacy-policy", "/all-articles", "/search?q=cloud"]) {
        const response = await fetch(`${hostile.server.base}${path}`, {
          method,
          headers: { origin: hostile.server.base },
          redirect: "manual",
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        const text = visibleText(await response.text());
        expect(text, `${method} ${path}`).toContain("This page can only be read: it does not take forms or changes.");
        expect(text, `${method} ${path}`).not.toContain("action");
      }
    }
  });

  it("a write to a file or API the site only serves (sitemap, feed, share card, form token): a 405 that says so", async () => {
    const paths = [
      "/sitemap.xml",
      "/sitemap/1.xml",
      "/robots.txt",
      "/rss.xml",
      "/og/some-article.png",
      "/media/article-images/missing.webp",
      "/api/form-token",
      "/library/some-resource/downloads",
    ];
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const path of paths) {
        const response = await fetch(`${hostile.server.base}${path}`, {
          method,
          headers: { origin: hostile.server.base },
          redirect: "manual",
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD");
        expect(await response.text(), `${method} ${path}`).toBe(
          `The ${method} method is not supported here: this address can only be read.`,
        );
      }
    }
  });

  it("a password reset link cut short, or naming another site, still lands on the reset page", async () => {
    for (const link of [
      "/api/auth/reset-password/abc",
      "/api/auth/reset-password/abc?callbackURL=https://evil.example",
    ]) {
      const response = await fetch(`${hostile.server.base}${link}`, { redirect: "manual" });
      expect(response.status, link).toBe(302);
      const location = new URL(response.headers.get("location") ?? "", hostile.server.base);
      // The site's own address (SITE_URL names it localhost), never the one the link named.
      expect(location.port, link).toBe(new URL(hostile.server.base).port);
      expect(location.pathname, link).toBe("/reset-password");
      const page = await (await fetch(location)).text();
      expect(page, link).toContain("Link Expired");
    }
  });

  it("the same sign-up sent four times at once (a double submit): one account, and every answer says it was made", async () => {
    const email = "double-submit@example.com";
    const values = { email, password: "double-pass", confirmPassword: "double-pass" };
    const logBefore = hostile.server.output().length;
    const responses = await Promise.all(Array.from({ length: 4 }, () => postForm(hostile.server, "/signup", values)));
    for (const response of responses) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/signin");
    }
    const users = await db().selectFrom("user").select("id").where("email", "=", email).execute();
    expect(users).toHaveLength(1);
    // PostgreSQL's refusal of the second insert quotes the address; nothing of it reaches the log.
    const log = hostile.server.output().slice(logBefore);
    expect(log).not.toContain('"level":50');
    expect(log).not.toContain(email);
  });

  it("an email confirmation link naming another site still confirms the account, with no error in the log", async () => {
    const email = "confirm-elsewhere@example.com";
    const logBefore = hostile.server.output().length;
    const signUp = await postForm(hostile.server, "/signup", {
      email,
      password: "confirm-pass",
      confirmPassword: "confirm-pass",
    });
    expect(signUp.status).toBe(302);
    const outbox = join(hostile.workDir, "data/outbox");
    const confirmationLink = () =>
      existsSync(outbox)
        ? readdirSync(outbox)
            .map((file) =>
              readFileSync(join(outbox, file), "utf8")
                .replace(/=\r?\n/g, "")
                .replace(/=3D/g, "="),
            )
            .find((message) => message.includes(`To: ${email}`))
            ?.match(/https?:\/\/[^/\s]+(\/api\/auth\/verify-email\?[^\s"<>]*)/)?.[1]
        : undefined;
    await expect.poll(confirmationLink).toBeDefined();
    const link = new URL(confirmationLink()!, hostile.server.base);
    link.searchParams.set("callbackURL", "https://evil.example/");
    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const [user] = await db().selectFrom("user").select("emailVerified").where("email", "=", email).execute();
    expect(Boolean(user?.emailVerified)).toBe(true);
    expect(hostile.server.output().slice(logBefore)).not.toContain('"level":50');
  });

  it("wrong content types, malformed and oversized bodies: a 4xx that says what is wrong, nothing stored", async () => {
    const paths = ["/api/leads", "/api/newsletter", "/signup", "/signin", "/forgot-password", "/reset-password"];
    const valid = new URLSearchParams({
      email: "body-test@example.com",
      password: "body-test-pass",
      confirmPassword: "body-test-pass",
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Engines",
      phone: "+44 20 7946 0000",
      touchpoint: "Contact Form",
      [FORM_STARTED_FIELD]: formToken,
    }).toString();
    const chunked = (bytes: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = new TextEncoder().encode(`${valid}&x=${"y".repeat(16_384)}`);
          for (let sent = 0; sent < bytes; sent += chunk.length) controller.enqueue(chunk);
          controller.close();
        },
      });
    const bodies = {
      json: { type: "application/json", body: JSON.stringify({ email: "body-test@example.com" }), status: [415] },
      text: { type: "text/plain", body: valid, status: [415] },
      xml: { type: "application/xml", body: "<email>body-test@example.com</email>", status: [415] },
      noBoundary: { type: "multipart/form-data", body: valid, status: [400] },
      malformedMultipart: {
        type: "multipart/form-data; boundary=zz",
        body: '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbody-test@example.com',
        status: [400],
      },
      declaredHuge: {
        type: "application/x-www-form-urlencoded",
        body: `${valid}&x=${"y".repeat(70_000)}`,
        status: [413],
      },
      chunkedHuge: { type: "application/x-www-form-urlencoded", body: null, status: [413] },
    } as const;
    const messages = [
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
      "The form could not be read: its body is malformed.",
      "The request is too large: send at most 64 KB.",
      "The form is too large: send at most 64 KB.",
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom(...Object.keys(bodies)), async (path, kind) => {
        const sample = bodies[kind as keyof typeof bodies];
        const before = [await count("leads"), await count("newsletter_subscribers"), await count("user")];
        const response = await fetch(`${hostile.server.base}${path}`, {
          method: "POST",
          headers: { "content-type": sample.type },
          body: sample.body ?? chunked(200_000),
          duplex: "half",
          redirect: "manual",
        } as RequestInit);
        expectNoServerError(response, hostile.server, { path, kind });
        expect(sample.status, `${kind} to ${path}`).toContain(response.status);
        const text = await response.text();
        expect(
          messages.some((message) => text.includes(message)),
          text.slice(0, 300),
        ).toBe(true);
        expect([await count("leads"), await count("newsletter_subscribers"), await count("user")]).toEqual(before);
      }),
      runs(30),
    );
  }, 60_000);
});
