import type { RequestHandler } from "express";
import { ARTICLE_FORM_BYTES } from "~/validation/article";
import { DEFAULT_FORM_BYTES } from "~/utils/form.server";
import { formatBytes } from "~/utils/format";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * React Router checks the Origin of page actions only; this refuses every cross-site write in one place,
 * resource routes included (newsletter, sign-out, uploads, exports): a browser says where a request comes
 * from in Sec-Fetch-Site and Origin, and a form on another site must not act with our visitor's cookies.
 */
export function refuseCrossSiteWrites(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    const foreignOrigin = origin !== undefined && origin !== siteOrigin && origin !== ownOrigin;
    if (fetchSite === "cross-site" || foreignOrigin) {
      res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
      return;
    }
    next();
  };
}

/**
 * A NUL in an address reaches route parameters and query values that are looked up in the database, where
 * PostgreSQL refuses it in text (a 500) while SQLite just finds nothing; no address of the site has one.
 */
export const refuseNulInUrls: RequestHandler = (req, res, next) => {
  if (!/%00/.test(req.originalUrl)) return next();
  res.status(400).type("text/plain").send("The address contains a NUL character (%00), which no page accepts.");
};

/** A whole path segment that is `.` or `..`, written out or percent-encoded (`%2e`, `%2E`, `.%2e`). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|$)/i;
/** React Router's data of such a segment's page: `/article/%2e%2e.data` is the data of `/article/%2e%2e`. */
const DOT_SEGMENT_DATA = /(?:^|\/)(?:\.|%2e){1,2}\.data$/i;

/** Where a browser would go for `path`: dot segments resolved, and one leading slash. */
function resolvedPath(path: string): string {
  // One slash: `/%2e%2e//evil.example` resolves to `//evil.example`, which a Location header reads as another site.
  return new URL(path, "http://resolved.invalid").pathname.replace(/^\/+/, "/");
}

/**
 * Browsers resolve dot segments before they send an address (`/article/%2e%2e` asks for `/`). A client that sends
 * them as they are was answered with the page they resolve to, at an address of its own (a duplicate of the home
 * page for crawlers, an entry of its own in the page cache); it is sent where a browser would have gone instead. The
 * same for the data of such a page, which React Router reads from the address without `.data` (and so resolves): it
 * is sent to the data of the resolved page, named as React Router names it (`/_root.data` for `/`).
 */
export const redirectDotSegments: RequestHandler = (req, res, next) => {
  const queryAt = req.originalUrl.indexOf("?");
  const path = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  let target: string;
  if (DOT_SEGMENT.test(path)) target = resolvedPath(path);
  else if (DOT_SEGMENT_DATA.test(path)) {
    const page = resolvedPath(path.slice(0, -".data".length));
    target = page === "/" ? "/_root.data" : `${page.replace(/\/$/, "")}.data`;
  } else return next();
  // Parsed only here: every request passes this guard, and almost none is redirected.
  const { search } = new URL(req.originalUrl, "http://resolved.invalid");
  res.redirect(SAFE_METHODS.has(req.method) ? 301 : 308, target + search);
};

/**
 * React Router and the session lookup build each request's URL from its Host header (X-Forwarded-Host behind a
 * trusted proxy). A host no URL can hold ("a b", "[::1", a port past 65535), or none at all, would throw there: a
 * 500 for a malformed request.
 */
export const refuseMalformedHosts: RequestHandler = (req, res, next) => {
  const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const hosts = [req.get("host"), forwarded];
  if (hosts[0] && hosts.every((host) => host === undefined || URL.canParse(`http://${host}`))) return next();
  res.status(400).type("text/plain").send("The request's Host header is missing or is not a valid host name.");
};

/**
 * React Router's adapter builds a Fetch API Request for every request it gets, and the Fetch API throws on TRACE
 * (Node answers CONNECT and TRACK itself): a 500 and an error in the log for a method no address of the site takes.
 */
export const refuseTrace: RequestHandler = (req, res, next) => {
  if (req.method !== "TRACE") return next();
  res.status(501).type("text/plain").send("The TRACE method is not supported.");
};

export interface BodyLimit {
  path: RegExp;
  /** `null` for routes that bound their own body while streaming it (uploads). */
  maxBytes: number | null;
}

/** Routes whose bodies may be larger than a form's; every other route gets DEFAULT_FORM_BYTES. */
export const bodyLimits: BodyLimit[] = [
  { path: /^\/admin\/images$/, maxBytes: null },
  { path: /^\/library\/upload(\.data)?$/, maxBytes: null },
  { path: /^\/admin(\.data)?$/, maxBytes: ARTICLE_FORM_BYTES },
  { path: /^\/admin\/articles\/edit\/[^/]+(\.data)?$/, maxBytes: ARTICLE_FORM_BYTES },
];

export function bodyLimitFor(path: string): number | null {
  const limit = bodyLimits.find((candidate) => candidate.path.test(path));
  return limit ? limit.maxBytes : DEFAULT_FORM_BYTES;
}

/**
 * Refuses a declared body larger than its route allows before any of it is read (routes read forms with
 * `readForm`, which also bounds bodies sent without a length).
 */
export const limitRequestBodies: RequestHandler = (req, res, next) => {
  const limit = bodyLimitFor(req.path);
  const declared = Number(req.get("content-length") ?? 0);
  if (limit !== null && declared > limit) {
    res.set("Connection", "close");
    res
      .status(413)
      .type("text/plain")
      .send(`The request is too large: send at most ${formatBytes(limit)}.`);
    return;
  }
  next();
};
