import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchArticles } from "~/models/article-search.server";
import { createArticle } from "~/models/article.server";
import { listAuditEntries, recordAuditEntry } from "~/models/audit-entry.server";
import { AuditAction } from "~/models/audit-action";
import { createLead, listLeads } from "~/models/lead.server";
import { listSubscribers, subscribe } from "~/models/subscriber.server";
import { createArticleInput, createLeadInput } from "../setup/factories";
import { hostileString, runs, SQL_PAYLOADS } from "../setup/hostile-input";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

/**
 * The queries that take text typed by a person inside raw `sql` fragments (docs/security.md lists every raw
 * `sql` use): full-text search, whose input reaches FTS5's MATCH and PostgreSQL's to_tsquery, and the
 * "contains" filters, whose input becomes a LIKE pattern. Whatever is typed, they answer normally, match
 * the typed characters literally, and leave every table as it was.
 */
describe(`typed text in raw SQL (${testDialect})`, () => {
  let testDb: TestDatabase;
  const NOW = new Date("2025-06-15T12:00:00.000Z");
  const counts = async () =>
    Promise.all(
      (["articles", "leads", "newsletter_subscribers", "audit_entries", "article_search"] as const).map(async (table) =>
        Number(
          (
            await testDb.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );

  /** Text with the LIKE wildcards, the escape character and both quotes in it. */
  const likeAwkward = ["50% off", "snake_case", "back\\slash", "O'Brien", 'say "hi"', "a_b%c\\d"];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const published = "2025-01-01T00:00:00.000Z";
    await createArticle(
      testDb.db,
      createArticleInput({ slug: "kubernetes", title: "Kubernetes Budgets", publishedAt: published }),
    );
    await createArticle(
      testDb.db,
      createArticleInput({ slug: "hiring", title: "Hiring Platform Engineers", publishedAt: published }),
    );
    for (const [index, text] of likeAwkward.entries()) {
      await createLead(
        testDb.db,
        createLeadInput({ firstName: text, company: `Company ${index}`, email: `lead${index}@example.com` }),
      );
      await subscribe(testDb.db, `${text.replace(/[^a-z0-9_%'-]/gi, "")}${index}@example.com`);
      await recordAuditEntry(testDb.db, {
        userId: null,
        email: `${text.replace(/[^a-z0-9_%'-]/gi, "")}${index}@example.com`,
        action: AuditAction.loginFailed,
        ipAddress: "127.0.0.1",
      });
    }
  }, 30_000);

  afterAll(async () => {
    await testDb?.destroy();
  });

  it("full-text search: any query answers normally, and operator characters around a word change nothing", async () => {
    const before = await counts();
    const kubernetes = await searchArticles(testDb.db, { query: "kubernetes", now: NOW });
    expect(kubernetes.items.map((article) => article.slug)).toEqual(["kubernetes"]);
    // No letters or digits: the characters FTS5 MATCH and to_tsquery give meaning to, and SQL's quotes.
    const operators = fc.string({ unit: fc.constantFrom(..."'\"*():^-+&|!<>=;%_\\,.{}[]/~`#$ \t"), maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(operators, operators, fc.constantFrom(...SQL_PAYLOADS), async (left, right, payload) => {
        const wrapped = await searchArticles(testDb.db, { query: `${left}kubernetes${right}`, now: NOW });
        expect(wrapped.items.map((article) => article.slug)).toEqual(["kubernetes"]);
        await searchArticles(testDb.db, { query: payload, now: NOW });
      }),
      runs(60),
    );
    await fc.assert(
      fc.asyncProperty(hostileString, async (query) => {
        const results = await searchArticles(testDb.db, { query, now: NOW, pageSize: 100 });
        expect(results.total).toBeLessThanOrEqual(2);
      }),
      runs(60),
    );
    expect(await counts()).toEqual(before);
  }, 60_000);

  it("the leads, subscribers and audit filters match what was typed literally, wildcards and quotes included", async () => {
    const before = await counts();
    const leads = (await listLeads(testDb.db, { pageSize: 100 })).items;
    const subscribers = (await listSubscribers(testDb.db, { pageSize: 100 })).items;
    const audit = (await listAuditEntries(testDb.db, { pageSize: 100 })).items;
    const typed = fc.string({ unit: fc.constantFrom(..."aAbBcCsS%_\\'\" -@.0"), minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(typed, async (query) => {
        const needle = query.toLowerCase();
        const expectedLeads = leads
          .filter((lead) =>
            [
              `${lead.firstName} ${lead.lastName}`,
              lead.firstName,
              lead.lastName,
              lead.company,
              lead.email,
              lead.phone,
            ].some((text) => text.toLowerCase().includes(needle)),
          )
          .map((lead) => lead.id)
          .sort();
        const foundLeads = (await listLeads(testDb.db, { query, pageSize: 100 })).items.map((lead) => lead.id).sort();
        expect(foundLeads, `leads for ${JSON.stringify(query)}`).toEqual(expectedLeads);

        const expectedSubscribers = subscribers
          .filter((s) => s.email.includes(needle))
          .map((s) => s.id)
          .sort();
        const foundSubscribers = (await listSubscribers(testDb.db, { query, pageSize: 100 })).items
          .map((s) => s.id)
          .sort();
        expect(foundSubscribers, `subscribers for ${JSON.stringify(query)}`).toEqual(expectedSubscribers);

        const expectedAudit = audit
          .filter((entry) => (entry.email ?? "").toLowerCase().includes(needle))
          .map((e) => e.id)
          .sort();
        const foundAudit = (await listAuditEntries(testDb.db, { email: query, pageSize: 100 })).items
          .map((e) => e.id)
          .sort();
        expect(foundAudit, `audit entries for ${JSON.stringify(query)}`).toEqual(expectedAudit);
      }),
      runs(60),
    );
    expect(await counts()).toEqual(before);
  }, 60_000);
});
