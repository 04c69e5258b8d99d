import { afterEach, describe, expect, it, vi } from "vitest";

const OLD = "old-secret-that-is-long-enough-0123456789";
const NEW = "new-secret-that-is-long-enough-9876543210";

async function freshModules(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.resetModules();
  return {
    secrets: await import("~/utils/secrets.server"),
    toasts: await import("~/utils/toast.server"),
  };
}

describe("session secrets", () => {
  afterEach(() => {
    delete process.env.PREVIOUS_SESSION_SECRETS;
    delete process.env.SESSION_SECRET;
    delete process.env.SITE_URL;
  });

  it("derives a different key for each purpose, none equal to the secret itself", async () => {
    const { secrets } = await freshModules({ SESSION_SECRET: NEW });
    const [auth] = secrets.keysFor("auth");
    const [toast] = secrets.keysFor("toast");
    expect(auth).not.toBe(toast);
    expect([auth, toast]).not.toContain(NEW);
  });

  it("keeps reading cookies signed before a rotation, and refuses them once the old secret is dropped", async () => {
    const before = await freshModules({ SESSION_SECRET: OLD, SITE_URL: "http://localhost:3000" });
    const cookie = (await before.toasts.createToastHeaders({ type: "success", title: "Saved" })).get("set-cookie")!;
    const request = new Request("http://localhost:3000/", { headers: { cookie: cookie.split(";")[0]! } });

    const rotated = await freshModules({ SESSION_SECRET: NEW, PREVIOUS_SESSION_SECRETS: OLD });
    expect((await rotated.toasts.getToast(request)).toast).toMatchObject({ title: "Saved" });

    const dropped = await freshModules({ SESSION_SECRET: NEW, PREVIOUS_SESSION_SECRETS: undefined });
    expect((await dropped.toasts.getToast(request)).toast).toBeNull();
  });

  it("sets Secure on cookies exactly when the site is served over https", async () => {
    const https = await freshModules({ SESSION_SECRET: NEW, SITE_URL: "https://www.example.com" });
    const secure = (await https.toasts.createToastHeaders({ type: "success", title: "x" })).get("set-cookie")!;
    expect(secure).toMatch(/; HttpOnly/);
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/; SameSite=Lax/);
    const http = await freshModules({ SESSION_SECRET: NEW, SITE_URL: "http://localhost:3000" });
    const plain = (await http.toasts.createToastHeaders({ type: "success", title: "x" })).get("set-cookie")!;
    expect(plain).not.toMatch(/; Secure/);
    expect(plain).toMatch(/; HttpOnly/);
  });
});
