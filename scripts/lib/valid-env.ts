/**
 * Imported first by a command that loads the app's modules, so it runs before any of them reads the environment:
 * a bad variable stops the command with the server's own message (which names it), not a stack trace.
 */
import { EnvError, getEnv } from "~/utils/env.server";

try {
  getEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
