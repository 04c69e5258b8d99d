import { createServer, type IncomingMessage, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type BodyDeadlines, boundRequestBody } from "../../server/request-body-deadlines";

/** The production bounds scaled down from minutes to fractions of a second, so a test can send slowly. */
const deadlines: BodyDeadlines = { bodyTimeoutMs: 1_000, uploadMinBytesPerSecond: 20_000, uploadWindowMs: 600 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a client sending a body at its own pace saw: the server's answer, or the connection closed without one. */
interface Outcome {
  answer: string | null;
  seconds: number;
}

describe("request body deadlines", () => {
  let server: Server;
  const cutOffs: string[] = [];

  /** A real HTTP server whose one route counts the body's bytes, after holding it back for `holdMs` when asked. */
  async function start(holdMs = 0): Promise<number> {
    server = createServer((req: IncomingMessage, res) => {
      boundRequestBody(req, { isUpload: req.url === "/upload", deadlines, cutOff: (reason) => cutOffs.push(reason) });
      let bytes = 0;
      const read = () => {
        req.on("data", (chunk: Buffer) => (bytes += chunk.length));
        req.on("end", () => res.end(`received ${bytes}`));
      };
      // A store that is slow to take an upload pauses the body as the app streams it there.
      if (holdMs > 0) {
        req.pause();
        setTimeout(() => {
          read();
          req.resume();
        }, holdMs);
      } else {
        read();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  afterEach(async () => {
    cutOffs.length = 0;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Posts `chunks` chunks of `chunkBytes`, one every `everyMs`, announcing `declared` bytes (all of them unless said). */
  function post(
    port: number,
    path: string,
    { chunks, chunkBytes, everyMs, declared = chunks! * chunkBytes! }: Record<string, number>,
  ): Promise<Outcome> {
    const started = Date.now();
    return new Promise((resolve) => {
      let answer = "";
      const socket = connect(port, "127.0.0.1", async () => {
        socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: ${declared}\r\n\r\n`);
        for (let index = 0; index < chunks! && !socket.destroyed; index += 1) {
          socket.write(Buffer.alloc(chunkBytes!, 1));
          await sleep(everyMs!);
        }
      });
      socket.on("data", (data) => (answer += data.toString()));
      socket.on("error", () => undefined);
      socket.on("close", () =>
        resolve({ answer: /received \d+/.exec(answer)?.[0] ?? null, seconds: (Date.now() - started) / 1000 }),
      );
      socket.setTimeout(10_000, () => socket.destroy());
      // One request per connection: the server's answer ends the test's exchange.
      socket.on("data", () => (/received \d+/.test(answer) ? socket.end() : undefined));
    });
  }

  // Node's one bound for a whole request answered a 25 MB upload on a slow connection with a 408.
  it("lets a steady upload take longer than any other body may", async () => {
    const port = await start();
    const outcome = await post(port, "/upload", { chunks: 15, chunkBytes: 10_000, everyMs: 200 });
    expect(outcome.answer).toBe("received 150000");
    expect(outcome.seconds).toBeGreaterThan(deadlines.bodyTimeoutMs / 1000);
    expect(cutOffs).toEqual([]);
  });

  it("cuts off an upload that stops arriving", async () => {
    const port = await start();
    const outcome = await post(port, "/upload", { chunks: 1, chunkBytes: 10_000, everyMs: 0, declared: 100_000 });
    expect(outcome.answer).toBeNull();
    expect(outcome.seconds).toBeLessThan(3);
    expect(cutOffs).toEqual([expect.stringMatching(/^its upload arrived at \d+ bytes\/s$/)]);
  });

  it("cuts off an upload that trickles in slower than the minimum rate", async () => {
    const port = await start();
    const outcome = await post(port, "/upload", { chunks: 40, chunkBytes: 1_000, everyMs: 100 });
    expect(outcome.answer).toBeNull();
    expect(cutOffs).toHaveLength(1);
  });

  it("does not count against an upload the time the server holds its body back", async () => {
    const port = await start(2_000);
    const outcome = await post(port, "/upload", { chunks: 10, chunkBytes: 1_000_000, everyMs: 0 });
    expect(outcome.answer).toBe("received 10000000");
    expect(cutOffs).toEqual([]);
  });

  it("still cuts off any other body that has not arrived within the body timeout", async () => {
    const port = await start();
    const outcome = await post(port, "/signin", { chunks: 15, chunkBytes: 10_000, everyMs: 200 });
    expect(outcome.answer).toBeNull();
    expect(outcome.seconds).toBeLessThan(2);
    expect(cutOffs).toEqual(["its body did not arrive within 1000 ms"]);
  });
});
