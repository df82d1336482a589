import { describe, expect, it } from "vitest";
import { istDate, istDayEnd, istDayStart, istIso, startOfIstDay, startOfIstWeek } from "./ist-periods.ts";

describe("IST periods", () => {
  it("starts the day at midnight in India, not UTC", () => {
    // 20:00 UTC on 21 Nov is 01:30 IST on 22 Nov.
    expect(startOfIstDay(new Date("2026-11-21T20:00:00Z")).toISOString()).toBe("2026-11-21T18:30:00.000Z");
    // 10:00 UTC on 21 Nov is 15:30 IST on 21 Nov.
    expect(startOfIstDay(new Date("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-20T18:30:00.000Z");
  });

  it("starts the week on Monday 00:00 IST", () => {
    // Saturday 21 Nov 2026, 15:30 IST → Monday 16 Nov 00:00 IST.
    expect(startOfIstWeek(new Date("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-15T18:30:00.000Z");
    // Monday 16 Nov 00:10 IST is itself in that week.
    expect(startOfIstWeek(new Date("2026-11-15T18:40:00Z")).toISOString()).toBe("2026-11-15T18:30:00.000Z");
    // Sunday 15 Nov 23:50 IST belongs to the week before.
    expect(startOfIstWeek(new Date("2026-11-15T18:20:00Z")).toISOString()).toBe("2026-11-08T18:30:00.000Z");
  });
});

describe("IST days of the date filters", () => {
  it("takes a yyyy-MM-dd day from 00:00 to 24:00 IST", () => {
    expect(istDayStart("2026-11-22").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(istDayEnd("2026-11-22").toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(istDayEnd("2026-12-31").toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("names today and shows times in IST", () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India.
    expect(istDate(new Date("2026-11-21T20:00:00Z"))).toBe("2026-11-22");
    expect(istIso(new Date("2026-11-21T20:00:09.500Z"))).toBe("2026-11-22T01:30:09+05:30");
  });
});
