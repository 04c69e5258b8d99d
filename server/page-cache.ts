import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { getDb } from "~/db/client.server";
import { nextScheduledPublication } from "~/models/article.server";
import { readContentVersion } from "~/models/content-version.server";
import { PUBLIC_CACHE_CONTROL, SHARED_MAX_AGE_S, STALE_S } from "~/utils/seo";
import { SESSION_COOKIE_NAME } from "~/utils/auth-constants";
import { onContentChanged } from "~/utils/content-events.server";
import { logger } from "~/utils/logger.server";
import { pageFromSearchParams } from "~/utils/pagination";
import { searchQueryFrom } from "~/utils/search-outcome";
import { TOAST_COOKIE_NAME } from "~/utils/toast.server";
import { type Coding, preferredCoding } from "./content-coding";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * How a page reads a query parameter, as its loader does: the value it acts on, or null for the one it takes when the
 * parameter is absent. Every spelling of one value (`page=01`, `page=abc` for the first page, a query with a trailing
 * space) is then one entry, rendered once.
 */
type Reading = (value: string) => string | null;
const listPage: Reading = (value) => {
  const page = pageFromSearchParams(new URLSearchParams({ page: value }));
  return page === 1 ? null : String(page);
};
const searchQuery: Reading = (value) => searchQueryFrom(value) || null;

/**
 * Public reading pages and feeds, and their `.data` requests, each with the query parameters its loaders and
 * components read (app/routes), and how. Any other parameter (a newsletter's `utm_*`, a click id) is left out of the
 * cache key and out of the address the page is rendered for: every value of it is served the one entry. An
 * allow-list, not a list of known trackers: new trackers and random values cannot make a page render again, and a
 * parameter a page starts reading without being named here is ignored for everyone alike, never cached for one reader
 * and shown to others.
 */
const CACHEABLE: { path: RegExp; reads: Record<string, Reading> }[] = [
  { path: /^\/(_root\.data)?$/, reads: { page: listPage } },
  { path: /^\/(all-articles|category\/[^/]+)(\.data)?$/, reads: { page: listPage } },
  { path: /^\/search(\.data)?$/, reads: { q: searchQuery, page: listPage } },
  { path: /^\/(privacy-policy|terms-of-service|article\/[^/]+)(\.data)?$/, reads: {} },
  { path: /^\/(rss\.xml|sitemap\.xml|robots\.txt|sitemap\/\d+\.xml)$/, reads: {} },
];
/** Only to parse the site's own paths with `URL`. */
const SITE = "http://site.invalid";
/** React Router's own parameters of a `.data` request: which loaders it runs. */
const DATA_REQUEST_READS = ["_routes", "index"];
/** A signed-in visitor or a pending toast gets a page of their own. */
const PERSONAL_COOKIE = new RegExp(
  `(^|;\\s*)(__Secure-)?(${[SESSION_COOKIE_NAME, TOAST_COOKIE_NAME].map((name) => name.replaceAll(".", "\\.")).join("|")})=`,
);
const MAX_AGE_MS = 10 * 60 * 1000;
/** How often the shared content version is read: other instances' edits show within this. */
const VERSION_CHECK_MS = 250;
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * PUBLIC_CACHE_CONTROL, cut short before the next scheduled publication (when known; undefined: not yet looked up),
 * so that a CDN, too, neither keeps nor serves stale a page from before it and shows the article on time.
 */
function publicCacheControl(nextPublication: number | null | undefined, now = Date.now()): string {
  if (nextPublication === null) return PUBLIC_CACHE_CONTROL;
  const left = nextPublication === undefined ? 0 : Math.max(0, Math.floor((nextPublication - now) / 1000));
  if (left >= SHARED_MAX_AGE_S + STALE_S) return PUBLIC_CACHE_CONTROL;
  if (left > SHARED_MAX_AGE_S) {
    return `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${left - SHARED_MAX_AGE_S}`;
  }
  return `public, max-age=0, s-maxage=${left}`;
}

