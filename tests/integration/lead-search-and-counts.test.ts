import { CompiledQuery, sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/schema";
import {
  countLeads,
  createLead,
  deleteLead,
  listLeads,
  setLeadStatus,
  updateLead,
  type Lead,
  type LeadInput,
} from "~/models/lead.server";
import { countSubscribers, listSubscribers, subscribe } from "~/models/subscriber.server";
import { recordQueries } from "../setup/query-recorder";
import { testDialect, useTestDatabase } from "../setup/test-database";

const dialect = testDialect;
const at = (minute: number) => new Date(Date.UTC(2025, 4, 2, 9, minute));

/**
 * What the search meant before any index, written without SQL: the lower-cased text inside the lower-cased field.
 * SQLite's lower() and LIKE fold ASCII letters only, so "école" does not find "ÉCOLE" there; PostgreSQL's lower()
 * (C.UTF-8) folds other letters too. The data below avoids letters whose PostgreSQL and JavaScript lower-casing
 * differ (the dotted capital I).
 */
function fold(text: string): string {
  return dialect === "sqlite" ? text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()) : text.toLowerCase();
}

function contains(field: string, query: string): boolean {
  return fold(field).includes(query.toLowerCase());
}

function leadMatches(lead: Lead, query: string): boolean {
  return [`${lead.firstName} ${lead.lastName}`, lead.company, lead.email, lead.phone].some((field) =>
    contains(field, query),
  );
}

const newestFirst = <T extends { id: string }>(rows: T[], time: (row: T) => string) =>
  rows.toSorted((a, b) => time(b).localeCompare(time(a)) || b.id.localeCompare(a.id));

const TRICKY_LEADS: Omit<LeadInput, "touchpoint">[] = [
  {
    firstName: "Ada",
    lastName: "Lovelace",
    company: "Analytical Engines",
    email: "ada@engines.example",
    phone: "+44 20 7946 0000",
  },
  {
    firstName: "ADA",
    lastName: "LOVELACE-KING",
    company: "50% Off_Ltd",
    email: "Fifty@Percent.example",
    phone: "555-0100",
  },
  {
    firstName: "Émile",
    lastName: "Zola",
    company: "ÉCOLE Normale",
    email: "emile@ecole.example",
    phone: "+33 1 00 00 00",
  },
  {
    firstName: "émile",
    lastName: "zola",
    company: "école normale",
    email: "zola@ecole.example",
    phone: "+33 2 00 00 00",
  },
  {
    firstName: "Hans",
    lastName: "Straße",
    company: "STRASSE GmbH",
    email: "hans@strasse.example",
    phone: "+49 30 000",
  },
  { firstName: "Back", lastName: "Slash", company: "C:\\Temp\\Corp", email: "back\\slash@example.com", phone: "0" },
  { firstName: "Under", lastName: "Score", company: "a_b_c", email: "under_score@example.com", phone: "1_000" },
  { firstName: "Per", lastName: "Cent", company: "100%", email: "percent@example.com", phone: "100%" },
  { firstName: 'Quo"te', lastName: "O'Neil", company: 'The "Best" Co', email: "quote@example.com", phone: "2" },
  { firstName: "Jo", lastName: "Li", company: "X", email: "jo@li.example", phone: "1" },
  { firstName: "Ab", lastName: "Cd", company: "abcabcabc", email: "ABC@ABC.example", phone: "3" },
];

const TERMS = [
  "ada",
  "ADA",
  "Ada Love",
  "a l",
  "ada lovelace-k",
  "lovelace-king",
  "%",
  "50%",
  "0%",
  "_",
  "a_b",
  "f_l",
  "\\",
  "\\temp",
  "c:\\",
  "k\\s",
  '"',
  'e "b',
  "'",
  "o'n",
  "é",
  "É",
  "école",
  "ÉCOLE",
  "ecole",
  "émile zola",
  "straße",
  "STRASSE",
  "ß",
  "o",
  "zz",
  "jo",
  "o l",
  "x",
  "1",
  "555",
  "+1 555",
  "lead1",
  "lead 1",
  "bench",
  "company 2",
  "@",
  ".example",
  "cabca",
  "abc@",
  "nomatch",
  "  ",
  "lead 19",
];

