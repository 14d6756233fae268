import fc from "fast-check";
import { zonedParts } from "@/lib/time/zone";
import { describe, expect, it } from "vitest";
import {
  backText,
  isInStock,
  nextLocalClock,
  nextLocalMidnight,
  soldOutColumns,
  stockFields,
  untilText,
} from "./stock";

const IST = "Asia/Kolkata";

describe("nextLocalMidnight", () => {
  it("ends 'sold out today' at the next midnight in Asia/Kolkata (18:30 UTC), not the server's", () => {
    // 21:00 IST on 27 Nov is 15:30 UTC: back at 00:00 IST on 28 Nov.
    expect(nextLocalMidnight(new Date("2026-11-27T15:30:00Z"), IST).toISOString()).toBe("2026-11-27T18:30:00.000Z");
    // 00:10 IST on 28 Nov (18:40 UTC the day before): the midnight ahead is the next one, 29 Nov.
    expect(nextLocalMidnight(new Date("2026-11-27T18:40:00Z"), IST).toISOString()).toBe("2026-11-28T18:30:00.000Z");
  });

  it("at midnight exactly, is the midnight after (strictly later)", () => {
    expect(nextLocalMidnight(new Date("2026-11-27T18:30:00Z"), IST).toISOString()).toBe("2026-11-28T18:30:00.000Z");
  });

  it("crosses a month and a year", () => {
    expect(nextLocalMidnight(new Date("2026-12-31T12:00:00Z"), IST).toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(nextLocalMidnight(new Date("2026-12-31T19:00:00Z"), IST).toISOString()).toBe("2027-01-01T18:30:00.000Z");
  });

  it("follows a zone with summer time (London, the night the clocks go back)", () => {
    // 25 Oct 2026 is the day BST ends: midnight of the 26th is 00:00 GMT.
    expect(nextLocalMidnight(new Date("2026-10-25T12:00:00Z"), "Europe/London").toISOString()).toBe(
      "2026-10-26T00:00:00.000Z",
    );
    expect(nextLocalMidnight(new Date("2026-10-24T12:00:00Z"), "Europe/London").toISOString()).toBe(
      "2026-10-24T23:00:00.000Z",
    );
  });

  it("is always a local midnight, after `at`, on the next local day, within a day and an hour", () => {
    const zones = fc.constantFrom(IST, "Asia/Kathmandu", "Asia/Dubai", "Europe/London", "America/New_York", "UTC");
    // 2020-2035, to the millisecond.
    const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instants, zones, (at, zone) => {
        const midnight = nextLocalMidnight(at, zone);
        const gap = midnight.getTime() - at.getTime();
        expect(gap).toBeGreaterThan(0);
        expect(gap).toBeLessThanOrEqual(25 * 3_600_000);
        const local = zonedParts(midnight, zone);
        expect([local.hour, local.minute, local.second]).toEqual([0, 0, 0]);
        const from = zonedParts(at, zone);
        const nextDay = new Date(Date.UTC(from.year, from.month - 1, from.day + 1));
        expect([local.year, local.month, local.day]).toEqual([
          nextDay.getUTCFullYear(),
          nextDay.getUTCMonth() + 1,
          nextDay.getUTCDate(),
        ]);
      }),
      { numRuns: 500 },
    );
  });

  it("in Asia/Kolkata, is the same midnight for every instant of one local day", () => {
    const day = Date.UTC(2026, 10, 26, 18, 30); // 00:00 IST on 27 Nov
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400_000 - 1 }), (offset) => {
        expect(nextLocalMidnight(new Date(day + offset), IST).getTime()).toBe(day + 86_400_000);
      }),
    );
  });
});

describe("isInStock and stockFields", () => {
  const now = new Date("2026-11-27T10:00:00Z");

  it("is in stock when never marked, sold out while its end is ahead, in stock again from its end", () => {
    expect(isInStock({ outOfStockAt: null, outOfStockUntil: null }, now)).toBe(true);
    const sold = soldOutColumns(now, IST);
    expect(isInStock(sold, now)).toBe(false);
    expect(isInStock(sold, new Date(sold.outOfStockUntil!.getTime() - 1))).toBe(false);
    expect(isInStock(sold, sold.outOfStockUntil!)).toBe(true);
    expect(stockFields(sold, now)).toEqual({ inStock: false, outOfStockUntil: "2026-11-27T18:30:00.000Z" });
    // On sale again: no stock fields at all, so the answer is the spec's item exactly.
    expect(stockFields(sold, new Date("2026-11-28T00:00:00Z"))).toEqual({});
    expect(stockFields({ outOfStockAt: null, outOfStockUntil: null }, now)).toEqual({});
  });

  it("keeps the owner's date when one is given", () => {
    const until = new Date("2026-12-01T03:30:00Z");
    expect(soldOutColumns(now, IST, until)).toEqual({ outOfStockAt: now, outOfStockUntil: until });
  });
});

describe("backText and untilText", () => {
  const now = new Date("2026-11-27T06:30:00Z"); // 12:00 IST

  it("says the time later today, 'tomorrow' at the next midnight, and a date beyond", () => {
    expect(backText(new Date("2026-11-27T12:30:00Z"), now, IST)).toBe("Back at 6:00 pm");
    expect(backText(new Date("2026-11-27T18:30:00Z"), now, IST)).toBe("Back tomorrow");
    expect(backText(new Date("2026-11-28T03:30:00Z"), now, IST)).toBe("Back tomorrow 9:00 am");
    expect(backText(new Date("2026-11-30T18:30:00Z"), now, IST)).toBe("Back on 1 Dec");
    expect(untilText(new Date("2026-11-27T14:00:00Z"), now, IST)).toBe("7:30 pm");
  });
});

describe("nextLocalClock", () => {
  it("is the next time the restaurant's clock reads that minute: later today or tomorrow", () => {
    const noon = new Date("2026-11-27T06:30:00Z"); // 12:00 IST
    expect(nextLocalClock(noon, 23 * 60, IST).toISOString()).toBe("2026-11-27T17:30:00.000Z");
    expect(nextLocalClock(noon, 9 * 60, IST).toISOString()).toBe("2026-11-28T03:30:00.000Z");
    expect(nextLocalClock(noon, 12 * 60, IST).toISOString()).toBe("2026-11-28T06:30:00.000Z");
  });

  it("is always ahead, within a day, on that minute of the clock (Asia/Kolkata)", () => {
    const instants = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 1439 }), (at, minute) => {
        const next = nextLocalClock(at, minute, IST);
        expect(next.getTime()).toBeGreaterThan(at.getTime());
        expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(86_400_000);
        const p = zonedParts(next, IST);
        expect(p.hour * 60 + p.minute).toBe(minute);
      }),
    );
  });
});