/**
 * What any other response of the app says to caches unless its route chose (a feed, an image): a response that says
 * nothing may be kept by a CDN's default TTL, and the contact page's signed form time, a sign-in redirect or a
 * not-found page would then be served to others. Browsers keep it for back and forward and ask again otherwise.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/**
 * A signed-in visitor's answer is theirs alone, whatever its route says of caching: set when the head is written,
 * this replaces a route's own Cache-Control (a feed's `public`) instead of being sent beside it. An answer that never
 * changes under its address (an uploaded image) is the same for everyone, and the browser keeps it.
 */
function keepPrivate(res: Response) {
  beforeHead(res, () => {
    if (!/\bimmutable\b/.test(String(res.getHeader("cache-control") ?? ""))) {
      res.setHeader("cache-control", "private, no-store");
    }
  });
}

/** Runs `setHeaders` as the response's head is written: after the route has set its own headers. */
function beforeHead(res: Response, setHeaders: () => void) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    setHeaders();
    return writeHead(...args);
  }) as Response["writeHead"];
}

/**
 * Gives PRIVATE_CACHE_CONTROL to every response of the app that reaches its head without a Cache-Control of its own,
 * and keeps a signed-in visitor's private. Static files are served before the app, with their own caching: scripts,
 * styles and icons are the same for everyone, and a signed-in visitor's browser keeps them too.
 */
export const privateUnlessSaidOtherwise: RequestHandler = (req, res, next) => {
  if (req.method === "GET" && PERSONAL_COOKIE.test(req.get("cookie") ?? "")) keepPrivate(res);
  beforeHead(res, () => {
    if (!res.hasHeader("cache-control")) res.setHeader("cache-control", PRIVATE_CACHE_CONTROL);
  });
  next();
};

interface Entry {
  status: number;
  contentType: string;
  /**
   * Every header the page is answered with but its type, length, encoding and Cache-Control (which depends on when it
   * is answered), as `writeHead` takes them: those the rendered response carried (the security headers among them,
   * the CSP naming the nonce its inline scripts carry) and the cache's own.
   */
  headers: string[];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The ETag of each coding: a CDN that revalidates one coding must not hear that another one is current. */
  etags: Record<"identity" | Coding, string>;
  expiresAt: number;
  bytes: number;
}

