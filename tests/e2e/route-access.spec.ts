import type { APIRequestContext } from "@playwright/test";
import routes from "../../app/routes";
import { pageOfferingFile } from "../../app/utils/file-downloads";
import { LEADS_EXPORT_PATH, NEWSLETTER_EXPORT_PATH } from "../../app/utils/lead-exports";
import { libraryDownloadPath } from "../../app/utils/library-download";
import { accounts, demoArticleSlug, expect, signInAs, test } from "../playwright-utils";

type Role = "anonymous" | "member" | "admin";
type Expected = Record<Role, number>;

/**
 * How a route is called and what each role gets, for GET, for its `.data` request (pages only) and for a
 * POST (and PUT, PATCH and DELETE, which must answer the same) with an empty form. Every route of app/routes.ts must be listed: a new route without a row fails
 * the first test, so nothing joins the site unchecked.
 */
interface RouteAccess {
  path: string;
  get: Expected;
  data?: Expected;
  post: Expected;
}

const all = (status: number): Expected => ({ anonymous: status, member: status, admin: status });
/** Signed-out visitors are sent to sign in (302, or a 202 single-fetch redirect for `.data`). */
const signedIn = (status: number, redirect = 302): Expected => ({ anonymous: redirect, member: status, admin: status });
const adminOnly = (status: number, redirect = 302): Expected => ({ anonymous: redirect, member: 403, admin: status });

const publicPage = (path: string, status = 200, post = 405): RouteAccess => ({
  path,
  get: all(status),
  data: all(status),
  post: all(post),
});

const authPage = (path: string): RouteAccess => ({
  path,
  get: { anonymous: 200, member: 302, admin: 302 },
  data: { anonymous: 200, member: 202, admin: 202 },
  post: { anonymous: 400, member: 302, admin: 302 },
});

const routeAccess: Record<string, RouteAccess> = {
  "routes/home.tsx": publicPage("/"),
  "routes/category.tsx": publicPage("/category/cloud-infrastructure"),
  "routes/article.tsx": publicPage(`/article/${demoArticleSlug}`),
  "routes/all-articles.tsx": publicPage("/all-articles"),
  "routes/search.tsx": publicPage("/search?q=cloud"),
  // An empty form is refused: it carries no signed opening time.
  "routes/contact.tsx": publicPage("/contact", 200, 400),
  "routes/legal/privacy-policy.tsx": publicPage("/privacy-policy"),
  "routes/legal/terms-of-service.tsx": publicPage("/terms-of-service"),
  "routes/not-found.tsx": publicPage("/no-such-page", 404),
  // The auth forms answer an empty form with a validation message; signed-in visitors are sent on.
  "routes/auth/signin.tsx": authPage("/signin"),
  "routes/auth/signup.tsx": authPage("/signup"),
  "routes/auth/forgot-password.tsx": publicPage("/forgot-password", 200, 400),
  "routes/auth/reset-password.tsx": publicPage("/reset-password?token=nonsense", 200, 400),
  // Sign-out is a POST that anyone may send; a GET only goes home.
  "routes/auth/signout.ts": { path: "/signout", get: all(302), post: all(302) },
  "routes/library.tsx": { path: "/library", get: signedIn(200), data: signedIn(200, 202), post: all(405) },
  // Library changes are for admins; an empty form is not an upload, and an unknown resource is a 404.
  // (Downloads are served by the HTTP process, not a route module: see the table below.)
  "routes/library/upload.ts": { path: "/library/upload", get: all(405), post: adminOnly(400) },
  "routes/library/delete.ts": { path: "/library/no-such-resource/delete", get: all(405), post: adminOnly(404) },
  "routes/library/download-log.ts": {
    path: "/library/no-such-resource/downloads",
    get: adminOnly(404),
    post: all(405),
  },
  "routes/admin/dashboard.tsx": {
    path: "/admin",
    get: adminOnly(200),
    data: adminOnly(200, 202),
    post: adminOnly(400),
  },
  // Edits, status changes and deletes: an empty form names no action.
  "routes/admin/leads.tsx": {
    path: "/admin/leads",
    get: adminOnly(200),
    data: adminOnly(200, 202),
    post: adminOnly(400),
  },
  // Pages without an action refuse a POST before anything else runs.
  "routes/admin/logs.tsx": { path: "/admin/logs", get: adminOnly(200), data: adminOnly(200, 202), post: all(405) },
  "routes/admin/edit-article.tsx": {
    path: `/admin/articles/edit/${demoArticleSlug}`,
    get: adminOnly(200),
    data: adminOnly(200, 202),
    post: adminOnly(400),
  },
  // Uploads only: GET is refused before anything else; a POST needs an admin and a multipart body.
  "routes/admin/images.ts": { path: "/admin/images", get: all(405), post: adminOnly(400) },
  "routes/seo/sitemap.ts": { path: "/sitemap.xml", get: all(200), post: all(405) },
  "routes/seo/sitemap-file.ts": { path: "/sitemap/1.xml", get: all(200), post: all(405) },
  "routes/seo/robots.ts": { path: "/robots.txt", get: all(200), post: all(405) },
  "routes/seo/rss.ts": { path: "/rss.xml", get: all(200), post: all(405) },
  "routes/seo/og-image.ts": { path: `/og/${demoArticleSlug}.png`, get: all(200), post: all(405) },
  "routes/media.ts": { path: "/media/article-images/missing-1200w.webp", get: all(404), post: all(405) },
  // The newsletter ignores a blank email.
  "routes/api/newsletter.ts": { path: "/api/newsletter", get: all(405), post: all(200) },
  // Views are reported by the article page; an empty report says what is missing.
  "routes/api/views.ts": { path: "/api/views", get: all(405), post: all(400) },
  // An empty form has no signed form time: it is asked to send again.
  "routes/api/leads.ts": { path: "/api/leads", get: all(405), post: all(400) },
  "routes/api/form-token.ts": { path: "/api/form-token", get: all(200), post: all(405) },
  // Only the emailed links reach the auth engine; everything else is closed.
  "routes/api/auth.ts": { path: "/api/auth/get-session", get: all(404), post: all(405) },
};

