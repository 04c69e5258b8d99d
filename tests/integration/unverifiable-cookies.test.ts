import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInCookie } from "../../scripts/lib/bench-server";
import { startAppServer, type AppServer } from "../setup/app-server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

const SECRET = "cookie-test-secret-that-is-long-enough-012345";
const DROPPED_SECRET = "dropped-secret-that-is-long-enough-6789012345";

/** The keys a server running with `secret` signs with, from the app's own module. */
async function keysOf(secret: string) {
  const previous = process.env.SESSION_SECRET;
  process.env.SESSION_SECRET = secret;
  vi.resetModules();
  try {
    const secrets = await import("~/utils/secrets.server");
    const toasts = await import("~/utils/toast.server");
    const toastCookie = (await toasts.createToastHeaders({ type: "success", title: "Saved" })).get("set-cookie")!;
    return { auth: secrets.keysFor("auth")[0]!, toastCookie: toastCookie.split(";")[0]! };
  } finally {
    if (previous === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = previous;
  }
}

/** A session cookie carrying `token`, signed as the auth engine signs it. */
const sessionCookieOf = (token: string, key: string) =>
  `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", key).update(token).digest("base64")}`)}`;

/** Cookies the server cannot verify are deleted in its answer, so they stop costing every later request. */
describe(`cookies the server cannot verify (${testDialect})`, () => {
  let database: TestDatabase;
  let server: AppServer;
  let signedIn: string;
  const workDir = mkdtempSync(join(tmpdir(), "cto-cookies-"));

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, SESSION_SECRET: SECRET, STORAGE_DIR: join(workDir, "uploads") };
    execFileSync(
      join(process.cwd(), "node_modules/.bin/tsx"),
      [join(process.cwd(), "scripts/create-user.ts"), "--email", "reader@example.com", "--password", "reader-pass"],
      { cwd: process.cwd(), env: { ...process.env, ...env, NODE_ENV: "production" }, stdio: "ignore" },
    );
    server = await startAppServer(env, workDir);
    const cookies = await signInCookie(server.base, { email: "reader@example.com", password: "reader-pass" });
    signedIn = cookies.split("; ").find((cookie) => cookie.startsWith("better-auth.session_token="))!;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${server.base}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });

  /** The Set-Cookie headers of an answer that delete `name`. */
  const deletions = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .filter((cookie) => cookie.startsWith(`${name}=`))
      .filter((cookie) => /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie));

  it("deletes a session cookie that is forged or signed with a secret no longer accepted", async () => {
    const token = decodeURIComponent(signedIn.split("=")[1]!).split(".")[0]!;
    const { auth: droppedKey } = await keysOf(DROPPED_SECRET);
    const unverifiable = {
      forged: sessionCookieOf(token, "a key the forger made up"),
      unsigned: "better-auth.session_token=bare-value",
      "signed with a dropped secret": sessionCookieOf(token, droppedKey),
    };
    for (const [kind, cookie] of Object.entries(unverifiable)) {
      for (const path of ["/", "/all-articles", "/_root.data"]) {
        const response = await get(path, cookie);
        expect({ kind, path, status: response.status }).toEqual({ kind, path, status: 200 });
        expect(deletions(response, "better-auth.session_token"), `${kind} at ${path}`).toHaveLength(1);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        await response.arrayBuffer();
      }
    }

    // The session itself is untouched: the real cookie still signs its owner in, and is not deleted.
    const owner = await get("/_root.data", signedIn);
    expect(await owner.text()).toContain("reader@example.com");
    expect(deletions(owner, "better-auth.session_token")).toHaveLength(0);
  });

  it("deletes a toast cookie it cannot read, and keeps the deletion out of the page cache", async () => {
    const { toastCookie: dropped } = await keysOf(DROPPED_SECRET);
    for (const cookie of [dropped, "toast=eyJ0b2FzdCI6eyJ0aXRsZSI6IlgifX0%3D.forged"]) {
      const response = await get("/all-articles", cookie);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain("Saved");
      expect(deletions(response, "toast"), cookie).toHaveLength(1);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    // Anonymous visitors get the cached page, with no cookie of anyone else's.
    for (let visit = 0; visit < 3; visit += 1) {
      const anonymous = await get("/all-articles");
      expect(anonymous.headers.getSetCookie()).toEqual([]);
      await anonymous.arrayBuffer();
    }
    expect((await get("/all-articles")).headers.get("x-page-cache")).toBe("hit");

    // A readable toast is still shown once and then deleted, as before.
    const { toastCookie: current } = await keysOf(SECRET);
    const shown = await get("/all-articles", current);
    expect(await shown.text()).toContain("Saved");
    expect(deletions(shown, "toast")).toHaveLength(1);
  });
});
