import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

/**
 * `npm run test:faults`: the production server killed and restarted under load. Minutes rather than seconds, so
 * it runs on its own (one file at a time, nothing else competing for the machine) and not in `test:unit`.
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
