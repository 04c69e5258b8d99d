import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverOf } from "~/db/client.server";
import { freePort } from "../../scripts/lib/free-port";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";
import { killServer, startServer, stopServer, wasRefused, type ServerProcess } from "../setup/server-process";

/**
 * 2,000 lead and newsletter submissions, 20 at a time, against the production server, which is killed with SIGKILL
 * twice mid-run and started again on the same database. A request refused because nothing listened is sent again
 * (it never reached a server); a request cut off mid-flight is not, as it may or may not have been stored.
 * Afterwards every submission answered 2xx is stored exactly once, none is stored twice, and the database passes
 * its own integrity checks.
 */
const SUBMISSIONS = 2000;
const CONCURRENCY = 20;
const KILL_AFTER_ANSWERS = [700, 1400];

interface Submission {
  kind: "lead" | "newsletter";
  email: string;
  company: string;
  attempts: number;
  /** `answered`: a 2xx status arrived; `refused`: another status; `cut off`: the connection broke mid-request. */
  outcome?: "answered" | "refused" | "cut off";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe(`the server killed and restarted under submissions (${testDialect})`, () => {
  let database: TestDatabase;
  const workDir = mkdtempSync(join(tmpdir(), "cto-faults-"));

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    // Not migrated here: the server migrates at its first start, as in production.
    database = await createTestDatabase({ migrate: false });
  });

  afterAll(async () => {
    await database?.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("stores every submission answered 2xx exactly once, and the database checks out", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      SITE_URL: base,
      DATABASE_URL: database.url,
      STORAGE_DIR: join(workDir, "uploads"),
      SESSION_SECRET: "faults-test-secret-that-is-long-enough-0123",
      SEED_DEMO_CONTENT: "false",
      // One client sends everything: the per-network budgets are not what this test is about.
      RATE_LIMITS: "leadIp=1000000000,newsletterIp=1000000000",
    };
    const log: string[] = [];
    const started = performance.now();
    let server: ServerProcess = await startServer(env, log);

    // A signed page time older than the spam trap's minimum, as a person's would be; it stays valid after a
    // restart, as the key comes from SESSION_SECRET.
    const contact = await (await fetch(`${base}/contact`)).text();
    const formStartedAt = /name="formStartedAt" value="([^"]+)"/.exec(contact)?.[1];
    expect(formStartedAt, "a signed page time on /contact").toBeTruthy();
    await sleep(2_100);

    const run = Date.now().toString(36);
    const submissions: Submission[] = Array.from({ length: SUBMISSIONS }, (_, index) => {
      const kind = index % 2 === 0 ? "lead" : "newsletter";
      return { kind, email: `${kind}-${index}-${run}@faults.example.com`, company: `Fault Co ${index}`, attempts: 0 };
    });
    const bodyOf = (submission: Submission) =>
      submission.kind === "lead"
        ? new URLSearchParams({
            firstName: "Fault",
            lastName: "Tester",
            company: submission.company,
            email: submission.email,
            phone: "+1 555 010 0000",
            touchpoint: "Contact Form",
            formStartedAt: formStartedAt!,
            website: "",
          })
        : new URLSearchParams({ email: submission.email, website: "" });

    let answered = 0;
    let kills = 0;
    let restarting: Promise<void> | undefined;
    const killAndRestart = async () => {
      await killServer(server);
      kills += 1;
      server = await startServer(env, log);
    };
    const deadline = Date.now() + 480_000;

