import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../setup/app-server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

/**
 * Sends each request as it is on one connection, the next once the answer to the one before has arrived whole (as a
 * kept-alive browser connection does), and reads everything the server answers until it closes.
 */
function rawExchange(base: string, ...requests: string[]): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let answer = "";
    let sent = 0;
    const answeredWhole = () => {
      const ends = [...answer.matchAll(/Content-Length: (\d+)\r\n[^]*?\r\n\r\n/gi)];
      const last = ends.at(-1);
      return ends.length === sent && last && answer.length >= last.index + last[0].length + Number(last[1]);
    };
    const socket = connect(Number(port), hostname, () => socket.write(requests[sent++]!));
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
      if (sent < requests.length && answeredWhole()) socket.write(requests[sent++]!);
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
  });
}

/** Requests Node refuses before any handler of ours runs. */
describe(`requests the server cannot read (${testDialect})`, () => {
  let database: TestDatabase;
  let server: AppServer;
  const workDir = mkdtempSync(join(tmpdir(), "cto-unreadable-"));

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    database = await createTestDatabase();
    server = await startAppServer(
      {
        DATABASE_URL: database.url,
        SESSION_SECRET: "unreadable-test-secret-that-is-long-enough-0123",
        STORAGE_DIR: join(workDir, "uploads"),
      },
      workDir,
    );
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("answers headers past Node's limit (a 20 KB cookie) with a 431 that says why, logged at info", async () => {
    const cookie = `pile=${"x".repeat(20 * 1024)}`;
    const answer = await rawExchange(server.base, `GET / HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n\r\n`);
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain("Content-Type: text/plain; charset=utf-8");
    expect(body).toBe(
      "The request's headers are too large to read. Deleting this site's cookies in your browser usually fixes it.\n",
    );
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);

    const logged = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes("request could not be read"))
        .map((line) => JSON.parse(line) as { level: number; code: string; res: { statusCode: number } });
    await expect
      .poll(logged)
      .toEqual([expect.objectContaining({ level: 30, code: "HPE_HEADER_OVERFLOW", res: { statusCode: 431 } })]);
    expect(server.output()).not.toContain("x".repeat(100));

    // The server goes on answering.
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });

  it("answers so on a kept-alive connection too, after the answers to its earlier requests", async () => {
    const healthz = "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n";
    const oversized = `GET /search?q=${"%C3%A9".repeat(3_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
    const answer = await rawExchange(server.base, healthz, healthz, oversized);
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d+)/g)].map((match) => Number(match[1]));
    expect(statuses).toEqual([200, 200, 431]);
    expect(answer).toMatch(/The request's headers are too large to read\.[^]*\n$/);
  });

  it("answers a request that is not HTTP with a 400 that says why, and keeps serving", async () => {
    const answer = await rawExchange(server.base, "HELLO THERE\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.split("\r\n\r\n")[1]).toBe("The request could not be read: it is malformed.\n");
    expect((await fetch(`${server.base}/`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
