import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { riderPayPaise, roadEstimateMeters, tenthsOfKm } from "./pay";

const rates = { basePaise: 2500, perKmPaise: 800 };

describe("riderPayPaise", () => {
  it("is the base plus the per-km rate on the distance rounded to 0.1 km", () => {
    expect(riderPayPaise(0, rates)).toBe(2500);
    expect(riderPayPaise(3400, rates)).toBe(2500 + 2720);
    expect(riderPayPaise(5260, rates)).toBe(2500 + 4240);
    // 1549 m is 1.5 km, 1550 m is 1.6 km
    expect(tenthsOfKm(1549)).toBe(15);
    expect(tenthsOfKm(1550)).toBe(16);
    // 333 paise a km on 1.5 km is 499.5 paise: half up, 500
    expect(riderPayPaise(1549, { basePaise: 0, perKmPaise: 333 })).toBe(500);
  });

  it("is whole paise, never below the base, and never falls as the distance grows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (m1, m2, basePaise, perKmPaise) => {
          const r = { basePaise, perKmPaise };
          const [near, far] = m1 <= m2 ? [m1, m2] : [m2, m1];
          expect(Number.isInteger(riderPayPaise(near, r))).toBe(true);
          expect(riderPayPaise(near, r)).toBeGreaterThanOrEqual(basePaise);
          expect(riderPayPaise(far, r)).toBeGreaterThanOrEqual(riderPayPaise(near, r));
          // within half a paisa of the exact rate on the rounded distance
          expect(
            Math.abs(riderPayPaise(near, r) - basePaise - (perKmPaise * tenthsOfKm(near)) / 10),
          ).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it("estimates the road as longer than the straight line", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 100_000 }), (m) => {
        expect(roadEstimateMeters(m)).toBeGreaterThan(m);
      }),
    );
  });
});
