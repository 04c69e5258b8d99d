import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Level, Logger } from "pino";
import { redactUrl } from "../app/utils/log-redaction.ts";

function levelFor(statusCode: number): Level {
  return statusCode >= 500 ? "error" : statusCode >= 400 ? "warn" : "info";
}

/** Registers the log line of one request; Express's `originalUrl` when routing rewrote `url`. */
export type RequestLog = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => void;

/**
 * One log line per answered request: method, URL without secrets, status and time taken. Nothing is built
 * for a line the log level leaves out, so a busy server at `warn` pays a timestamp and a listener per request.
 */
export function requestLog(logger: Logger, skip: (url: string) => boolean): RequestLog {
  let lastId = 0;
  return (req, res) => {
    const url = req.originalUrl ?? req.url ?? "";
    if (skip(url)) return;
    const id = ++lastId;
    const started = performance.now();
    res.once("close", () => {
      const finished = res.writableFinished;
      const level = finished ? levelFor(res.statusCode) : "warn";
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id, method: req.method, url: redactUrl(url) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        finished ? "request completed" : "request aborted",
      );
    });
  };
}

/** The request log as Express middleware. */
export function accessLog(log: RequestLog): RequestHandler {
  return (req, res, next) => {
    log(req, res);
    next();
  };
}
