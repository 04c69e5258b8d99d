import type { Request as ExpressRequest } from "express";

/**
 * A Fetch API request for the app's session lookup, which reads only the cookies: the handlers that the
 * HTTP process answers itself (downloads, exports) share the app's sign-in this way.
 */
export function fetchRequestOf(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { headers });
}
