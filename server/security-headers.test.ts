import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nonceSourceExpression, securityHeaders } from "./security-headers";

const options = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", nonceSourceExpression],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: https ? [] : null,
    },
  },
  strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});

/** A server answering with the headers one middleware sets, and the nonce it left for the page. */
async function serve(middleware: RequestHandler) {
  const app = express();
  app.use((_req, res, next) => {
    // What the per-request nonce was before securityHeaders took it over.
    res.locals.cspNonce = "fixed-nonce";
    next();
  });
  app.use(middleware);
  app.get("/", (_req, res) => {
    res.send(String(res.locals.cspNonce));
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !["date", "etag", "content-length"].includes(name)));

describe("securityHeaders", () => {
  const servers: { close: () => void }[] = [];
  afterAll(() => servers.forEach((server) => server.close()));

  for (const https of [false, true]) {
    describe(https ? "over https" : "over http", () => {
      let helmetUrl: string;
      let ownUrl: string;
      beforeAll(async () => {
        const reference = await serve(helmet(options(https)));
        const own = await serve(securityHeaders(options(https), { "Permissions-Policy": "camera=()" }));
        servers.push(reference.server, own.server);
        helmetUrl = reference.url;
        ownUrl = own.url;
      });

      it("sends exactly the headers helmet sends, plus the extra ones, with the page's own nonce", async () => {
        const expected = headersOf(await fetch(helmetUrl));
        const response = await fetch(ownUrl);
        const nonce = await response.text();
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(headersOf(response)).toEqual({
          ...expected,
          "content-security-policy": expected["content-security-policy"]!.replace("fixed-nonce", nonce),
          "permissions-policy": "camera=()",
        });
        expect(expected["content-security-policy"]).toContain("'nonce-fixed-nonce'");
        expect(Boolean(expected["strict-transport-security"])).toBe(https);
      });
    });
  }

  it("gives every response a different nonce, also past the first draw of random bytes", async () => {
    const own = await serve(securityHeaders(options(false), {}));
    servers.push(own.server);
    const nonces = new Set<string>();
    for (let i = 0; i < 1100; i++) {
      const response = await fetch(own.url);
      const nonce = await response.text();
      expect(response.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(1100);
  });
});
