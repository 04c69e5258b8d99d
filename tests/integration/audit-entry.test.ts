import { beforeEach, describe, expect, it } from "vitest";
import { AuditAction, type AuditActionName } from "~/models/audit-action";
import { listAuditEntries, recordAuditEntry, recordAuditEntryOncePer } from "~/models/audit-entry.server";
import { createLead, getLead } from "~/models/lead.server";
import { createLeadInput } from "../setup/factories";
import { testDialect, useTestDatabase } from "../setup/test-database";

const dialect = testDialect;
const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 9, minute));

describe(`audit entry model (${dialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("audit_entries").execute();
    await testDb.db.deleteFrom("leads").execute();
    await testDb.db.deleteFrom("user").execute();
  });

  async function createUser(id: string) {
    const stamp = at(0).toISOString();
    await testDb.db
      .insertInto("user")
      .values({
        id,
        name: "Admin",
        email: `${id}@example.com`,
        emailVerified: 1,
        image: null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
  }

  it("records an entry and lists it", async () => {
    await createUser("admin-1");
    const entry = await recordAuditEntry(
      testDb.db,
      {
        userId: "admin-1",
        email: "admin-1@example.com",
        action: AuditAction.articleCreated,
        target: "my-article",
        ipAddress: "203.0.113.7",
      },
      at(2),
    );

    expect(entry).toEqual({
      id: entry.id,
      userId: "admin-1",
      email: "admin-1@example.com",
      action: "Created Article",
      target: "my-article",
      ipAddress: "203.0.113.7",
      createdAt: at(2).toISOString(),
    });
    expect(await listAuditEntries(testDb.db)).toEqual({
      items: [entry],
      total: 1,
      page: 1,
      pageSize: 12,
      pageCount: 1,
    });
  });

  it("stores a missing target as null and allows anonymous entries", async () => {
    const entry = await recordAuditEntry(
      testDb.db,
      { userId: null, email: null, action: AuditAction.login, ipAddress: null },
      at(1),
    );
    expect(entry).toMatchObject({ userId: null, email: null, target: null, ipAddress: null, action: "Logged In" });
    expect((await listAuditEntries(testDb.db)).items).toEqual([entry]);
  });

  it("lists entries newest first, paginated", async () => {
    const actions = [AuditAction.login, AuditAction.leadsViewed, AuditAction.leadsExported, AuditAction.logout];
    const entries = [];
    for (const [minute, action] of actions.entries()) {
      entries.push(
        await recordAuditEntry(
          testDb.db,
          { userId: null, email: "a@example.com", action, ipAddress: null },
          at(minute),
        ),
      );
    }

    const first = await listAuditEntries(testDb.db, { page: 1, pageSize: 3 });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3, pageCount: 2 });
    expect(first.items.map((entry) => entry.action)).toEqual(["Logged Out", "Exported Leads", "Viewed Leads"]);

    const second = await listAuditEntries(testDb.db, { page: 2, pageSize: 3 });
    expect(second.items).toEqual([entries[0]]);
  });

  it("records a repeated entry once per interval and user", async () => {
    await createUser("admin-3");
    await createUser("admin-4");
    const view = (userId: string) => ({
      userId,
      email: `${userId}@example.com`,
      action: AuditAction.leadsViewed,
      ipAddress: null,
    });
    const fiveMinutes = 5 * 60_000;
    const record = (userId: string, minute: number) =>
      recordAuditEntryOncePer(fiveMinutes, testDb.db, view(userId), at(minute));

    expect(await record("admin-3", 10)).toBe(true);
    expect(await record("admin-3", 12)).toBe(false);
    expect(await record("admin-3", 14)).toBe(false);
    await recordAuditEntry(testDb.db, { ...view("admin-4"), action: AuditAction.leadsExported }, at(11));
    expect(await record("admin-4", 13)).toBe(true);
    expect(await record("admin-3", 15)).toBe(true);

    const entries = (await listAuditEntries(testDb.db)).items;
    expect(entries.map((entry) => [entry.email, entry.action, entry.createdAt])).toEqual([
      ["admin-3@example.com", "Viewed Leads", at(15).toISOString()],
      ["admin-4@example.com", "Viewed Leads", at(13).toISOString()],
      ["admin-4@example.com", "Exported Leads", at(11).toISOString()],
      ["admin-3@example.com", "Viewed Leads", at(10).toISOString()],
    ]);
  });

  it("keeps the entry but forgets the user when the user is deleted", async () => {
    await createUser("admin-2");
    const entry = await recordAuditEntry(
      testDb.db,
      { userId: "admin-2", email: "admin-2@example.com", action: AuditAction.logout, ipAddress: null },
      at(1),
    );
    await testDb.db.deleteFrom("user").where("id", "=", "admin-2").execute();
    expect((await listAuditEntries(testDb.db)).items).toEqual([{ ...entry, userId: null }]);
  });

  it("commits the entry together with the change it records", async () => {
    const lead = await testDb.db.transaction().execute(async (trx) => {
      const created = await createLead(trx, createLeadInput(), at(1));
      await recordAuditEntry(
        trx,
        { userId: null, email: "a@example.com", action: AuditAction.leadUpdated, target: created.id, ipAddress: null },
        at(1),
      );
      return created;
    });

    expect(await getLead(testDb.db, lead.id)).toEqual(lead);
    expect((await listAuditEntries(testDb.db)).items.map((entry) => entry.target)).toEqual([lead.id]);
  });

  it("rolls the entry back together with the change when the transaction throws", async () => {
    let leadId: string | undefined;
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        const created = await createLead(trx, createLeadInput(), at(1));
        leadId = created.id;
        await recordAuditEntry(
          trx,
          {
            userId: null,
            email: "a@example.com",
            action: AuditAction.leadUpdated,
            target: created.id,
            ipAddress: null,
          },
          at(1),
        );
        // Both rows are visible inside the transaction...
        expect((await listAuditEntries(trx)).total).toBe(1);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");

    // ...and neither survives it.
    expect(leadId).toBeDefined();
    expect(await getLead(testDb.db, leadId!)).toBeNull();
    expect(await listAuditEntries(testDb.db)).toMatchObject({ items: [], total: 0 });
  });

  it("filters by action and by part of the email, case-insensitively, with % and _ taken literally", async () => {
    const record = (email: string | null, action: AuditActionName, minute: number) =>
      recordAuditEntry(testDb.db, { userId: null, email, action, ipAddress: "198.51.100.1" }, at(minute));
    const aliceLogin = await record("alice@example.com", AuditAction.login, 1);
    const bobLogin = await record("bob_smith@example.com", AuditAction.login, 2);
    const aliceCreate = await record("alice@example.com", AuditAction.articleCreated, 3);
    const percent = await record("100%sure@example.com", AuditAction.logout, 4);
    await record(null, AuditAction.loginFailed, 5);

    const ids = async (filter: Parameters<typeof listAuditEntries>[1]) =>
      (await listAuditEntries(testDb.db, filter)).items.map((entry) => entry.id);

    expect(await ids({ action: AuditAction.login })).toEqual([bobLogin.id, aliceLogin.id]);
    expect(await ids({ email: "ALICE" })).toEqual([aliceCreate.id, aliceLogin.id]);
    expect(await ids({ email: "alice", action: AuditAction.login })).toEqual([aliceLogin.id]);
    // "_" and "%" are not wildcards: "b_s" matches only "bob_smith", "%" only the address containing one.
    expect(await ids({ email: "b_s" })).toEqual([bobLogin.id]);
    expect(await ids({ email: "bxs" })).toEqual([]);
    expect(await ids({ email: "%" })).toEqual([percent.id]);
    expect((await listAuditEntries(testDb.db, { email: "example.com", pageSize: 2 })).total).toBe(4);
  });
});
