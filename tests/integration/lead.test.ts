import { beforeEach, describe, expect, it } from "vitest";
import { createLead, deleteLead, getLead, listLeads, updateLead } from "~/models/lead.server";
import { createLeadInput } from "../setup/factories";
import { testDialect, useTestDatabase } from "../setup/test-database";

const dialect = testDialect;
const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 8, minute));

describe(`lead model (${dialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("leads").execute();
  });

  it("creates a lead and reads it back", async () => {
    const input = createLeadInput({ firstName: "Ada", lastName: "Lovelace", company: "Analytical Engines" });
    const lead = await createLead(testDb.db, input, at(0));

    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lead).toEqual({ id: lead.id, ...input, createdAt: at(0).toISOString() });
    expect(await getLead(testDb.db, lead.id)).toEqual(lead);
  });

  it("stores a lead without a touchpoint", async () => {
    const lead = await createLead(testDb.db, createLeadInput({ touchpoint: null }), at(0));
    expect((await getLead(testDb.db, lead.id))?.touchpoint).toBeNull();
  });

  it("returns null for an unknown id", async () => {
    expect(await getLead(testDb.db, "00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  it("lists leads newest first", async () => {
    const middle = await createLead(testDb.db, createLeadInput(), at(5));
    const oldest = await createLead(testDb.db, createLeadInput(), at(1));
    const newest = await createLead(testDb.db, createLeadInput(), at(9));

    const page = await listLeads(testDb.db);
    expect(page.items.map((lead) => lead.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 12, pageCount: 1 });
    expect(page.items[0]).toEqual(newest);
  });

  it("paginates the list", async () => {
    const created = [];
    for (let minute = 0; minute < 5; minute += 1)
      created.push(await createLead(testDb.db, createLeadInput(), at(minute)));
    const newestFirst = created.map((lead) => lead.id).reverse();

    const first = await listLeads(testDb.db, { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.items.map((lead) => lead.id)).toEqual(newestFirst.slice(0, 2));

    const second = await listLeads(testDb.db, { page: 2, pageSize: 2 });
    expect(second.items.map((lead) => lead.id)).toEqual(newestFirst.slice(2, 4));

    const third = await listLeads(testDb.db, { page: 3, pageSize: 2 });
    expect(third.items.map((lead) => lead.id)).toEqual(newestFirst.slice(4));

    expect((await listLeads(testDb.db, { page: 4, pageSize: 2 })).items).toEqual([]);
  });

  it("returns an empty first page when there are no leads", async () => {
    expect(await listLeads(testDb.db)).toEqual({ items: [], total: 0, page: 1, pageSize: 12, pageCount: 1 });
  });

  it("updates a lead's fields but keeps its id and createdAt", async () => {
    const lead = await createLead(testDb.db, createLeadInput(), at(3));
    const other = await createLead(testDb.db, createLeadInput(), at(4));
    const changes = {
      firstName: "Katherine",
      lastName: "Johnson",
      company: "NASA",
      email: "katherine@example.com",
      phone: "+1 555 010 9999",
      touchpoint: "Newsletter",
    };

    const updated = await updateLead(testDb.db, lead.id, changes);
    expect(updated).toEqual({ id: lead.id, ...changes, createdAt: at(3).toISOString() });
    expect(await getLead(testDb.db, lead.id)).toEqual(updated);
    expect(await getLead(testDb.db, other.id)).toEqual(other);
  });

  it("returns null when updating an unknown lead", async () => {
    expect(await updateLead(testDb.db, "00000000-0000-0000-0000-000000000000", createLeadInput())).toBeNull();
    expect((await listLeads(testDb.db)).total).toBe(0);
  });

  it("deletes a lead", async () => {
    const kept = await createLead(testDb.db, createLeadInput(), at(1));
    const doomed = await createLead(testDb.db, createLeadInput(), at(2));

    expect(await deleteLead(testDb.db, doomed.id)).toBe(true);
    expect(await getLead(testDb.db, doomed.id)).toBeNull();
    expect(await deleteLead(testDb.db, doomed.id)).toBe(false);

    const remaining = await listLeads(testDb.db);
    expect(remaining.items.map((lead) => lead.id)).toEqual([kept.id]);
  });
});
