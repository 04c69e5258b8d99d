/**
 * `npm run deps:check`: the dependency review of docs/decisions/0003-dependencies.md, repeated.
 * 1. Deprecated packages: every package in the installed tree (`npm ls --all`), looked up with `npm view
 *    name@version deprecated`. A known-deprecated package is asked first: a registry that does not carry
 *    deprecation notices (some mirrors do not) is reported, since then no answer proves anything.
 * 2. Direct dependencies a major version behind (`npm outdated`), each of which needs its reason in the
 *    decision record.
 * Exits 1 when a package is deprecated or a major behind without a reason there. Not run by CI or `npm test`:
 * it depends on the registry, and takes minutes (one `npm view` per package).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);
const DECISION = "docs/decisions/0003-dependencies.md";
/** Deprecated on the public registry since 2024 ("not supported, and leaks memory"). */
const DEPRECATED_CANARY = "inflight@1.0.6";

interface TreeNode {
  version?: string;
  dependencies?: Record<string, TreeNode>;
}

async function npm(args: string[]): Promise<string> {
  try {
    return (await run("npm", args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    // `npm outdated` exits 1 when anything is outdated; its answer is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return stdout;
    throw error;
  }
}

function installedPackages(tree: TreeNode, found = new Set<string>()): Set<string> {
  for (const [name, node] of Object.entries(tree.dependencies ?? {})) {
    const spec = `${name}@${node.version}`;
    if (!node.version || found.has(spec)) continue;
    found.add(spec);
    installedPackages(node, found);
  }
  return found;
}

/** The package's deprecation notice, "" when it has none, null when the registry (or cache) has no answer. */
async function deprecation(spec: string): Promise<string | null> {
  try {
    return (await npm(["view", spec, "deprecated"])).trim();
  } catch {
    return null;
  }
}

/** Runs `work` over `items`, a few at a time: one npm process per package is slow but polite. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

const major = (version: string) => Number(version.split(".")[0]);
let failed = false;

if (!(await deprecation(DEPRECATED_CANARY))) {
  console.warn(`! The registry shows no deprecation for ${DEPRECATED_CANARY}: it does not carry deprecation notices,`);
  console.warn("  so the check below cannot find deprecated packages. Run it against the public registry.");
}
const packages = [...installedPackages(JSON.parse(await npm(["ls", "--all", "--json"])) as TreeNode)].sort();
const notices = await mapLimited(packages, 6, deprecation);
const deprecated = packages.flatMap((spec, index) => (notices[index] ? [`${spec}: ${notices[index]}`] : []));
const unanswered = packages.filter((_spec, index) => notices[index] === null);
console.log(`${packages.length} packages in the installed tree; deprecated: ${deprecated.length}`);
for (const line of deprecated) console.log(`  ${line}`);
if (unanswered.length > 0) console.warn(`! no answer for ${unanswered.length}: ${unanswered.join(", ")}`);
if (deprecated.length > 0 || unanswered.length > 0) failed = true;

const outdated = JSON.parse((await npm(["outdated", "--json"])) || "{}") as Record<
  string,
  { current?: string; latest: string } | { current?: string; latest: string }[]
>;
const decision = readFileSync(DECISION, "utf8");
const behind = Object.entries(outdated).flatMap(([name, info]) => {
  const { current, latest } = Array.isArray(info) ? info[0]! : info;
  // Mirrors can lag: a `latest` tag older than what is installed is not a newer major.
  return current && major(latest) > major(current) ? [{ name, current, latest }] : [];
});
console.log(`direct dependencies a major version behind: ${behind.length}`);
for (const { name, current, latest } of behind) {
  const explained = decision.includes(`\`${name}\``);
  console.log(`  ${name} ${current} -> ${latest}${explained ? "" : `  (no reason in ${DECISION})`}`);
  if (!explained) failed = true;
}
process.exitCode = failed ? 1 : 0;