async function seedLeads(db: Db): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (const [index, lead] of TRICKY_LEADS.entries()) {
    leads.push(await createLead(db, { ...lead, touchpoint: null }, at(index)));
  }
  for (let n = 0; n < 25; n++) {
    const input = {
      firstName: "Bench",
      lastName: `Lead ${n}`,
      company: `Company ${n % 3}`,
      email: `lead${n}@bench.example.com`,
      phone: "+1 555 010 0000",
      touchpoint: null,
    };
    // Some leads share a submission time, so the order falls back to the id as it always did.
    leads.push(await createLead(db, input, at(20 + Math.floor(n / 2))));
  }
  return leads;
}

async function rowCount(db: Db, table: "leads" | "newsletter_subscribers"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`lead and newsletter search (${dialect})`, () => {
  const testDb = useTestDatabase();
  let leads: Lead[] = [];

  beforeEach(async () => {
    await testDb.db.deleteFrom("leads").execute();
    await testDb.db.deleteFrom("newsletter_subscribers").execute();
    leads = await seedLeads(testDb.db);
  });

  it("finds exactly the leads the substring match finds, newest first, for tricky terms", async () => {
    for (const query of TERMS) {
      const expected = newestFirst(
        leads.filter((lead) => leadMatches(lead, query)),
        (lead) => lead.createdAt,
      );
      const page = await listLeads(testDb.db, { query, pageSize: 100 });
      expect({ query, ids: page.items.map((lead) => lead.id) }).toEqual({
        query,
        ids: expected.map((lead) => lead.id),
      });
      expect({ query, total: page.total }).toEqual({ query, total: expected.length });
    }
  });

  it("treats a NUL in the search text as each database always did (the HTTP process refuses it with 400 first)", async () => {
    const search = listLeads(testDb.db, { query: "nes\0zzzz" });
    if (dialect === "sqlite") {
      // SQLite's LIKE reads "%nes" (to the NUL): the company ending in "nes", whatever follows the NUL; the FTS5
      // lookup must not fail on it with a syntax error.
      expect((await search).items.map((lead) => lead.email)).toEqual(["ada@engines.example"]);
    } else {
      // PostgreSQL text cannot hold a NUL.
      await expect(search).rejects.toThrow(/0x00|null character/i);
    }
  });

  it("pages through many matches in the same order with the same total", async () => {
    const expected = newestFirst(
      leads.filter((lead) => leadMatches(lead, "bench")),
      (lead) => lead.createdAt,
    );
    const page = await listLeads(testDb.db, { query: "BENCH", page: 2, pageSize: 7 });
    expect(page.items.map((lead) => lead.id)).toEqual(expected.slice(7, 14).map((lead) => lead.id));
    expect(page.total).toBe(25);
    expect(page.pageCount).toBe(4);
  });

  it("combines the search with the status filter", async () => {
    const [first, second] = leads.filter((lead) => leadMatches(lead, "lovelace"));
    await setLeadStatus(testDb.db, first!.id, "Qualified");
    const page = await listLeads(testDb.db, { query: "lovelace", status: "Qualified" });
    expect(page.items.map((lead) => lead.id)).toEqual([first!.id]);
    expect(second).toBeDefined();
  });

  it("finds exactly the subscribers whose address contains the text", async () => {
    const emails = [
      "ada@engines.example",
      "fifty%off@percent.example",
      "under_score@example.com",
      "back\\slash@example.com",
      "émile@école.example",
      "straße@example.de",
      ...Array.from({ length: 15 }, (_, n) => `reader${n}@bench.example.com`),
    ];
    const subscribers = [];
    for (const [index, email] of emails.entries()) subscribers.push(await subscribe(testDb.db, email, at(index)));
    for (const query of [...TERMS, "reader1", "READER1", "%off", "e@é", "ÉCOLE"]) {
      const expected = newestFirst(
        subscribers.filter((subscriber) => contains(subscriber.email, query)),
        (subscriber) => subscriber.submittedAt,
      );
      const page = await listSubscribers(testDb.db, { query, pageSize: 100 });
      expect({ query, ids: page.items.map((row) => row.id) }).toEqual({ query, ids: expected.map((row) => row.id) });
      expect({ query, total: page.total }).toEqual({ query, total: expected.length });
    }
  });

  it("follows edits, deletes and rolled-back transactions", async () => {
    const lead = await createLead(testDb.db, {
      firstName: "Grace",
      lastName: "Hopper",
      company: "Old Name Co",
      email: "grace@navy.example",
      phone: "9",
      touchpoint: null,
    });
    expect((await listLeads(testDb.db, { query: "old name" })).items.map((row) => row.id)).toEqual([lead.id]);

    await updateLead(testDb.db, lead.id, { ...lead, lastName: "Murray Hopper", company: "New Name Co" });
    expect((await listLeads(testDb.db, { query: "old name" })).total).toBe(0);
    expect((await listLeads(testDb.db, { query: "new name" })).items.map((row) => row.id)).toEqual([lead.id]);
    expect((await listLeads(testDb.db, { query: "grace murray" })).items.map((row) => row.id)).toEqual([lead.id]);
    // A status change leaves the searched fields as they were.
    await setLeadStatus(testDb.db, lead.id, "Contacted");
    expect((await listLeads(testDb.db, { query: "new name" })).total).toBe(1);

    await deleteLead(testDb.db, lead.id);
    expect((await listLeads(testDb.db, { query: "new name" })).total).toBe(0);

    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await createLead(trx, { ...lead, company: "Ghost Corp" });
        await subscribe(trx, "ghost@example.com");
        expect((await listLeads(trx, { query: "ghost" })).total).toBe(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await listLeads(testDb.db, { query: "ghost" })).total).toBe(0);
    expect((await listSubscribers(testDb.db, { query: "ghost" })).total).toBe(0);
  });
});

