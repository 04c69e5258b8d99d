/**
 * The last step of `npm run build`: starts the new production server once, on a throwaway database and a free
 * port, has it render a few pages and stops it, so that Node's compile cache (server/compile-cache.ts) holds V8's code
 * of every module of the server and of the functions a request runs. The first real start after a build then
 * compiles nothing, as later starts. The cache only makes starts quicker: should this fail, the build still
 * succeeds and says why.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchServerEnv, startBenchServer, stopBenchServer } from "./lib/bench-server.ts";
import { freePort } from "./lib/free-port.ts";

const workDir = mkdtempSync(path.join(tmpdir(), "cto-compile-cache-"));
try {
  const port = await freePort();
  // Its own files and one process, whatever the building shell's configuration names.
  const env = benchServerEnv(port, workDir, {
    WEB_CONCURRENCY: "1",
    STORAGE_DRIVER: "local",
    SEED_DEMO_CONTENT: "true",
    LOG_LEVEL: "error",
  });
  const { child } = await startBenchServer(env, "/");
  try {
    const home = await (await fetch(`${env.SITE_URL}/`)).text();
    const article = /href="(\/article\/[^"?#]+)"/.exec(home)?.[1];
    for (const page of [article, "/all-articles", "/search?q=cloud", "/contact"]) {
      if (page) await (await fetch(`${env.SITE_URL}${page}`)).arrayBuffer();
    }
  } finally {
    await stopBenchServer(child);
  }
  console.log("compile cache filled for the server's first start");
} catch (error) {
  console.warn(`the compile cache was not filled (the first start will compile the server): ${String(error)}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
