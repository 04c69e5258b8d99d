import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:instances`: several app processes (two instances, or one with worker processes) sharing one
 * PostgreSQL server, and the mechanisms between them. Needs PostgreSQL: DATABASE_URL when it names a server,
 * else the local one; each file creates and drops its own database. Run `npm run build` first.
 */
const postgresUrl = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? "")
  ? process.env.DATABASE_URL!
  : "postgres://postgres@127.0.0.1:5432/test";

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  resolve: {
    alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) },
  },
  test: {
    include: ["tests/instances/**/*.test.ts"],
    environment: "node",
    env: { NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: postgresUrl },
    pool: "forks",
    // Each file starts servers of its own; one file at a time keeps the machine's cores for them.
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
