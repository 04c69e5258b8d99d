import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_STARTED_FIELD } from "~/utils/spam-trap";
import { startAppServer, type AppServer } from "../setup/app-server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

describe(`HTTP defences (${testDialect})`, () => {
  let database: TestDatabase;
  let server: AppServer;
  let proxied: AppServer;
  const workDir = mkdtempSync(join(tmpdir(), "cto-security-"));

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: "security-test-secret-that-is-long-enough-0123",
      STORAGE_DIR: join(workDir, "uploads"),
      RATE_LIMITS: "signInIp=3",
      // Written to the outbox (no SMTP_URL): the log says so, and must not say who the lead is.
      SALES_EMAIL: "sales@example.com",
    };
    // Side by side, each within startAppServer's own minute: one after the other they once overran the hook on a
    // machine busy with another suite.
    [server, proxied] = await Promise.all([
      startAppServer(env, workDir),
      startAppServer({ ...env, TRUST_PROXY: "1", RATE_LIMITS: "signInIp=1000" }, workDir),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([server?.stop(), proxied?.stop()]);
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  const failedSignInIps = async (email: string) =>
    (
      await database.db
        .selectFrom("audit_entries")
        .select("ip_address")
        .where("email", "=", email)
        .where("action", "=", "Failed Sign-In")
        .execute()
    ).map((row) => row.ip_address);

  it("starts in production without NODE_ENV: the Content-Security-Policy is on", async () => {
    const response = await fetch(`${server.base}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(server.output()).toContain('"mode":"production"');
  });

  it("sends the security headers on every page, and HSTS when the site is served over https", async () => {
    const page = await fetch(`${server.base}/`);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const https = await startAppServer(
      {
        DATABASE_URL: database.url,
        SESSION_SECRET: "security-test-secret-that-is-long-enough-0123",
        STORAGE_DIR: join(workDir, "uploads"),
        SITE_URL: "https://www.example.com",
      },
      workDir,
    );
    try {
      const secure = await fetch(`${https.base}/`);
      expect(secure.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(secure.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    } finally {
      await https.stop();
    }
  });

  it("ignores a client-written X-Forwarded-For: neither the audit address nor the limiter key changes", async () => {
    const email = "forger@example.com";
    const statuses = [];
    for (const forged of ["10.1.1.1", "10.2.2.2", "10.3.3.3", "10.4.4.4"]) {
      const response = await fetch(`${server.base}/signin`, {
        method: "POST",
        headers: { "x-forwarded-for": forged, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: "wrong-password" }),
        redirect: "manual",
      });
      statuses.push(response.status);
    }
    // signInIp=3 for this server: the fourth attempt is refused whatever address it claims.
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(new Set(await failedSignInIps(email))).toEqual(new Set(["127.0.0.1"]));
  });

  it("behind one trusted proxy, takes the address that proxy saw, not the one the client wrote", async () => {
    const email = "proxied@example.com";
    await fetch(`${proxied.base}/signin`, {
      method: "POST",
      headers: { "x-forwarded-for": "10.9.9.9, 203.0.113.77", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: "wrong-password" }),
      redirect: "manual",
    });
    expect(await failedSignInIps(email)).toEqual(["203.0.113.77"]);
  });

  it("refuses cross-site writes on every route, resource routes included", async () => {
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${server.base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "email=victim%40example.com",
        redirect: "manual",
      });
    for (const path of ["/api/newsletter", "/signout", "/signin", "/admin/images"]) {
      const foreign = await post(path, { origin: "https://evil.example" });
      expect(foreign.status, path).toBe(403);
      expect(await foreign.text()).toBe("Cross-site form submissions are not accepted.");
      expect((await post(path, { "sec-fetch-site": "cross-site" })).status, path).toBe(403);
    }
    const subscribers = await database.db.selectFrom("newsletter_subscribers").selectAll().execute();
    expect(subscribers).toEqual([]);
    const sameSite = await post("/api/newsletter", { origin: server.base, "sec-fetch-site": "same-origin" });
    expect(sameSite.status).toBe(200);
  });

  it("bounds form bodies with a clear 413, and answers a malformed or empty body with 4xx, never 500", async () => {
    const large = await fetch(`${server.base}/signin`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=a%40example.com&password=${"x".repeat(70 * 1024)}`,
    });
    expect(large.status).toBe(413);
    expect(await large.text()).toBe("The request is too large: send at most 64 KB.");

    const malformed = await fetch(`${server.base}/signin`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      body: '--zzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("The form could not be read: its body is malformed.");

    const empty = await fetch(`${server.base}/api/newsletter`, { method: "POST" });
    expect(empty.status).toBeLessThan(500);
    const wrongType = await fetch(`${server.base}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "json@example.com" }),
    });
    expect(wrongType.status).toBe(415);
  });

  it("answers a TRACE request with 501 on every route, never a 500 and an error in the log", async () => {
    // The Fetch API refuses to build a TRACE request, so React Router's adapter threw on it. fetch() cannot send one.
    const trace = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { port } = new URL(server.base);
        const request = httpRequest({ host: "127.0.0.1", port, path, method: "TRACE" }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on("error", reject).end();
      });
    for (const path of ["/", "/signin", "/article/some-article", "/library/x/download", "/admin/leads/export"]) {
      const { status, body } = await trace(path);
      expect(status, path).toBe(501);
      expect(body, path).toBe("The TRACE method is not supported.");
    }
    expect(server.output()).not.toContain("is unsupported");
  });

  it("answers the next request on a connection whose upload it refused before reading it", async () => {
    // A signed-out upload is sent to sign in before its 300 KB are read; the browser then asks for more on the
    // same connection, which used to wait behind the unread upload for ever.
    const { host, port } = new URL(server.base);
    const socket = connect(Number(port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    const size = 300 * 1024;
    socket.write(
      `POST /library/upload HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${server.base}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`,
    );
    socket.write(`title=${"x".repeat(size - 6)}`);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 302 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    // The connection ended with the refusal, so the client sends its next request on a new one.
    const next = await fetch(`${server.base}/healthz`);
    expect(next.status).toBe(200);
  });

  it("closes the connection of every request it answers before reading the body, whatever answers it", async () => {
    // The address and Host guards, and any GET that came with a body, answered with a keep-alive connection, and Node
    // then read and dropped whatever the client went on sending: for five minutes, and for ever at an upload address,
    // where only a slow body is cut off.
    const { host, port } = new URL(server.base);
    const refusals = [
      { method: "POST", path: "/library/%2e%2e/contact", host, status: 308 },
      { method: "POST", path: "/admin/images%00", host, status: 400 },
      { method: "POST", path: "/admin/images", host: "a b", status: 400 },
      { method: "TRACE", path: "/contact", host, status: 501 },
      { method: "POST", path: "/library/upload", host, status: 302 },
      { method: "GET", path: "/admin/images", host, status: 405 },
      { method: "GET", path: "/healthz", host, status: 200 },
      // Answered from the page cache, ahead of every guard of the app.
      { method: "GET", path: "/all-articles", host, status: 200 },
    ];
    await expect.poll(async () => (await fetch(`${server.base}/all-articles`)).headers.get("x-page-cache")).toBe("hit");
    for (const { method, path, host: hostHeader, status } of refusals) {
      const socket = connect(Number(port), "127.0.0.1");
      socket.on("error", () => undefined);
      let received = "";
      const head = new Promise<void>((resolve) =>
        socket.on("data", (chunk: Buffer) => {
          received += chunk.toString("latin1");
          if (received.includes("\r\n\r\n")) resolve();
        }),
      );
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      // A body announced far larger than what is sent before the answer: the client would go on sending.
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: ${hostHeader}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
          `Content-Length: ${1024 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(64 * 1024, "x"));
      await head;
      expect(received, path).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(received, path).toMatch(/\r\nconnection: close\r\n/i);
      // The server ends the connection itself instead of reading the rest of the gigabyte.
      await closed;
    }
  });

  it("keeps tokens, links and addresses out of the logs (outbox files still written)", async () => {
    await fetch(`${server.base}/reset-password?token=SECRET-RESET-TOKEN`);
    await fetch(`${server.base}/api/auth/verify-email?token=SECRET-VERIFY-TOKEN&callbackURL=%2F`, {
      redirect: "manual",
    });
    await fetch(`${server.base}/signup`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: "newcomer@example.com",
        password: "newcomer-pass",
        confirmPassword: "newcomer-pass",
      }),
      redirect: "manual",
    });
    await expect.poll(() => server.output()).toContain("SMTP_URL not set: email written to outbox");
    const log = server.output();
    expect(log).toContain("/reset-password?[redacted]");
    expect(log).not.toContain("SECRET-RESET-TOKEN");
    expect(log).not.toContain("SECRET-VERIFY-TOKEN");
    expect(log).not.toMatch(/verify-email\?token=/);
    expect(log).not.toContain("newcomer@example.com");
    expect(log).toContain("n***@example.com");
  });

  it("keeps a lead's name and company out of the log of its sales email", async () => {
    // The signed page time a browser gets with the contact page; after the minimum fill time it is valid.
    const contact = await (await fetch(`${server.base}/contact`)).text();
    const formToken = new RegExp(`name="${FORM_STARTED_FIELD}" value="([^"]+)"`).exec(contact)?.[1] ?? "";
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const sent = await fetch(`${server.base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        firstName: "Augusta",
        lastName: "Byron-Logged",
        company: "Secret Engines",
        email: "augusta@example.com",
        phone: "+44 20 7946 0000",
        touchpoint: "Contact Form",
        [FORM_STARTED_FIELD]: formToken,
      }),
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => server.output()).toMatch(/"to":"s\*\*\*@example\.com".*email written to outbox/);
    expect(server.output()).not.toContain("Byron-Logged");
    expect(server.output()).not.toContain("Secret Engines");
  });

  it("keeps the token of an emailed reset link out of the logs: it is part of the link's path", async () => {
    await fetch(`${server.base}/api/auth/reset-password/SECRET-PATH-TOKEN?callbackURL=%2Freset-password`, {
      redirect: "manual",
    });
    await expect.poll(() => server.output()).toContain("/api/auth/reset-password/[redacted]?[redacted]");
    expect(server.output()).not.toContain("SECRET-PATH-TOKEN");
  });
});
