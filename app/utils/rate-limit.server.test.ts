import { describe, expect, it } from "vitest";
import { describeRetryAfter, failureDelayMs, networkKey } from "./rate-limit.server";

describe("networkKey", () => {
  it("keeps IPv4 addresses and groups IPv6 clients by their /64", () => {
    expect(networkKey("203.0.113.9")).toBe("203.0.113.9");
    expect(networkKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(networkKey("2001:db8:85a3:12:abcd::1")).toBe("2001:db8:85a3:12::/64");
    expect(networkKey("2001:0db8:85a3:0012:ffff:ffff:ffff:ffff")).toBe("2001:db8:85a3:12::/64");
    expect(networkKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkKey("::1")).toBe("0:0:0:0::/64");
    expect(networkKey(null)).toBe("unknown");
  });
});

describe("failureDelayMs", () => {
  it("lets three mistakes pass, then doubles from 250 ms up to 4 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(failureDelayMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000]);
  });
});

describe("describeRetryAfter", () => {
  it("rounds up to whole minutes", () => {
    expect(describeRetryAfter(1)).toBe("1 minute");
    expect(describeRetryAfter(61_000)).toBe("2 minutes");
  });
});
