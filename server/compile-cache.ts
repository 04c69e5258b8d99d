import module from "node:module";

/**
 * Keeps V8's compiled code of every module on disk (NODE_COMPILE_CACHE, else Node's folder in the temp directory),
 * so a restart reuses it instead of compiling Express, React and the server bundle again: most of a start's time
 * before its first answer is spent compiling modules. A module compiled before this runs is not covered, so
 * server/index.ts loads the server only after it, and the build fills the cache the same way
 * (scripts/fill-compile-cache.ts). Entries of changed files are simply not used.
 */
module.enableCompileCache();
