import { describe, expect, it } from "vitest";
import { telHref } from "./phone-link";

describe("telHref", () => {
  it("keeps the digits and the leading plus", () => {
    expect(telHref("+1 (555) 010-0000")).toBe("tel:+15550100000");
    expect(telHref("(555) 010-0000")).toBe("tel:5550100000");
  });

  it("drops the trunk prefix '(0)' written after a country code, which is not dialled from abroad", () => {
    expect(telHref("+44 (0)20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("+49 (0) 30 1234 5678")).toBe("tel:+493012345678");
  });

  it("keeps a 0 in brackets in a national number, where it is dialled", () => {
    expect(telHref("(0) 20 7946 0958")).toBe("tel:02079460958");
  });
});