/**
 * Paths the HTTP process answers itself, before React Router (server/app.ts): streamed downloads. They are
 * not in the route table, so their `.data` twin is an unknown page to everyone.
 */
const httpProcessAccess: RouteAccess[] = [
  // CSV exports: admins only, GET only; other accounts are sent to the page offering the file, which denies them.
  { path: LEADS_EXPORT_PATH, get: { ...adminOnly(200), member: 302 }, data: all(404), post: all(405) },
  { path: NEWSLETTER_EXPORT_PATH, get: { ...adminOnly(200), member: 302 }, data: all(404), post: all(405) },
  // Library downloads: signed-in only; an unknown file is a 404 (tests/e2e/library.spec.ts covers the rest).
  { path: libraryDownloadPath("no-such-resource"), get: signedIn(404), data: all(404), post: all(405) },
];

const SIGN_OUT = "routes/auth/signout.ts";
const MUTATING_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
const CROSS_SITE = { origin: "https://attacker.example" };

function routeFiles(entries: readonly { file: string; children?: unknown }[]): string[] {
  return entries.flatMap((entry) => [
    entry.file,
    ...routeFiles((entry.children ?? []) as readonly { file: string; children?: unknown }[]),
  ]);
}

function dataPath(path: string): string {
  const url = new URL(path, "http://site.invalid");
  return `${url.pathname === "/" ? "/_root" : url.pathname}.data${url.search}`;
}

async function requestAs(role: Role, newContext: () => Promise<APIRequestContext>) {
  const request = await newContext();
  if (role !== "anonymous") await signInAs(request, accounts[role]);
  return request;
}

test("every route of app/routes.ts has a row in the access table", () => {
  const files = routeFiles(routes);
  expect(
    files.filter((file) => !(file in routeAccess)),
    "routes without an access row",
  ).toEqual([]);
  const stale = Object.keys(routeAccess).filter((file) => !files.includes(file));
  expect(stale, "rows for routes that no longer exist").toEqual([]);
});

async function expectAccess(
  request: APIRequestContext,
  role: Role,
  row: RouteAccess,
  isSignOut = false,
): Promise<void> {
  const get = await request.get(row.path, { maxRedirects: 0 });
  expect.soft(get.status(), `GET ${row.path} as ${role}`).toBe(row.get[role]);
  if (row.get[role] === 302 && role === "anonymous" && row.get.admin !== 302) {
    expect(get.headers().location, row.path).toBe(`/signin?redirectTo=${encodeURIComponent(row.path)}`);
  }
  const offeredOn = pageOfferingFile(row.path);
  if (offeredOn && role === "member" && row.get.member === 302) {
    expect(get.headers().location, row.path).toBe(offeredOn);
    const denied = await request.get(row.path);
    expect.soft(denied.status(), `${row.path} followed as a member`).toBe(403);
    expect(await denied.text()).toContain("Access Denied");
  }
  if (row.data) {
    const data = await request.get(dataPath(row.path), { maxRedirects: 0 });
    expect.soft(data.status(), `GET ${dataPath(row.path)} as ${role}`).toBe(row.data[role]);
    if (row.data[role] !== 200 && row.data[role] !== 404) {
      // A refused .data request carries no loader data, only the reason.
      expect(await data.text(), dataPath(row.path)).not.toMatch(/"articles"|"entries"|"stats"|"library"/);
    }
  }
  if (isSignOut && role !== "anonymous") {
    // No state changes on GET: following a link to /signout does not end the session.
    const stillSignedIn = await request.get("/library", { maxRedirects: 0 });
    expect(stillSignedIn.status(), "signed in after GET /signout").toBe(200);
  }
  if (role === "admin") {
    // A form on another site posting with the admin's cookies is refused before any route runs.
    for (const method of MUTATING_METHODS) {
      const forged = await request.fetch(row.path, { method, form: {}, maxRedirects: 0, headers: CROSS_SITE });
      expect.soft(forged.status(), `cross-site ${method} ${row.path}`).toBe(403);
    }
    const fetched = await request.post(row.path, {
      form: {},
      maxRedirects: 0,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect.soft(fetched.status(), `cross-site (Sec-Fetch-Site) POST ${row.path}`).toBe(403);
  }
  // Every mutating method reaches the same action (or the same refusal) as a POST.
  for (const method of MUTATING_METHODS) {
    const write = await request.fetch(row.path, { method, form: {}, maxRedirects: 0 });
    expect.soft(write.status(), `${method} ${row.path} as ${role}`).toBe(row.post[role]);
  }
}

for (const role of ["anonymous", "member", "admin"] as const) {
  test(`every route as ${role}: GET, .data and every mutating method`, async ({ playwright, baseURL }) => {
    const request = await requestAs(role, () => playwright.request.newContext({ baseURL }));
    // Sign-out last: it ends the session the other rows run under.
    const files = routeFiles(routes).sort((a, b) => Number(a === SIGN_OUT) - Number(b === SIGN_OUT));
    for (const row of httpProcessAccess) await expectAccess(request, role, row);
    for (const file of files) await expectAccess(request, role, routeAccess[file]!, file === SIGN_OUT);
    await request.dispose();
  });
}
