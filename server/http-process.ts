import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { accessLog, requestLog } from "./access-log.ts";
import { answerUnreadableRequests } from "./client-errors.ts";
import { compressible } from "./content-coding.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { runPrimary } from "./cluster.ts";
import { boundRequestBody } from "./request-body-deadlines.ts";
import { closeConnectionIfBodyUnread } from "./unread-bodies.ts";
import { nonceSourceExpression, securityHeaders } from "./security-headers.ts";

/**
 * The HTTP process: security headers, compression, static files, request logs, graceful shutdown.
 * Runs with Node's own TypeScript support; app code comes from the React Router server bundle.
 */

interface AppModule {
  app: RequestHandler;
  /** Serves anonymous public pages from memory; absent with PAGE_CACHE=off. */
  pageCache?: RequestHandler;
  /** The page cache ahead of Express: how to answer a request from memory, or undefined to go through the chain. */
  cachedPage?: (req: IncomingMessage) => ((res: ServerResponse) => void) | undefined;
  isUploadPath: (path: string) => boolean;
  getEnv: () => {
    PORT: number;
    HOST: string;
    SITE_URL: string;
    TRUST_PROXY: false | number | string[];
    NODE_ENV: string;
    WEB_CONCURRENCY: number;
  };
  logger: Logger;
  prepareDatabase: () => Promise<void>;
  startBackgroundWork: (work: { recleanStoredArticles: boolean }) => void;
  shutdownApp: () => Promise<void>;
}

// Development only when asked for: an unset NODE_ENV runs the production server with its CSP.
const DEVELOPMENT = process.env.NODE_ENV === "development";
const SHUTDOWN_GRACE_MS = 10_000;
const root = path.resolve(import.meta.dirname, "..");

async function loadAppModule(): Promise<{ mod: AppModule; handler: RequestHandler; devMiddleware?: RequestHandler }> {
  if (!DEVELOPMENT) {
    const serverBuild = path.join(root, "build/server/index.js");
    if (!existsSync(serverBuild)) {
      console.error(`There is no production build (${serverBuild}): run \`npm run build\` first.`);
      process.exit(1);
    }
    const mod = (await import(serverBuild)) as AppModule;
    return { mod, handler: mod.app };
  }
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  const load = () => vite.ssrLoadModule("./server/app.ts") as Promise<AppModule>;
  const mod = await load();
  // Reload per request so edits show without a restart.
  const handler: RequestHandler = async (req, res, next) => {
    try {
      (await load()).app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  };
  return { mod, handler, devMiddleware: vite.middlewares };
}

/** Starts the server (or, with WEB_CONCURRENCY above 1, the cluster's primary that forks its workers). */
export async function main() {
  const { mod, handler, devMiddleware } = await loadAppModule();
  const env = mod.getEnv();
  const { logger } = mod;
  // In a cluster the primary migrates and seeds the database before forking; the first worker does the one-off work.
  if (!cluster.isWorker) {
    await mod.prepareDatabase();
    if (env.WEB_CONCURRENCY > 1 && !DEVELOPMENT) {
      await mod.shutdownApp();
      runPrimary(env.WEB_CONCURRENCY, logger, SHUTDOWN_GRACE_MS);
      return;
    }
  }

  let stopping = false;
  // Responses not yet begun: at shutdown they too are told to close their connection.
  const unanswered = new Set<express.Response>();
  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    // During shutdown, answer and let the client reconnect elsewhere instead of keeping the socket.
    if (stopping) {
      res.set("Connection", "close");
    } else {
      unanswered.add(res);
      res.once("close", () => unanswered.delete(res));
    }
    next();
  });
  if (env.TRUST_PROXY !== false) app.set("trust proxy", env.TRUST_PROXY);
  app.use((req, res, next) => {
    // Resolved once, here, where the trusted proxies are known; limits and the audit trail use this.
    res.locals.clientIp = req.ip ?? null;
    next();
  });

  // Access-log lines hold no headers and a URL already stripped of secrets: the header redaction of the app's
  // logger would find nothing there, and cost a tenth of a cached page's CPU at the default level.
  const accessLogger = logger.child({}, { redact: [] });
  const logRequest = requestLog(accessLogger, (url) => url === "/healthz" || url.startsWith("/assets/"));
  app.use(accessLog(logRequest));

  const https = env.SITE_URL.startsWith("https:");
  app.use(
    securityHeaders(
      {
        contentSecurityPolicy: DEVELOPMENT
          ? false
          : {
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc: ["'self'", nonceSourceExpression],
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", "data:"],
                fontSrc: ["'self'", "data:"],
                connectSrc: ["'self'"],
                formAction: ["'self'"],
                frameAncestors: ["'none'"],
                objectSrc: ["'none'"],
                baseUri: ["'self'"],
                upgradeInsecureRequests: https ? [] : null,
              },
            },
        strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      },
      // The site needs no device features; a script that got in could not ask for them either.
      { "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    ),
  );
  app.use(compression({ filter: (req, res) => compressible(res.getHeader("etag")) && compression.filter(req, res) }));
  // Cached public pages are answered here, before static files and the app's own middleware.
  if (mod.pageCache) app.use(mod.pageCache);

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    // Hashed build assets never change under the same name.
    const assets = path.join(root, "build/client/assets");
    const assetCaching = { immutable: true, maxAge: "1y" };
    app.use("/assets", precompressedAssets(assets, assetCaching), express.static(assets, assetCaching));
    const publicFiles = express.static(path.join(root, "build/client"), { maxAge: "1h" });
    // Pages have no file extension: only paths that name a file are looked up on disk.
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }
  app.use(handler);

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    boundRequestBody(req, {
      isUpload: mod.isUploadPath(path),
      cutOff: (reason) => logger.warn({ method: req.method, path }, `request cut off: ${reason}`),
    });
    closeConnectionIfBodyUnread(req, res);
    // A cached page needs nothing of the chain: its headers, the security headers among them, were kept with it.
    const answerFromCache = stopping ? undefined : mod.cachedPage?.(req);
    if (!answerFromCache) return app(req, res);
    logRequest(req, res);
    answerFromCache(res);
  }).listen(env.PORT, env.HOST, () => {
    logger.info(
      { url: env.SITE_URL, port: env.PORT, mode: DEVELOPMENT ? "development" : "production" },
      "server listening",
    );
    mod.startBackgroundWork({ recleanStoredArticles: !cluster.isWorker || cluster.worker?.id === 1 });
  });
  server.keepAliveTimeout = 65_000;
  server.on("clientError", answerUnreadableRequests(logger));
  // Bodies are bounded per request instead (boundRequestBody): Node's one bound for every request cut slow uploads
  // off. Headers still have to arrive within Node's headersTimeout (60 s).
  server.requestTimeout = 0;

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const res of unanswered) if (!res.headersSent) res.set("Connection", "close");
    logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await mod.shutdownApp();
      logger.info("shutdown complete");
      process.exit(0);
    });
    // Keep-alive sockets of requests that finish after the signal become idle later: sweep them too.
    setInterval(() => server.closeIdleConnections(), 200).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
