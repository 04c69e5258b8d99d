import module from "node:module";

/**
 * Keeps V8's compiled code of every module on disk (NODE_COMPILE_CACHE, else Node's folder in the temp directory),
 * so a restart reuses it instead of compiling Express, React and the server bundle again: most of a start's time
 * before its first answer is spent compiling modules. Imported first, before the modules it should cover are run;
 * entries of changed files are simply not used.
 */
module.enableCompileCache();
