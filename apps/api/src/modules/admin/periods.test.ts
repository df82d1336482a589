import { describe, expect, it } from "vitest";
import { startOfIstDay, startOfIstWeek } from "./periods.ts";

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
