import type { RequestHandler } from "express";
import type { Level, Logger } from "pino";
import { redactUrl } from "../app/utils/log-redaction.ts";

function levelFor(statusCode: number): Level {
  return statusCode >= 500 ? "error" : statusCode >= 400 ? "warn" : "info";
}

/**
 * One log line per answered request: method, URL without secrets, status and time taken. Nothing is built
 * for a line the log level leaves out, so a busy server at `warn` pays a timestamp and a listener per request.
 */
export function accessLog(logger: Logger, skip: (url: string) => boolean): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    if (skip(req.url)) return next();
    const id = ++lastId;
    const started = performance.now();
    res.once("close", () => {
      const finished = res.writableFinished;
      const level = finished ? levelFor(res.statusCode) : "warn";
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id, method: req.method, url: redactUrl(req.originalUrl) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        finished ? "request completed" : "request aborted",
      );
    });
    next();
  };
}
