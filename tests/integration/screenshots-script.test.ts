import { spawn } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `npm run screenshots` as an operator runs it when no site is running. */
describe("the screenshots command", () => {
  it("says in one line that no site answers, instead of a stack trace", async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`;
    const child = spawn(join(process.cwd(), "node_modules/.bin/tsx"), ["scripts/screenshots.ts", baseUrl, "/"], {
      env: { PATH: process.env.PATH ?? "" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `No site answers at ${baseUrl}. Start it first (npm start), or pass its address: npm run screenshots -- http://127.0.0.1:3000`,
    );
  });
});
