import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as LeadManagement from "~/routes/admin/lead-management.server";
import type * as LeadModel from "~/models/lead.server";
import { createLeadInput } from "../setup/factories";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

const now = new Date().toISOString();
const admin = {
  user: { id: "admin-1", email: "admin@example.com", isAdmin: true, sessionStartedAt: now, lastActivityAt: now },
  clientIp: "192.0.2.1",
};

/** The edit dialog's form: the lead's fields as the admin left them, and the fingerprint it opened with. */
function editForm(id: string, company: string, editVersion: string) {
  const form = new FormData();
  const fields = { intent: "update", id, ...createLeadInput({ company }), touchpoint: "", editVersion };
  for (const [name, value] of Object.entries(fields)) form.set(name, value ?? "");
  return form;
}

/** Two admins editing one lead: the action behind the Edit Lead dialog, on the app's own database. */
describe(`lead edits begun from values changed since (${testDialect})`, () => {
  let testDb: TestDatabase;
  let management: typeof LeadManagement;
  let leads: typeof LeadModel;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    process.env.DATABASE_URL = testDb.url;
    vi.resetModules();
    management = await import("~/routes/admin/lead-management.server");
    leads = await import("~/models/lead.server");
    // The audit entry each edit writes names its admin.
    const { id, email } = admin.user;
    await testDb.db
      .insertInto("user")
      .values({ id, email, name: "Admin", emailVerified: 1, image: null, createdAt: now, updatedAt: now })
      .execute();
  });

  afterAll(async () => {
    const { closeDb } = await import("~/db/client.server");
    await closeDb();
    await testDb.destroy();
  });

  /** The status an answer of the action goes out with: `data(…, { status })` carries one, a plain object is 200. */
  function status(answer: object): number {
    return "init" in answer ? ((answer.init as ResponseInit | null)?.status ?? 200) : 200;
  }

  it("refuses the second of two edits begun from the same values, and keeps the first", async () => {
    const { getDb } = await import("~/db/client.server");
    const lead = await leads.createLead(getDb(), createLeadInput({ company: "Original" }));
    const opened = leads.leadEditVersion(lead);

    const first = await management.changeLead(editForm(lead.id, "First edit", opened), admin);
    expect(status(first)).toBe(200);
    const second = await management.changeLead(editForm(lead.id, "Second edit", opened), admin);
    expect(status(second)).toBe(409);
    expect(second).toMatchObject({ data: { ok: false, toast: { title: "Error updating lead" } } });
    expect((await leads.getLead(getDb(), lead.id))?.company).toBe("First edit");

    const reopened = leads.leadEditVersion((await leads.getLead(getDb(), lead.id))!);
    expect(status(await management.changeLead(editForm(lead.id, "Second edit", reopened), admin))).toBe(200);
    expect((await leads.getLead(getDb(), lead.id))?.company).toBe("Second edit");
  });

  it("lets exactly one of two edits begun from the same values through when they arrive together", async () => {
    const { getDb } = await import("~/db/client.server");
    const lead = await leads.createLead(getDb(), createLeadInput({ company: "Original" }));
    const opened = leads.leadEditVersion(lead);
    const answers = await Promise.all(
      ["One", "Two"].map((company) => management.changeLead(editForm(lead.id, company, opened), admin)),
    );
    expect(answers.map(status).sort()).toEqual([200, 409]);
    const stored = (await leads.getLead(getDb(), lead.id))?.company;
    expect(["One", "Two"]).toContain(stored);
  });
});
