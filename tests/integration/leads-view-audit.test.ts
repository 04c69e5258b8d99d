import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditAction } from "~/models/audit-action";
import { ADMIN_EMAIL, startHostileServer, type HostileServer } from "../setup/hostile-input";
import { testDialect } from "../setup/test-database";

describe(`the leads page's audit entry (${testDialect})`, () => {
  let app: HostileServer;

  beforeAll(async () => {
    app = await startHostileServer();
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  async function views() {
    return app.database.db
      .selectFrom("audit_entries")
      .select(["email", "action"])
      .where("action", "=", AuditAction.leadsViewed)
      .execute();
  }

  it("records one view for a visit, however often its list reloads or is filtered", async () => {
    for (const path of [
      "/admin/leads",
      "/admin/leads.data",
      "/admin/leads?status=new",
      "/admin/leads?tab=newsletter",
    ]) {
      const response = await fetch(app.server.base + path, { headers: { cookie: app.adminCookie } });
      expect(response.status, path).toBe(200);
    }
    expect(await views()).toEqual([{ email: ADMIN_EMAIL, action: "Viewed Leads" }]);
  });
});
