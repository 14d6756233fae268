import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { zonedParts } from "@/lib/time/zone";

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));

describe("zonedParts", () => {
  it("reads UTC's clock as the Date's own UTC fields", () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(zonedParts(at, "UTC")).toEqual({
          year: at.getUTCFullYear(),
          month: at.getUTCMonth() + 1,
          day: at.getUTCDate(),
          hour: at.getUTCHours(),
          minute: at.getUTCMinutes(),
          second: at.getUTCSeconds(),
        });
      }),
    );
  });

  it("reads India's clock 5 h 30 min ahead, across midnight (hours 0-23, never 24)", () => {
    fc.assert(
      fc.property(instant, (at) => {
        const shifted = new Date(at.getTime() + 330 * 60_000);
        const p = zonedParts(at, "Asia/Kolkata");
        expect(p).toEqual({
          year: shifted.getUTCFullYear(),
          month: shifted.getUTCMonth() + 1,
          day: shifted.getUTCDate(),
          hour: shifted.getUTCHours(),
          minute: shifted.getUTCMinutes(),
          second: shifted.getUTCSeconds(),
        });
      }),
    );
    expect(zonedParts(new Date("2026-11-27T18:30:00Z"), "Asia/Kolkata")).toMatchObject({ day: 28, hour: 0 });
  });
});
