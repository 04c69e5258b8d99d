import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

/**
 * `npm run test:faults`: the production server killed and restarted under load, on the database DATABASE_URL
 * names (SQLite when unset), like the other tests. Minutes rather than seconds, so it runs on its own, one file at
 * a time, and not in `test:unit`. Run `npm run build` first.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/faults/**/*.test.ts"],
    maxWorkers: 1,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
