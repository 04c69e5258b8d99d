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

  it("drops it after a country code dialled with the international prefix 00 as well", () => {
    expect(telHref("0044 (0)20 7946 0958")).toBe("tel:00442079460958");
    expect(telHref("00 41 (0)44 668 18 00")).toBe("tel:0041446681800");
  });

  it("keeps a 0 in brackets in a national number, where it is dialled", () => {
    expect(telHref("(0) 20 7946 0958")).toBe("tel:02079460958");
  });
});
