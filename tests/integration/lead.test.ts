import { beforeEach, describe, expect, it } from "vitest";
import {
  countLeads,
  createLead,
  deleteLead,
  getLead,
  leadBatches,
  listLeads,
  setLeadStatus,
  updateLead,
} from "~/models/lead.server";
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
    expect(lead).toEqual({ id: lead.id, ...input, status: "New", readingPath: [], createdAt: at(0).toISOString() });
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
      touchpoint: "Sidebar",
    };
    await setLeadStatus(testDb.db, lead.id, "Qualified");

    const updated = await updateLead(testDb.db, lead.id, changes);
    expect(updated).toEqual({
      id: lead.id,
      ...changes,
      status: "Qualified",
      readingPath: [],
      createdAt: at(3).toISOString(),
    });
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

  it("keeps the reading path the visitor sent, at most the last 20 steps", async () => {
    const steps = Array.from({ length: 22 }, (_, index) => ({
      kind: "article" as const,
      title: `Article ${index}`,
      path: `/article/a-${index}`,
      at: at(index).toISOString(),
    }));
    const lead = await createLead(testDb.db, { ...createLeadInput(), readingPath: steps }, at(30));
    const stored = await getLead(testDb.db, lead.id);
    expect(stored?.readingPath).toHaveLength(20);
    expect(stored?.readingPath[0]?.title).toBe("Article 2");
    expect(stored?.readingPath.at(-1)).toEqual(steps.at(-1));
  });

  it("reads a stored reading path that no longer parses as none", async () => {
    const lead = await createLead(testDb.db, createLeadInput(), at(0));
    await testDb.db.updateTable("leads").set({ reading_path: "{not json" }).where("id", "=", lead.id).execute();
    expect((await getLead(testDb.db, lead.id))?.readingPath).toEqual([]);
  });

  it("changes a lead's status and filters by it", async () => {
    const first = await createLead(testDb.db, createLeadInput(), at(1));
    const second = await createLead(testDb.db, createLeadInput(), at(2));
    expect(await setLeadStatus(testDb.db, first.id, "Contacted")).toBe(true);
    expect(await setLeadStatus(testDb.db, "00000000-0000-0000-0000-000000000000", "Closed")).toBe(false);

    expect((await listLeads(testDb.db, { status: "Contacted" })).items.map((lead) => lead.id)).toEqual([first.id]);
    expect((await listLeads(testDb.db, { status: "New" })).items.map((lead) => lead.id)).toEqual([second.id]);
    expect((await listLeads(testDb.db, { status: "Closed" })).total).toBe(0);
  });

  it("searches name, full name, company, email and phone case-insensitively, wildcards literally", async () => {
    const ada = await createLead(
      testDb.db,
      createLeadInput({ firstName: "Ada", lastName: "Lovelace", company: "Engines_Ltd", email: "ada@calc.org" }),
      at(1),
    );
    const grace = await createLead(
      testDb.db,
      createLeadInput({ firstName: "Grace", lastName: "Hopper", company: "Navy 100%", phone: "+1 555 777 0000" }),
      at(2),
    );
    const ids = async (query: string) => (await listLeads(testDb.db, { query })).items.map((lead) => lead.id);

    expect(await ids("ADA LOVE")).toEqual([ada.id]);
    expect(await ids("hopper")).toEqual([grace.id]);
    expect(await ids("CALC.ORG")).toEqual([ada.id]);
    expect(await ids("555 777")).toEqual([grace.id]);
    expect(await ids("100%")).toEqual([grace.id]);
    expect(await ids("s_l")).toEqual([ada.id]);
    expect(await ids("%")).toEqual([grace.id]);
    expect(await ids("nobody")).toEqual([]);
    await setLeadStatus(testDb.db, ada.id, "Closed");
    expect((await listLeads(testDb.db, { query: "a", status: "Closed" })).items.map((lead) => lead.id)).toEqual([
      ada.id,
    ]);
  });

  it("counts leads and reads them all in batches, newest first, even with equal timestamps", async () => {
    const created = [];
    for (let index = 0; index < 7; index += 1) {
      created.push(await createLead(testDb.db, createLeadInput(), at(index < 4 ? 5 : index)));
    }
    expect(await countLeads(testDb.db)).toBe(7);

    const batches = [];
    for await (const batch of leadBatches(testDb.db, 3)) batches.push(batch.map((lead) => lead.id));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
    const listed = (await listLeads(testDb.db, { pageSize: 100 })).items.map((lead) => lead.id);
    expect(batches.flat()).toEqual(listed);
    expect(new Set(batches.flat()).size).toBe(7);
  });
});
