import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { checkHealth, prepareDatabase, shutdownApp, startBackgroundWork } from "~/startup.server";
import { storageHealth } from "~/utils/storage/storage-check.server";
import { getEnv } from "~/utils/env.server";
import { redactUrl } from "~/utils/log-redaction";
import { logger } from "~/utils/logger.server";
import { LEADS_EXPORT_PATH, NEWSLETTER_EXPORT_PATH } from "~/utils/lead-exports";
import { LIBRARY_DOWNLOAD_ROUTE } from "~/utils/library-download";
import { refuseExportMethod, serveLeadsExport, serveNewsletterExport } from "./csv-exports";
import { serveLibraryDownload } from "./library-download";
import { cachedPageLookup, PageCache, pageCacheMiddleware, privateUnlessSaidOtherwise } from "./page-cache";
import {
  bodyLimitFor,
  limitRequestBodies,
  redirectDotSegments,
  refuseCrossSiteWrites,
  refuseMalformedHosts,
  refuseNulInUrls,
  refuseTrace,
} from "./request-guards";

/**
 * The server bundle's entry: everything that needs app code (database, config, React Router).
 * server/http-process.ts loads it and adds the HTTP concerns around it.
 */
export const app = express();
app.disable("x-powered-by");

// The status follows the database alone: pages are read without the object store, and a balancer that took every
// instance out of service for a storage fault would turn a broken library into a site that is down.
app.get("/healthz", async (_req, res) => {
  const healthy = await checkHealth();
  res
    .status(healthy ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: healthy ? "ok" : "unavailable", storage: storageHealth() });
});

app.use(refuseTrace, refuseNulInUrls, refuseMalformedHosts, redirectDotSegments);
// Before every handler, those of the HTTP process included: a cross-site write hears only that it is refused.
app.use(refuseCrossSiteWrites(getEnv().SITE_URL));
app.get(LIBRARY_DOWNLOAD_ROUTE, serveLibraryDownload);
app.route(LEADS_EXPORT_PATH).get(serveLeadsExport).all(refuseExportMethod);
app.route(NEWSLETTER_EXPORT_PATH).get(serveNewsletterExport).all(refuseExportMethod);

app.use(limitRequestBodies, privateUnlessSaidOtherwise);

const getLoadContext = (_req: express.Request, res: express.Response) => ({
  cspNonce: String(res.locals.cspNonce ?? ""),
  clientIp: (res.locals.clientIp as string | null | undefined) ?? null,
});
const loadServerBuild = () => import("virtual:react-router/server-build");

/**
 * React Router's handler. Given the build as a function, React Router derives its routes again on every request
 * (ranking them and compiling every path pattern: 6% of an uncached page's CPU), which only development needs, to
 * pick up edited routes. In production the build loads with the first request and the handler is made once.
 */
function reactRouterHandler(): express.RequestHandler {
  if (import.meta.env.DEV) return createRequestHandler({ build: loadServerBuild, getLoadContext });
  let handler: Promise<express.RequestHandler> | undefined;
  return (req, res, next) => {
    handler ??= loadServerBuild().then((build) => createRequestHandler({ build, getLoadContext }));
    handler.then((handle) => handle(req, res, next), next);
  };
}

app.use(reactRouterHandler());

/**
 * Errors no handler answered (an address Express cannot decode, a handler that threw): a short text in place of
 * Express's bare HTML page, and a failure of ours in the structured log instead of on stderr.
 */
app.use(((error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = Number((error as { status?: unknown }).status);
  if (status >= 400 && status < 500) {
    const reason = error instanceof URIError ? "it has a malformed %-escape" : "it is malformed";
    res.status(status).type("text/plain").send(`The request could not be read: ${reason}.`);
    return;
  }
  logger.error({ err: error, url: redactUrl(req.originalUrl) }, "request failed");
  res.status(500).type("text/plain").send("Something went wrong on our side. Please try again in a moment.");
}) satisfies express.ErrorRequestHandler);

const cache = getEnv().PAGE_CACHE === "on" ? new PageCache() : undefined;
/** Mounted by the HTTP process ahead of its static files, and so ahead of everything above. */
export const pageCache = cache && pageCacheMiddleware(cache);
/** Asked by the HTTP server before Express: a cached page is answered without the middleware chain. */
export const cachedPage = cache && cachedPageLookup(cache);

/** Uploads stream and bound their own bodies: the HTTP process gives them longer to arrive than other bodies. */
export const isUploadPath = (path: string) => bodyLimitFor(path) === null;

export { getEnv, logger, prepareDatabase, shutdownApp, startBackgroundWork };