    async function send(submission: Submission): Promise<void> {
      for (;;) {
        submission.attempts += 1;
        let response: Response;
        try {
          response = await fetch(`${base}/api/${submission.kind === "lead" ? "leads" : "newsletter"}`, {
            method: "POST",
            body: bodyOf(submission),
          });
        } catch (error) {
          if (!wasRefused(error)) {
            submission.outcome = "cut off";
            return;
          }
          if (Date.now() > deadline) throw new Error(`the server stayed down:\n${log.join("")}`, { cause: error });
          await (restarting ?? sleep(100));
          continue;
        }
        // The status is the answer the visitor sees; the body may still be cut off by a kill.
        submission.outcome = response.ok ? "answered" : "refused";
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          answered += 1;
          if (KILL_AFTER_ANSWERS.includes(answered)) restarting = killAndRestart();
        }
        return;
      }
    }

    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < submissions.length) await send(submissions[next++]!);
      }),
    );
    await restarting;
    expect(await stopServer(server), log.join("")).toBe(0);
    const seconds = (performance.now() - started) / 1000;

    const db = database.db;
    const leadRows = await db.selectFrom("leads").select(["email", "company", "first_name"]).execute();
    const subscriberRows = await db.selectFrom("newsletter_subscribers").select("email").execute();
    const stored = {
      lead: countBy(leadRows.map((row) => row.email)),
      newsletter: countBy(subscriberRows.map((row) => row.email)),
    };
    const cutOff = submissions.filter((submission) => submission.outcome === "cut off");
    console.log(
      `${testDialect}: ${SUBMISSIONS} submissions sent, ${answered} answered 2xx, ${cutOff.length} cut off by a kill, ` +
        `${submissions.filter((submission) => submission.attempts > 1).length} sent again after a refused connection; ` +
        `${leadRows.length} leads and ${subscriberRows.length} subscribers stored; ${kills} kills; ${seconds.toFixed(1)} s`,
    );

    expect(kills).toBe(KILL_AFTER_ANSWERS.length);
    expect(submissions.filter((submission) => submission.outcome === "refused")).toEqual([]);
    // Each kill cuts off the requests in flight (one per client) and, at most once per kept-alive connection, a
    // request that a client sent on a connection the dead server had held open before it learnt of the close.
    expect(cutOff.length).toBeLessThanOrEqual(2 * CONCURRENCY * kills);
    expect(answered).toBe(SUBMISSIONS - cutOff.length);
    for (const submission of submissions) {
      const count = stored[submission.kind].get(submission.email) ?? 0;
      if (submission.outcome === "answered") expect(count, `${submission.email} answered 2xx`).toBe(1);
      else expect(count, `${submission.email} cut off`).toBeLessThanOrEqual(1);
    }
    // Nothing stored that was not sent, and each lead whole.
    const sent = new Map(submissions.map((submission) => [submission.email, submission]));
    for (const row of leadRows) {
      expect(sent.get(row.email)).toMatchObject({ kind: "lead", company: row.company });
      expect(row.first_name).toBe("Fault");
    }
    for (const row of subscriberRows) expect(sent.get(row.email)?.kind).toBe("newsletter");

    if (testDialect === "sqlite") {
      const sqlite = driverOf(db);
      if (sqlite.type !== "sqlite") throw new Error("expected an SQLite database");
      expect(sqlite.database.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
      expect(sqlite.database.pragma("quick_check")).toEqual([{ quick_check: "ok" }]);
      expect(sqlite.database.pragma("foreign_key_check")).toEqual([]);
      // Every commit in the WAL can be written back into the database file, with no reader or writer left.
      const [checkpoint] = sqlite.database.pragma("wal_checkpoint(TRUNCATE)") as {
        busy: number;
        log: number;
        checkpointed: number;
      }[];
      expect(checkpoint?.busy).toBe(0);
      expect(checkpoint?.checkpointed).toBe(checkpoint?.log);
    } else {
      // amcheck: every B-tree index is well-formed and matches its table (heapallindexed), every table's heap
      // pages are sound.
      await sql`create extension if not exists amcheck`.execute(db);
      const indexes = await sql<{ name: string }>`
        select index_class.relname as name from pg_index
        join pg_class index_class on index_class.oid = pg_index.indexrelid
        join pg_class table_class on table_class.oid = pg_index.indrelid
        join pg_namespace on pg_namespace.oid = table_class.relnamespace
        join pg_am on pg_am.oid = index_class.relam
        where pg_namespace.nspname = 'public' and pg_am.amname = 'btree'`.execute(db);
      expect(indexes.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(["leads_pkey", "newsletter_subscribers_email_key"]),
      );
      for (const { name } of indexes.rows) await sql`select bt_index_check(${name}::regclass, true)`.execute(db);
      for (const table of ["leads", "newsletter_subscribers"]) {
        const corrupt = await sql`select * from verify_heapam(${table}::regclass)`.execute(db);
        expect(corrupt.rows, table).toEqual([]);
      }
      const unvalidated = await sql`select conname from pg_constraint where not convalidated`.execute(db);
      expect(unvalidated.rows).toEqual([]);
    }
    const duplicates = await db
      .selectFrom("newsletter_subscribers")
      .select("email")
      .groupBy("email")
      .having((eb) => eb.fn.countAll(), ">", 1)
      .execute();
    expect(duplicates).toEqual([]);
  });
});
