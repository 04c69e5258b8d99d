import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { getSession } from "~/utils/permissions.server";
import type { SessionUser } from "~/utils/user";

/**
 * The signed-in account of a request the HTTP process answers itself (downloads, exports), through the app's
 * own session lookup: a renewed session cookie is passed on, the answer is never cached, and a signed-out
 * visitor is sent to sign in and back, as the route modules do. Null when the request has been answered.
 */
export async function signedInUserOf(req: ExpressRequest, res: ExpressResponse): Promise<SessionUser | null> {
  const { user, headers } = await getSession(fetchRequestOf(req));
  for (const cookie of headers?.getSetCookie() ?? []) res.append("Set-Cookie", cookie);
  res.set("Cache-Control", "private, no-store");
  if (!user) res.redirect(302, `/signin?${new URLSearchParams({ redirectTo: req.originalUrl })}`);
  return user;
}

/** The session lookup reads only the cookies; it takes a Fetch API request. */
function fetchRequestOf(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { headers });
}