/**
 * Rendered anonymous pages, kept already compressed, in insertion (LRU) order. Emptied whenever published
 * content changes; no entry outlives the next scheduled publication, so a scheduled article appears on time.
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;
  private nextPublication: number | null | undefined;
  private version: number | undefined;
  private versionCheckedAt = 0;
  private versionCheck: Promise<void> | undefined;
  private versionChecking = false;

  get currentGeneration() {
    return this.generation;
  }

  /** What a CDN may do with a page answered now. */
  get cacheControl() {
    return publicCacheControl(this.nextPublication);
  }

  invalidate() {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
    this.nextPublication = undefined;
  }

  /**
   * Empties the cache when published content changed anywhere: another instance, another worker, a script.
   * The version is read at most every VERSION_CHECK_MS; requests meanwhile share the one read.
   */
  syncVersion(now = Date.now()): Promise<void> {
    if (now - this.versionCheckedAt < VERSION_CHECK_MS) return this.versionCheck ?? Promise.resolve();
    this.versionCheckedAt = now;
    this.versionChecking = true;
    this.versionCheck = readContentVersion(getDb())
      .then(
        (version) => {
          if (this.version !== undefined && version !== this.version) this.invalidate();
          this.version = version;
        },
        (error: unknown) => {
          // Without the version the cache cannot be trusted.
          logger.warn({ err: error }, "content version could not be read; page cache emptied");
          this.invalidate();
        },
      )
      .finally(() => (this.versionChecking = false));
    return this.versionCheck;
  }

  /** Whether the shared version was read lately and is not being read now, so entries may be served at once. */
  inSync(now = Date.now()): boolean {
    return !this.versionChecking && this.version !== undefined && now - this.versionCheckedAt < VERSION_CHECK_MS;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  async expiryFor(now: number): Promise<number> {
    let next = this.nextPublication;
    if (next === undefined) {
      const generation = this.generation;
      next = (await nextScheduledPublication(getDb(), new Date(now)))?.getTime() ?? null;
      // A change that emptied the cache while this read was out may have scheduled what the read could not see (on
      // PostgreSQL its notice can overtake a read begun before it committed): that answer is not kept.
      if (generation === this.generation) this.nextPublication = next;
    }
    if (next !== null && next <= now) {
      // A scheduled article has just gone live: everything rendered before it is stale.
      this.invalidate();
      return this.expiryFor(now);
    }
    return Math.min(now + MAX_AGE_MS, next ?? Number.POSITIVE_INFINITY);
  }

  set(key: string, entry: Entry, generation: number) {
    // Rendered from data older than the last change: not worth keeping.
    if (generation !== this.generation) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/**
 * The address a cacheable request is kept and rendered under: its path and the parameters its page reads, as it reads
 * them, sorted.
 */
function cacheKey(method: string | undefined, url: string, cookie: string | undefined): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const page = CACHEABLE.find((cacheable) => cacheable.path.test(path));
  if (!page) return null;
  if (PERSONAL_COOKIE.test(cookie ?? "")) return null;
  if (queryAt === -1) return path;
  const asked = new URLSearchParams(url.slice(queryAt + 1));
  const query = new URLSearchParams();
  for (const [name, read] of Object.entries(page.reads)) {
    // The loaders read the first value, as URLSearchParams.get does.
    const value = asked.get(name);
    const meant = value === null ? null : read(value);
    if (meant !== null) query.set(name, meant);
  }
  if (path.endsWith(".data")) {
    for (const [name, value] of asked) if (DATA_REQUEST_READS.includes(name)) query.append(name, value);
  }
  query.sort();
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Has the app render `key` instead of the address asked, so the page kept for everyone echoes none of the parameters
 * left out of it (the pagination links and the newsletter form's way back repeat the address). A redirect, which
 * would have carried them on, gets them back: a renamed article's tracked link still arrives tracked.
 */
function renderAsKey(req: Request, res: Response, key: string) {
  if (req.originalUrl === key) return;
  const kept = new URL(key, SITE).searchParams;
  const dropped = [...new URL(req.originalUrl, SITE).searchParams].filter(([name]) => !kept.has(name));
  req.url = key;
  req.originalUrl = key;
  beforeHead(res, () => {
    const location = res.getHeader("location");
    if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== "string") return;
    if (!location.startsWith("/") || location.startsWith("//")) return;
    const target = new URL(location, SITE);
    for (const [name, value] of dropped) target.searchParams.append(name, value);
    res.setHeader("location", target.pathname + target.search + target.hash);
  });
}

/**
 * Answers with a cached page in one `writeHead`. Given after Express has set headers of its own (a fresh nonce's
 * CSP among them), the entry's headers replace those of the same name.
 */
function answer(req: IncomingMessage, res: ServerResponse, entry: Entry, cacheControl: string) {
  const encoding = preferredCoding(req.headers["accept-encoding"], () => true) ?? "identity";
  const etag = entry.etags[encoding];
  if (namesEtag(req.headers["if-none-match"], etag)) {
    res.writeHead(304, [...entry.headers, "etag", etag, "cache-control", cacheControl]).end();
    return;
  }
  const body = entry[encoding];
  const headers = [...entry.headers, "etag", etag, "cache-control", cacheControl];
  headers.push("content-type", entry.contentType, "content-length", String(body.length));
  if (encoding !== "identity") headers.push("content-encoding", encoding);
  res.writeHead(entry.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Whether If-None-Match names the page as answered now: `*`, or a list of tags compared weakly (RFC 9110 13.1.2), so
 * a CDN's weakened `W/"…"` or the tags of every copy it holds still get a 304.
 */
function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Headers of the rendered response that the cache sets itself, or that belong to one transfer only. */
const NOT_REPLAYED = new Set([
  "cache-control",
  "vary",
  "etag",
  "x-page-cache",
  "content-type",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
]);

function replayedHeaders(rendered: OutgoingHttpHeaders): string[] {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(rendered)) {
    if (NOT_REPLAYED.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.push(name, String(item));
  }
  headers.push("vary", "Accept-Encoding, Cookie");
  headers.push("x-page-cache", "hit");
  return headers;
}

/** Captures what the app writes for a cacheable request and stores it, compressed, once the response ends. */
function capture(req: Request, res: Response, key: string, cache: PageCache, done: () => void) {
  const generation = cache.currentGeneration;
  // An aborted response never finishes: let waiting requests render for themselves.
  res.once("close", () => {
    if (!res.writableFinished) done();
  });
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
  };
  beforeHead(res, () => {
    // Only a plain 200 without cookies may be kept by us or by a CDN.
    const shareable = res.statusCode === 200 && !res.getHeader("set-cookie");
    res.setHeader("cache-control", shareable ? cache.cacheControl : "no-store");
    res.setHeader("vary", "Accept-Encoding, Cookie");
    res.setHeader("x-page-cache", "miss");
  });
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];
  res.once("finish", () => {
    if (res.statusCode !== 200 || res.getHeader("set-cookie") || req.method === "HEAD") return done();
    store(res, key, Buffer.concat(chunks), generation, cache)
      .catch((error: unknown) => logger.warn({ err: error, key }, "page could not be cached"))
      .finally(done);
  });
}

async function store(res: Response, key: string, identity: Buffer, generation: number, cache: PageCache) {
  const now = Date.now();
  const [gzipped, brotli, expiresAt] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    cache.expiryFor(now),
  ]);
  const hash = createHash("sha1").update(identity).digest("base64url");
  cache.set(
    key,
    {
      status: res.statusCode,
      contentType: String(res.getHeader("content-type") ?? "text/html; charset=utf-8"),
      headers: replayedHeaders(res.getHeaders()),
      identity,
      gzip: gzipped,
      br: brotli,
      etags: { identity: `"${hash}"`, gzip: `"${hash}-gzip"`, br: `"${hash}-br"` },
      expiresAt,
      bytes: identity.length + gzipped.length + brotli.length,
    },
    generation,
  );
}