describe(`lead and newsletter totals (${dialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("leads").execute();
    await testDb.db.deleteFrom("newsletter_subscribers").execute();
  });

  async function expectExactTotals() {
    const [leads, subscribers] = await Promise.all([
      rowCount(testDb.db, "leads"),
      rowCount(testDb.db, "newsletter_subscribers"),
    ]);
    expect(await countLeads(testDb.db)).toBe(leads);
    expect(await countSubscribers(testDb.db)).toBe(subscribers);
    expect((await listLeads(testDb.db)).total).toBe(leads);
    expect((await listSubscribers(testDb.db)).total).toBe(subscribers);
    return { leads, subscribers };
  }

  it("stay exact through inserts, edits, deletes, repeats and a rolled-back transaction", async () => {
    expect(await expectExactTotals()).toEqual({ leads: 0, subscribers: 0 });
    const created: Lead[] = [];
    for (let n = 0; n < 6; n++) {
      created.push(await createLead(testDb.db, { ...TRICKY_LEADS[n]!, touchpoint: null }, at(n)));
      await subscribe(testDb.db, `reader${n}@example.com`, at(n));
    }
    expect(await expectExactTotals()).toEqual({ leads: 6, subscribers: 6 });

    await updateLead(testDb.db, created[0]!.id, { ...created[0]!, company: "Renamed" });
    await setLeadStatus(testDb.db, created[1]!.id, "Closed");
    // Subscribing again keeps the first row: nothing new to count.
    await subscribe(testDb.db, "READER0@example.com");
    expect(await expectExactTotals()).toEqual({ leads: 6, subscribers: 6 });

    await deleteLead(testDb.db, created[2]!.id);
    await deleteLead(testDb.db, created[2]!.id);
    await testDb.db.deleteFrom("leads").where("id", "in", [created[3]!.id, created[4]!.id]).execute();
    await testDb.db
      .deleteFrom("newsletter_subscribers")
      .where("email", "like", "reader%")
      .where("email", "<", "reader2")
      .execute();
    expect(await expectExactTotals()).toEqual({ leads: 3, subscribers: 4 });

    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await createLead(trx, { ...TRICKY_LEADS[7]!, touchpoint: null });
        await deleteLead(trx, created[0]!.id);
        await createLead(trx, { ...TRICKY_LEADS[8]!, touchpoint: null });
        await subscribe(trx, "rolled-back@example.com");
        expect(await countLeads(trx)).toBe(4);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await expectExactTotals()).toEqual({ leads: 3, subscribers: 4 });
  });

  it("stay exact under concurrent writers", async () => {
    const writes = Array.from({ length: 40 }, (_, n) =>
      n % 2 === 0
        ? createLead(testDb.db, { ...TRICKY_LEADS[n % TRICKY_LEADS.length]!, touchpoint: null })
        : subscribe(testDb.db, `concurrent${n % 10}@example.com`),
    );
    await Promise.all(writes);
    // Each address subscribes twice at once: one row each.
    expect(await expectExactTotals()).toEqual({ leads: 20, subscribers: 5 });

    const ids = (await listLeads(testDb.db, { pageSize: 100 })).items.map((lead) => lead.id);
    await Promise.all(ids.slice(0, 12).map((id) => deleteLead(testDb.db, id)));
    expect(await expectExactTotals()).toEqual({ leads: 8, subscribers: 5 });
  });
});

describe(`lead and newsletter search plans (${dialect})`, () => {
  const testDb = useTestDatabase();

  beforeAll(async () => {
    for (let n = 0; n < 50; n++) {
      await createLead(testDb.db, { ...TRICKY_LEADS[n % TRICKY_LEADS.length]!, touchpoint: null }, at(n));
    }
    // Enough addresses that scanning them all costs more than looking one up, as at a million.
    for (let start = 0; start < 20_000; start += 2000) {
      const subscribers = Array.from({ length: 2000 }, (_, offset) => ({
        id: `subscriber-${start + offset}`,
        email: `reader${start + offset}@example.com`,
        submitted_at: at(offset % 60).toISOString(),
      }));
      await testDb.db.insertInto("newsletter_subscribers").values(subscribers).execute();
    }
    if (dialect === "postgres") await sql`analyze`.execute(testDb.db);
  });

  /** The plan of every query the search ran, one text per query. */
  async function searchPlans(search: (db: Db) => Promise<unknown>): Promise<string[]> {
    const { db, queries } = recordQueries(testDb.db);
    await search(db);
    return testDb.db.connection().execute(async (connection) => {
      if (dialect === "postgres") {
        // Fifty rows fit in one page, where reading them all is rightly cheapest: leave the planner only indexes
        // it can search with, so a plan without the trigram index would still be a (disabled) full scan.
        await connection.executeQuery(CompiledQuery.raw("set enable_seqscan = off"));
        await connection.executeQuery(CompiledQuery.raw("set enable_indexscan = off"));
      }
      const plans = [];
      for (const query of queries) {
        const explain = dialect === "postgres" ? "explain " : "explain query plan ";
        const { rows } = await connection.executeQuery<Record<string, string>>(
          CompiledQuery.raw(explain + query.sql, [...query.parameters]),
        );
        plans.push(rows.map((row) => (dialect === "postgres" ? row["QUERY PLAN"] : row.detail)).join("\n"));
      }
      if (dialect === "postgres") await connection.executeQuery(CompiledQuery.raw("reset all"));
      return plans;
    });
  }

  it("searches leads through the trigram index, for the page and its count", async () => {
    const plans = await searchPlans((db) => listLeads(db, { query: "Lovelace" }));
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      if (dialect === "sqlite") {
        expect(plan).toMatch(/SCAN leads_search VIRTUAL TABLE/);
        expect(plan).not.toMatch(/SCAN leads\b(?!_)/);
      } else {
        expect(plan).toMatch(/Bitmap Index Scan on leads_search_trgm_idx/);
        expect(plan).not.toMatch(/Seq Scan/);
      }
    }
  });

  it("searches newsletter addresses through the trigram index, for the page and its count", async () => {
    const plans = await searchPlans((db) => listSubscribers(db, { query: "reader1234" }));
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      if (dialect === "sqlite") {
        expect(plan).toMatch(/SCAN newsletter_subscribers_search VIRTUAL TABLE/);
        expect(plan).not.toMatch(/SCAN newsletter_subscribers\b(?!_)/);
      } else {
        expect(plan).toMatch(/Bitmap Index Scan on newsletter_subscribers_email_trgm_idx/);
        expect(plan).not.toMatch(/Seq Scan/);
      }
    }
  });

  it("reads the tab totals from one row each, not by counting", async () => {
    const plans = await searchPlans((db) => Promise.all([countLeads(db), countSubscribers(db), listLeads(db)]));
    expect(plans.filter((plan) => /count\(|Aggregate|leads_created_at_idx.*COVERING/i.test(plan))).toEqual([]);
  });
});
