import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { riderPayPaise, roadEstimateMeters, ROAD_FACTOR } from "@/lib/dispatch/distance";

describe("roadEstimateMeters", () => {
  it("is the straight line times 1.4, in whole metres", () => {
    expect(roadEstimateMeters(1000)).toBe(1400);
    expect(roadEstimateMeters(0)).toBe(0);
    expect(roadEstimateMeters(3333.3)).toBe(4667);
  });

  it("is unknown for an unknown or impossible distance", () => {
    expect(roadEstimateMeters(null)).toBeNull();
    expect(roadEstimateMeters(Number.NaN)).toBeNull();
    expect(roadEstimateMeters(-1)).toBeNull();
  });

  it("never shorter than the straight line, within half a metre of the factor, and monotone", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5e6, noNaN: true }),
        fc.double({ min: 0, max: 5e6, noNaN: true }),
        (a, b) => {
          const ra = roadEstimateMeters(a)!;
          expect(Number.isInteger(ra)).toBe(true);
          expect(ra).toBeGreaterThanOrEqual(Math.floor(a));
          expect(Math.abs(ra - a * ROAD_FACTOR)).toBeLessThanOrEqual(0.5);
          if (a <= b) expect(ra).toBeLessThanOrEqual(roadEstimateMeters(b)!);
        },
      ),
    );
  });
});

describe("riderPayPaise", () => {
  it("is the base plus the per-km rate by the metre", () => {
    expect(riderPayPaise(0, 2500, 800)).toBe(2500);
    expect(riderPayPaise(1000, 2500, 800)).toBe(3300);
    expect(riderPayPaise(4200, 2500, 800)).toBe(2500 + 3360);
    expect(riderPayPaise(1, 2500, 800)).toBe(2501);
  });

  it("is the base alone when the distance is unknown", () => {
    expect(riderPayPaise(null, 2500, 800)).toBe(2500);
  });

  it("is whole paise, at least the base, and grows with the distance", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (m1, m2, base, perKm) => {
          const p1 = riderPayPaise(m1, base, perKm);
          expect(Number.isInteger(p1)).toBe(true);
          expect(p1).toBeGreaterThanOrEqual(base);
          if (m1 <= m2) expect(p1).toBeLessThanOrEqual(riderPayPaise(m2, base, perKm));
          expect(Math.abs(p1 - base - (m1 * perKm) / 1000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