/**
 * Serves anonymous GETs of public pages from the cache, and fills it from what the app renders. Signed-in
 * visitors, pending toasts and responses that set cookies always get a fresh render.
 */
export function pageCacheMiddleware(cache: PageCache): RequestHandler {
  onContentChanged(() => cache.invalidate());
  const filling = new Map<string, Promise<void>>();
  return (req, res, next) => {
    const key = cacheKey(req.method, req.originalUrl, req.get("cookie"));
    if (!key) return next();
    void cache.syncVersion().then(() => lookUp(req, res, key, next));
  };

  function lookUp(req: Request, res: Response, key: string, next: (error?: unknown) => void) {
    const entry = cache.get(key);
    if (entry) return answer(req, res, entry, cache.cacheControl);
    const pending = filling.get(key);
    if (pending) {
      // The same page is being rendered for someone else: wait for it rather than render it again.
      void pending.then(() => {
        const filled = cache.get(key);
        if (filled) answer(req, res, filled, cache.cacheControl);
        else render(req, res, key, next);
      });
      return;
    }
    render(req, res, key, next);
  }

  function render(req: Request, res: Response, key: string, next: (error?: unknown) => void) {
    let finish = () => {};
    const rendering = new Promise<void>((resolve) => (finish = resolve));
    filling.set(key, rendering);
    renderAsKey(req, res, key);
    capture(req, res, key, cache, () => {
      // Called on close and after storing; a later render of the same page may own the slot by then.
      if (filling.get(key) === rendering) filling.delete(key);
      finish();
    });
    // The render's Cache-Control names the next scheduled publication: known at once but after a content change.
    cache.expiryFor(Date.now()).then(() => next(), next);
  }
}

/**
 * The cache seen from the HTTP server, ahead of Express: a request for a page the cache holds, while the shared
 * version is known to be current, gets the function that answers it; anything else (a miss, a signed-in visitor, a
 * version check due) gets undefined and goes through the middleware above.
 */
export function cachedPageLookup(cache: PageCache) {
  return (req: IncomingMessage): ((res: ServerResponse) => void) | undefined => {
    if (!cache.inSync()) return undefined;
    const key = cacheKey(req.method, req.url ?? "", req.headers.cookie);
    const entry = key === null ? undefined : cache.get(key);
    return entry && ((res) => answer(req, res, entry, cache.cacheControl));
  };
}
