import { data, redirect } from "react-router";
import { getAuth } from "./auth.server";
import { getEnv } from "./env.server";
import { clearedSessionCookies, hasSessionCookie, resignSessionCookie } from "./session-cookie.server";
import type { SessionUser } from "./user";

export function isAdminEmail(email: string): boolean {
  return getEnv().ADMIN_EMAILS.includes(email.toLowerCase());
}

interface SessionLookup {
  user: SessionUser | null;
  /** Set-Cookie headers when the server renewed or re-signed the session; the root loader forwards them. */
  headers: Headers | null;
}

const lookups = new WeakMap<Request, Promise<SessionLookup>>();

/** The signed-in account of a request, looked up once per request however many loaders ask. */
export function getSession(request: Request): Promise<SessionLookup> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSession(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function lookUpSession(request: Request): Promise<SessionLookup> {
  // Most page views are anonymous: they skip the engine (and loading it) entirely.
  if (!hasSessionCookie(request.headers)) return { user: null, headers: null };
  const resigned = resignSessionCookie(request.headers);
  const { headers, response } = await (
    await getAuth()
  ).api.getSession({ headers: resigned.headers, returnHeaders: true });
  if (!response)
    return { user: null, headers: headers.get("set-cookie") ? headers : clearedSessionCookies(request.headers) };
  // A renewal already carries a cookie signed with the current key; otherwise hand over the re-signed one.
  if (!headers.get("set-cookie") && resigned.setCookie) headers.set("set-cookie", resigned.setCookie);
  const renewed = headers.get("set-cookie") ? headers : null;
  const { user, session } = response;
  return {
    user: {
      id: user.id,
      email: user.email,
      isAdmin: isAdminEmail(user.email),
      sessionStartedAt: new Date(session.createdAt).toISOString(),
      lastActivityAt: new Date(session.updatedAt).toISOString(),
    },
    headers: renewed,
  };
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request)).user;
}

/**
 * Where a visitor sent to sign in comes back to: the page they asked for, or for a form they sent (an upload, a
 * save, after their session ended) the page the form was on; the form's own address answers only posts.
 */
function returnAddress(request: Request): string {
  const url = new URL(request.url);
  if (request.method === "GET" || request.method === "HEAD") return url.pathname + url.search;
  const referer = URL.parse(request.headers.get("referer") ?? "");
  return referer && referer.host === url.host ? referer.pathname + referer.search : "/";
}

/** Sends visitors who are not signed in to /signin, remembering where they were going. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  throw redirect(`/signin?${new URLSearchParams({ redirectTo: returnAddress(request) })}`);
}

/** Signed-out visitors go to /signin; signed-in non-admins get a 403 that the route shows as 'Access Denied'. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw data({ reason: "admin-only" }, { status: 403 });
  return user;
}
