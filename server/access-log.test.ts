import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { accessLog, requestLog } from "./access-log";

/** A server whose routes answer the status in their path, logging through accessLog at the given level. */
async function logged(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(accessLog(requestLog(pino({ level }, sink), (url) => url.startsWith("/assets/"))));
  app.get("/status/:code", (req, res) => {
    res.status(Number(req.params.code)).send("answer");
  });
  app.get("/assets/app.js", (_req, res) => {
    res.send("asset");
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { lines, base, close: () => server.close() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("accessLog", () => {
  it("writes one line per request with a level by status, and keeps secrets out of the URL", async () => {
    const { lines, base, close } = await logged("info");
    await fetch(`${base}/status/200?token=abc&page=2`);
    await fetch(`${base}/status/404`);
    await fetch(`${base}/status/503`);
    await fetch(`${base}/assets/app.js`);
    await settle();
    close();
    expect(lines.map((line) => [line.level, line.msg, line.req, line.res])).toEqual([
      [
        30,
        "request completed",
        { id: 1, method: "GET", url: "/status/200?token=[redacted]&page=2" },
        { statusCode: 200 },
      ],
      [40, "request completed", { id: 2, method: "GET", url: "/status/404" }, { statusCode: 404 }],
      [50, "request completed", { id: 3, method: "GET", url: "/status/503" }, { statusCode: 503 }],
    ]);
    for (const line of lines) expect(line.responseTime).toEqual(expect.any(Number));
  });

  it("at level warn, writes the failures only", async () => {
    const { lines, base, close } = await logged("warn");
    await fetch(`${base}/status/200`);
    await fetch(`${base}/status/404`);
    await settle();
    close();
    expect(lines.map((line) => line.res)).toEqual([{ statusCode: 404 }]);
  });

  it("logs a request answered by the HTTP server itself, without Express", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = requestLog(pino({ level: "info" }, sink), () => false);
    const server = createServer((req, res) => {
      log(req, res);
      res.writeHead(200, ["content-type", "text/plain"]).end("cached");
    }).listen(0, "127.0.0.1");
    await once(server, "listening");
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/article/x?token=abc`);
    await settle();
    server.close();
    expect(lines.map((line) => [line.msg, line.req, line.res])).toEqual([
      ["request completed", { id: 1, method: "GET", url: "/article/x?token=[redacted]" }, { statusCode: 200 }],
    ]);
  });
});
