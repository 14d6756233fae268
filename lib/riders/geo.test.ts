import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceMeters, inIndia, judgePosition, MAX_JUMP_METERS } from "./geo";

const pointArb = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -179, max: 179, noNaN: true }),
});
const indiaArb = fc.record({
  lat: fc.double({ min: 8, max: 35, noNaN: true }),
  lng: fc.double({ min: 70, max: 95, noNaN: true }),
});

describe("distanceMeters", () => {
  it("measures known distances: Koramangala to Indiranagar about 4.4 km, Delhi to Mumbai about 1150 km", () => {
    expect(distanceMeters({ lat: 12.9352, lng: 77.6245 }, { lat: 12.9716, lng: 77.6412 })).toBeCloseTo(4_440, -2);
    expect(distanceMeters({ lat: 28.6139, lng: 77.209 }, { lat: 19.076, lng: 72.8777 }) / 1000).toBeCloseTo(1_153, -1);
  });

  it("is 0 to itself, symmetric, never negative, and keeps the triangle inequality", () => {
    fc.assert(
      fc.property(pointArb, pointArb, pointArb, (a, b, c) => {
        expect(distanceMeters(a, a)).toBeCloseTo(0, 6);
        expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
        expect(distanceMeters(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceMeters(a, c)).toBeLessThanOrEqual(distanceMeters(a, b) + distanceMeters(b, c) + 1e-6);
        // never more than half the Earth's circumference
        expect(distanceMeters(a, b)).toBeLessThanOrEqual(Math.PI * 6_371_000 + 1e-6);
      }),
    );
  });
});

describe("judgePosition", () => {
  const t0 = new Date("2026-11-29T06:00:00Z");
  const later = (ms: number) => new Date(t0.getTime() + ms);

  it("takes the first position in India of an online rider, and nothing of an offline one", () => {
    fc.assert(
      fc.property(indiaArb, (p) => {
        expect(judgePosition(true, null, { ...p, at: t0 })).toEqual({ accepted: true });
        expect(judgePosition(false, null, { ...p, at: t0 })).toEqual({ accepted: false, reason: "offline" });
      }),
    );
  });

  it("ignores anything outside India's box", () => {
    expect(inIndia({ lat: 5.9, lng: 80 })).toBe(false);
    expect(inIndia({ lat: 37.7, lng: 80 })).toBe(false);
    expect(inIndia({ lat: 20, lng: 67.9 })).toBe(false);
    expect(inIndia({ lat: 20, lng: 97.6 })).toBe(false);
    expect(judgePosition(true, null, { lat: 51.5, lng: -0.12, at: t0 })).toEqual({
      accepted: false,
      reason: "outside_india",
    });
  });

  it("ignores a second position within a second, whatever it is", () => {
    fc.assert(
      fc.property(indiaArb, indiaArb, fc.integer({ min: 0, max: 999 }), (a, b, ms) => {
        expect(judgePosition(true, { ...a, at: t0 }, { ...b, at: later(ms) })).toEqual({
          accepted: false,
          reason: "too_frequent",
        });
      }),
    );
  });

  it("ignores more than 5 km in 10 s, and takes any move slower than 5 km per 10 s", () => {
    const a = { lat: 12.9352, lng: 77.6245, at: t0 };
    // ~6.7 km north
    const far = { lat: 12.9952, lng: 77.6245 };
    expect(judgePosition(true, a, { ...far, at: later(10_000) })).toEqual({ accepted: false, reason: "jump" });
    expect(judgePosition(true, a, { ...far, at: later(20_000) })).toEqual({ accepted: true });
    fc.assert(
      fc.property(indiaArb, indiaArb, fc.integer({ min: 1_000, max: 3_600_000 }), (p, q, ms) => {
        const verdict = judgePosition(true, { ...p, at: t0 }, { ...q, at: later(ms) });
        const moved = distanceMeters(p, q);
        const tooFast = moved > MAX_JUMP_METERS && moved / ms > MAX_JUMP_METERS / 10_000;
        expect(verdict).toEqual(tooFast ? { accepted: false, reason: "jump" } : { accepted: true });
      }),
    );
  });
});
