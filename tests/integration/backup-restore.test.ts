import SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { createLead } from "~/models/lead.server";
import { subscribe } from "~/models/subscriber.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

/** `npm run backup` and `npm run restore` as an operator runs them: real processes on the test's own database. */
function command(script: "backup" | "restore", args: string[], databaseUrl: string) {
  const child = spawn(join(process.cwd(), "node_modules/.bin/tsx"), [`scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, output })),
  );
}

const lead = (index: number) => ({
  firstName: "Backed",
  lastName: `Up ${index}`,
  company: `Backup Co ${index}`,
  email: `lead-${index}@backup.example.com`,
  phone: "+1 555 010 0000",
  touchpoint: "Contact Form",
});

async function leadsOf(db: Kysely<Database>) {
  return db.selectFrom("leads").selectAll().orderBy("email").execute();
}

async function subscriberEmails(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("newsletter_subscribers").select("email").orderBy("email").execute();
  return rows.map((row) => row.email);
}

describe(`npm run backup and npm run restore (${testDialect})`, () => {
  let database: TestDatabase;
  const workDir = mkdtempSync(join(tmpdir(), "cto-backup-"));
  const backupFile = join(workDir, testDialect === "sqlite" ? "site.db" : "site.dump");

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  // Each command is a process of its own (a few seconds each on a busy machine).
  it(
    "restores exactly the state of a backup taken while the database was being written",
    { timeout: 120_000 },
    async () => {
      const db = database.db;
      for (let index = 0; index < 20; index += 1) {
        await createLead(db, lead(index));
        await subscribe(db, `kept-${index}@backup.example.com`);
      }
      // Subscribers keep arriving, one after another, while the backup runs.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await subscribe(db, `live-${String(written).padStart(5, "0")}@backup.example.com`);
          written += 1;
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const backup = await command("backup", [backupFile], database.url);
      writing = false;
      await writer;
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`to ${backupFile}`);
      // It holds password hashes, session tokens and every lead: readable by its owner only, whatever the umask.
      expect((statSync(backupFile).mode & 0o777).toString(8)).toBe("600");

      const leadsAtBackup = await leadsOf(db);
      await db.deleteFrom("leads").where("email", "=", lead(0).email).execute();
      await db.updateTable("leads").set({ company: "Changed Ltd" }).where("email", "=", lead(1).email).execute();
      await createLead(db, lead(99));
      await db.deleteFrom("newsletter_subscribers").where("email", "=", "kept-0@backup.example.com").execute();
      await subscribe(db, "after-backup@backup.example.com");

      const second = await command("backup", [backupFile], database.url);
      expect(second.code).toBe(1);
      expect(second.output).toContain("already exists");

      // The test's own connection stands for a running server, idle between requests.
      const busy = await command("restore", [backupFile, "--force"], database.url);
      expect(busy.code).toBe(1);
      expect(busy.output).toMatch(
        testDialect === "postgres"
          ? /other session\(s\) are connected/
          : /is open in another process \(a running server\?\)/,
      );
      expect(await leadsOf(db)).not.toEqual(leadsAtBackup);
      await db.destroy();

      const unforced = await command("restore", [backupFile], database.url);
      expect(unforced.code).toBe(1);
      expect(unforced.output).toContain("--force");
      const restore = await command("restore", [backupFile, "--force"], database.url);
      expect(restore.code, restore.output).toBe(0);

      const restored = createDatabase(database.url);
      try {
        expect(await leadsOf(restored)).toEqual(leadsAtBackup);
        const emails = await subscriberEmails(restored);
        expect(emails).toEqual(expect.arrayContaining(["kept-0@backup.example.com", "kept-19@backup.example.com"]));
        expect(emails).not.toContain("after-backup@backup.example.com");
        // The totals triggers keep come back matching the rows they count, not counted again as rows reload.
        for (const table of ["articles", "leads", "newsletter_subscribers"] as const) {
          const { rows } = await sql<{ kept: string | number; counted: string | number }>`select
            (select total from row_counts where table_name = ${table}) as kept,
            (select count(*) from ${sql.table(table)}) as counted`.execute(restored);
          expect({ table, total: Number(rows[0]!.kept) }).toEqual({ table, total: Number(rows[0]!.counted) });
        }
        // One point in time: the subscribers written during the backup are there up to some moment, with no gap.
        const live = emails.filter((email) => email.startsWith("live-"));
        expect(live.length).toBeGreaterThan(0);
        expect(live.length).toBeLessThanOrEqual(written);
        expect(live).toEqual(
          Array.from(
            { length: live.length },
            (_, index) => `live-${String(index).padStart(5, "0")}@backup.example.com`,
          ),
        );
      } finally {
        await restored.destroy();
      }
    },
  );

  if (testDialect === "sqlite") {
    it(
      "backs up commits still in the -wal file into one file, and restores over a database's leftover -wal and -shm",
      { timeout: 60_000 },
      async () => {
        // A running server's database: its latest commits are in the -wal file, not yet checkpointed into the database.
        const live = join(workDir, "live.db");
        const server = new SQLite(live);
        server.pragma("journal_mode = WAL");
        server.pragma("wal_autocheckpoint = 0");
        server.exec("create table kysely_migration (name text); create table notes (text text)");
        server.prepare("insert into notes values (?)").run("committed, in the WAL only");
        expect(statSync(`${live}-wal`).size).toBeGreaterThan(0);

        const copy = join(workDir, "live-backup.db");
        const backup = await command("backup", [copy], live);
        expect(backup.code, backup.output).toBe(0);
        // One self-contained file: no -wal or -shm beside it to lose on the way to the backup store.
        expect([existsSync(`${copy}-wal`), existsSync(`${copy}-shm`)]).toEqual([false, false]);
        const backedUp = new SQLite(copy, { readonly: true });
        try {
          expect(backedUp.pragma("journal_mode", { simple: true })).toBe("delete");
          expect(backedUp.prepare("select text from notes").pluck().all()).toEqual(["committed, in the WAL only"]);
        } finally {
          backedUp.close();
        }

        // A database left by a killed server, with commits after the backup in its -wal: the restore replaces them.
        server.prepare("insert into notes values (?)").run("after the backup");
        const crashed = join(workDir, "crashed.db");
        for (const suffix of ["", "-wal", "-shm"]) copyFileSync(`${live}${suffix}`, `${crashed}${suffix}`);
        server.close();
        const restore = await command("restore", [copy, "--force"], crashed);
        expect(restore.code, restore.output).toBe(0);
        const restored = new SQLite(crashed);
        try {
          expect(restored.prepare("select text from notes").pluck().all()).toEqual(["committed, in the WAL only"]);
          expect(restored.pragma("integrity_check", { simple: true })).toBe("ok");
        } finally {
          restored.close();
        }
      },
    );
  }

  it("explains bad input and changes nothing", { timeout: 60_000 }, async () => {
    const garbage = join(workDir, "garbage.db");
    writeFileSync(garbage, "not a backup");
    const otherKind = join(workDir, "other-kind");
    writeFileSync(
      otherKind,
      testDialect === "sqlite" ? "PGDMP\u0001\u000f\u0000" : "SQLite format 3\u0000".padEnd(100, "\u0000"),
    );
    const unbacked = join(workDir, "of-no-database");
    const absentDatabase =
      testDialect === "sqlite" ? join(workDir, "absent.db") : database.url.replace(/[^/]+$/, "absent_backup_source");
    const [noDatabase, missing, notBackup, wrongKind, noFile, unknownOption] = await Promise.all([
      command("backup", [unbacked], absentDatabase),
      command("restore", [join(workDir, "missing.db")], database.url),
      command("restore", [garbage, "--force"], database.url),
      command("restore", [otherKind, "--force"], database.url),
      command("restore", [], database.url),
      command("backup", ["--everything"], database.url),
    ]);
    expect(noDatabase).toMatchObject({ code: 1, output: expect.stringMatching(/no SQLite database|does not exist/) });
    // Nothing left behind that would make the next attempt at that name say "already exists".
    expect(existsSync(unbacked)).toBe(false);
    expect(missing).toMatchObject({ code: 1, output: expect.stringContaining("There is no file") });
    expect(notBackup).toMatchObject({ code: 1, output: expect.stringContaining("is neither an SQLite backup") });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.output).toContain(`DATABASE_URL names ${testDialect === "sqlite" ? "an SQLite" : "a PostgreSQL"}`);
    expect(noFile).toMatchObject({ code: 1, output: expect.stringContaining("Usage: npm run restore") });
    expect(unknownOption).toMatchObject({ code: 1, output: expect.stringContaining("Unknown option '--everything'") });
    for (const result of [noDatabase, missing, notBackup, wrongKind, noFile, unknownOption])
      expect(result.output).not.toContain("    at ");

    const db = createDatabase(database.url);
    try {
      expect((await leadsOf(db)).length).toBe(20);
    } finally {
      await db.destroy();
    }
  });
});
