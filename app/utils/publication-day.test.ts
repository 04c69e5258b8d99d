import { describe, expect, it } from "vitest";
import { dayIn, goesLiveAt, midnightLabel, startOfDayIn } from "./publication-day";

describe("publication days", () => {
  it("name the day an instant falls on in the zone", () => {
    const instant = "2026-11-26T06:30:00.000Z";
    expect(dayIn(instant, "UTC")).toBe("2026-11-26");
    expect(dayIn(instant, "America/Los_Angeles")).toBe("2026-11-25");
    expect(dayIn(instant, "Asia/Tokyo")).toBe("2026-11-26");
    expect(dayIn("2026-11-26T20:00:00.000Z", "Asia/Tokyo")).toBe("2026-11-27");
  });

  it("begin at the zone's midnight, summer and winter", () => {
    expect(startOfDayIn("2026-11-27", "UTC").toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(startOfDayIn("2026-11-27", "America/Los_Angeles").toISOString()).toBe("2026-11-27T08:00:00.000Z");
    expect(startOfDayIn("2026-07-01", "America/Los_Angeles").toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(startOfDayIn("2026-11-27", "Asia/Tokyo").toISOString()).toBe("2026-11-26T15:00:00.000Z");
    expect(startOfDayIn("2026-11-27", "Pacific/Kiritimati").toISOString()).toBe("2026-11-26T10:00:00.000Z");
  });

  it("begin on days whose clocks change, also where the change skips or repeats midnight", () => {
    // Los Angeles changes at 02:00: both days still begin at midnight, with that day's offset.
    expect(startOfDayIn("2026-03-08", "America/Los_Angeles").toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(startOfDayIn("2026-11-01", "America/Los_Angeles").toISOString()).toBe("2026-11-01T07:00:00.000Z");
    // Santiago moves from 00:00 to 01:00 in September: that day begins at 01:00 (-03).
    expect(startOfDayIn("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    // In April it goes back from 00:00 to 23:00: the day begins at the midnight that is shown (-04).
    expect(startOfDayIn("2026-04-05", "America/Santiago").toISOString()).toBe("2026-04-05T04:00:00.000Z");
    for (const [day, zone] of [
      ["2026-09-06", "America/Santiago"],
      ["2026-04-05", "America/Santiago"],
      ["2026-03-29", "Europe/London"],
    ] as const) {
      const start = startOfDayIn(day, zone);
      expect(dayIn(start, zone)).toBe(day);
      expect(dayIn(new Date(start.getTime() - 1), zone) < day).toBe(true);
    }
  });

  it("put an article live now, at a later day's first moment, or when it already was", () => {
    // 22:46 on 25 November in Los Angeles, already the 26th in UTC.
    const now = new Date("2026-11-26T06:46:00.000Z");
    const zone = "America/Los_Angeles";
    expect(goesLiveAt("2026-11-25", null, now, zone)).toBe(now.toISOString());
    expect(goesLiveAt("2026-11-26", null, now, zone)).toBe("2026-11-26T08:00:00.000Z");
    expect(goesLiveAt("2026-11-26", null, now, "UTC")).toBe(now.toISOString());
    expect(goesLiveAt("2026-11-20", "2026-11-20T17:30:00.000Z", now, zone)).toBe("2026-11-20T17:30:00.000Z");
    expect(goesLiveAt("2026-11-21", "2026-11-20T17:30:00.000Z", now, zone)).toBe("2026-11-21T08:00:00.000Z");
  });

  it("name the zone the way the article form says it", () => {
    expect(midnightLabel("UTC")).toBe("00:00 UTC");
    expect(midnightLabel("America/Los_Angeles")).toBe("00:00 Los Angeles time");
  });
});
