import type { APIRequestContext } from "@playwright/test";
import { accounts, demoArticleSlug, expect, signInAs, test } from "../playwright-utils";

type Role = "anonymous" | "member" | "admin";

/** What each role gets for each protected page: a redirect to sign-in, the denial screen, or the page. */
const protectedPages: { path: string; member: { status: number; text: string }; admin: string }[] = [
  {
    path: "/admin",
    member: { status: 403, text: "You don't have permission to access the admin panel" },
    admin: "Admin Dashboard",
  },
  {
    path: "/admin/leads",
    member: { status: 403, text: "You don't have permission to access the admin panel" },
    admin: "Lead Management",
  },
  {
    path: "/admin/logs",
    member: { status: 403, text: "You don't have permission to access admin logs." },
    admin: "Audit Logs",
  },
  {
    path: `/admin/articles/edit/${demoArticleSlug}`,
    member: { status: 403, text: "You don't have permission to edit articles." },
    admin: "Edit Article",
  },
  { path: "/library", member: { status: 200, text: "Resource Library" }, admin: "Resource Library" },
];

async function requestAs(
  role: Role,
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const request = await playwright.request.newContext({ baseURL });
  if (role !== "anonymous") await signInAs(request, accounts[role]);
  return request;
}

function decodeEntities(html: string): string {
  return html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

for (const role of ["anonymous", "member", "admin"] as const) {
  test(`protected pages as ${role}`, async ({ playwright, baseURL }) => {
    const request = await requestAs(role, playwright, baseURL!);
    for (const page of protectedPages) {
      const response = await request.get(page.path, { maxRedirects: 0 });
      const html = decodeEntities(await response.text());
      if (role === "anonymous") {
        expect(response.status(), page.path).toBe(302);
        expect(response.headers().location, page.path).toBe(`/signin?redirectTo=${encodeURIComponent(page.path)}`);
      } else if (role === "member") {
        expect(response.status(), page.path).toBe(page.member.status);
        expect(html, page.path).toContain(page.member.text);
        if (page.member.status === 403) expect(html, page.path).toContain("Access Denied");
      } else {
        expect(response.status(), page.path).toBe(200);
        expect(html, page.path).toContain(page.admin);
        expect(html, page.path).not.toContain("Access Denied");
      }
    }
    await request.dispose();
  });
}

test("the denial screen's texts and buttons for a signed-in non-admin", async ({ page }) => {
  await signInAs(page.request, accounts.member);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
  await expect(page.getByText("Only authorized administrators can access this area")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await page.goto("/admin/leads");
  await expect(page.getByText("Only authorized administrators can access this area")).toBeVisible();
  await page.goto("/admin/logs");
  await expect(page.getByText("You don't have permission to access admin logs.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Admin" })).toHaveAttribute("href", "/admin");
});

test("only the emailed auth links reach the auth engine directly", async ({ request }) => {
  const direct = await request.post("/api/auth/sign-in/email", {
    data: { email: accounts.admin.email, password: accounts.admin.password },
  });
  expect(direct.status()).toBe(405);
  expect((await request.get("/api/auth/get-session")).status()).toBe(404);
  expect(
    (
      await request.get("/api/auth/verify-email?token=nonsense&callbackURL=%2F%3Fconfirmed%3D1", { maxRedirects: 0 })
    ).status(),
  ).toBe(302);
});

test("signing out needs a POST", async ({ request }) => {
  await signInAs(request, accounts.member);
  const get = await request.get("/signout", { maxRedirects: 0 });
  expect(get.status()).toBe(302);
  expect((await request.get("/library", { maxRedirects: 0 })).status()).toBe(200);
  // Back to where the visitor was, never to another site.
  const post = await request.post("/signout", { maxRedirects: 0, form: { redirectTo: "//evil.example/phish" } });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toBe("/");
  expect((await request.get("/library", { maxRedirects: 0 })).status()).toBe(302);
});

test("a sign-in link cannot send a signed-in visitor to another site", async ({ request }) => {
  await signInAs(request, accounts.member);
  for (const target of ["/.//evil.com", "/..//evil.com", "/%2e%2e//evil.com", "//evil.com", "https://evil.com"]) {
    const response = await request.get(`/signin?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(302);
    expect(response.headers().location, target).toBe("/");
  }
  const newsletter = await request.post("/api/newsletter", {
    form: { email: `redirect.${Date.now()}@example.com`, redirectTo: "/.//evil.com" },
    maxRedirects: 0,
  });
  expect(newsletter.headers().location).toBe("/");
});
