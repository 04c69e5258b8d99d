/**
 * The last step of `npm run build`: loads every module of the production server once with Node's compile cache on
 * (server/compile-cache.ts), so the first start after a build reads V8's compiled code from disk as later starts do,
 * instead of compiling the new server bundle while its first visitors wait. Loads the modules without starting
 * anything: no database, no port.
 */
import "../server/compile-cache.ts";
import { readdirSync } from "node:fs";
import module from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

// `npm start` runs in production, and React and others pick their production files by this when first loaded.
process.env.NODE_ENV = "production";

const serverBuild = path.resolve(import.meta.dirname, "../build/server");
const load = (file: string) => import(pathToFileURL(file).href);

await import("../server/http-process.ts");
await load(path.join(serverBuild, "index.js"));
// The bundle loads React Router's build and its routes' chunks only when the first request comes.
for (const chunk of readdirSync(path.join(serverBuild, "assets")).filter((file) => file.endsWith(".js"))) {
  await load(path.join(serverBuild, "assets", chunk));
}
module.flushCompileCache();
console.log(`compile cache filled for the server: ${module.getCompileCacheDir()}`);
// A module that set a timer on load would otherwise keep the build waiting.
process.exit(0);
