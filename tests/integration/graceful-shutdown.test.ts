import { request } from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { startServer, wasRefused } from "../setup/server-process";
import { useTestDatabase } from "../setup/test-database";

/** server/http-process.ts: how long in-flight requests get after SIGTERM before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;
const IN_FLIGHT = 10;

interface SlowRequest {
  /** Sends the rest of the body. */
  finish: () => void;
  response: Promise<{ status: number; connection: string | undefined; body: string }>;
}

/** A POST whose headers and first half of the body are sent now and the rest only when asked. */
function slowPost(port: number, path: string, body: string): SlowRequest {
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const response = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { finish, response };
}

describe("SIGTERM", () => {
  const database = useTestDatabase();
  const workDir = mkdtempSync(join(tmpdir(), "cto-shutdown-"));

  beforeAll(() => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
  });

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  // A start can take a while on a busy machine; the grace period itself is measured from the signal.
  it(
    "finishes the requests in flight, refuses new connections and exits 0 within the grace period",
    {
      timeout: 180_000,
    },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const log: string[] = [];
      const server = await startServer(
        {
          PORT: String(port),
          SITE_URL: base,
          DATABASE_URL: database.url,
          STORAGE_DIR: join(workDir, "uploads"),
          SESSION_SECRET: "shutdown-test-secret-that-is-long-enough-0123",
          SEED_DEMO_CONTENT: "false",
          LOG_LEVEL: "info",
          RATE_LIMITS: "leadIp=1000",
        },
        log,
      );
      const contact = await (await fetch(`${base}/contact`)).text();
      const formStartedAt = /name="formStartedAt" value="([^"]+)"/.exec(contact)?.[1] ?? "";
      // Older than the spam trap's minimum fill time, or the leads would be answered but not stored.
      await new Promise((resolve) => setTimeout(resolve, 2_100));

      const emails = Array.from({ length: IN_FLIGHT }, (_, index) => `draining-${index}@shutdown.example.com`);
      const inFlight = emails.map((email) =>
        slowPost(
          port,
          "/api/leads",
          new URLSearchParams({
            firstName: "Draining",
            lastName: "Visitor",
            company: "Shutdown Ltd",
            email,
            phone: "+1 555 010 0000",
            touchpoint: "Contact Form",
            formStartedAt,
            website: "",
          }).toString(),
        ),
      );
      // Every request's headers have reached the server and its handler is reading the body.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const signalled = performance.now();
      server.child.kill("SIGTERM");
      await expect
        .poll(
          () =>
            fetch(`${base}/healthz`).then(
              () => "served",
              (error) => (wasRefused(error) ? "refused" : "failed"),
            ),
          {
            timeout: 5_000,
          },
        )
        .toBe("refused");
      expect(server.child.exitCode, "still draining").toBeNull();

      for (const slow of inFlight) slow.finish();
      const responses = await Promise.all(inFlight.map((slow) => slow.response));
      for (const response of responses) {
        expect(response.status).toBe(200);
        expect(JSON.parse(response.body)).toMatchObject({ ok: true });
        // Told not to reuse the connection: it would reach a process that is going away.
        expect(response.connection).toBe("close");
      }

      expect(await server.exited, log.join("")).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(SHUTDOWN_GRACE_MS);
      expect(log.join("")).toContain("shutdown complete");
      const stored = await database.db.selectFrom("leads").select("email").where("email", "in", emails).execute();
      expect(stored.map((row) => row.email).sort()).toEqual([...emails].sort());
    },
  );
});
