import "./compile-cache.ts";

// Loaded once the compile cache is on, so every module of the server is compiled through it.
const { main } = await import("./http-process.ts");

try {
  await main();
} catch (error) {
  // A bad variable or an unreachable database stops the start with a message that names it, not a stack trace.
  if (error instanceof Error && (error.name === "EnvError" || error.name === "StartupError")) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
