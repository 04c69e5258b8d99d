import { describe, expect, it } from "vitest";
import { auditBadgeLabel } from "./audit-action-badge";

describe("audit action badges", () => {
  it("shortens the spec's three actions and shows every other action as stored", () => {
    expect(auditBadgeLabel("Logged In")).toBe("Login");
    expect(auditBadgeLabel("Created Article")).toBe("Create");
    expect(auditBadgeLabel("Viewed Leads")).toBe("View");
    expect(auditBadgeLabel("Deleted Lead")).toBe("Deleted Lead");
    expect(auditBadgeLabel("Logged Out")).toBe("Logged Out");
  });
});
