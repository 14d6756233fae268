import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDistance, haversineMeters, isInIndia, roadMeters } from "./distance";

const indianPoint = fc.record({
  lat: fc.double({ min: 6, max: 37.6, noNaN: true }),
  lng: fc.double({ min: 68, max: 97.5, noNaN: true }),
});
const anyPoint = fc.record({
  lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("haversineMeters", () => {
  it("is symmetric", () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, (a, b) => {
        expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
      }),
    );
  });

  it("is zero from a point to itself and never negative", () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, (a, b) => {
        expect(haversineMeters(a, a)).toBe(0);
        expect(haversineMeters(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("keeps the triangle inequality (within a millimetre of rounding)", () => {
    fc.assert(
      fc.property(indianPoint, indianPoint, indianPoint, (a, b, c) => {
        expect(haversineMeters(a, c)).toBeLessThanOrEqual(haversineMeters(a, b) + haversineMeters(b, c) + 0.001);
      }),
    );
  });

  it("never exceeds half the earth's circumference", () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, (a, b) => {
        expect(haversineMeters(a, b)).toBeLessThanOrEqual(Math.PI * 6_378_168 + 1);
      }),
    );
  });

  it("measures Bengaluru to Mysuru at about 128 km", () => {
    const bengaluru = { lat: 12.9716, lng: 77.5946 };
    const mysuru = { lat: 12.2958, lng: 76.6394 };
    const km = haversineMeters(bengaluru, mysuru) / 1000;
    expect(km).toBeGreaterThan(126);
    expect(km).toBeLessThan(130);
  });

  it("measures one degree of latitude at about 111.3 km", () => {
    expect(haversineMeters({ lat: 12, lng: 77 }, { lat: 13, lng: 77 })).toBeCloseTo(111_319, -2);
  });
});

describe("roadMeters", () => {
  it("is the straight line times 1.4, whole metres", () => {
    expect(roadMeters(1000)).toBe(1400);
    expect(roadMeters(0)).toBe(0);
    expect(roadMeters(333.3)).toBe(467);
  });

  it("is never shorter than the straight line and grows with it", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5e6, noNaN: true }),
        fc.double({ min: 0, max: 5e6, noNaN: true }),
        (a, b) => {
          expect(roadMeters(a)).toBeGreaterThanOrEqual(Math.floor(a));
          if (a <= b) expect(roadMeters(a)).toBeLessThanOrEqual(roadMeters(b));
        },
      ),
    );
  });
});

describe("isInIndia", () => {
  it("takes Indian cities and islands", () => {
    expect(isInIndia(12.9716, 77.5946)).toBe(true); // Bengaluru
    expect(isInIndia(34.0837, 74.7973)).toBe(true); // Srinagar
    expect(isInIndia(6.75, 93.85)).toBe(true); // Great Nicobar
    expect(isInIndia(8.0883, 77.5385)).toBe(true); // Kanyakumari
  });

  it("refuses points outside the box and non-numbers", () => {
    expect(isInIndia(51.5, -0.12)).toBe(false); // London
    expect(isInIndia(0, 0)).toBe(false);
    expect(isInIndia(5.99, 80)).toBe(false);
    expect(isInIndia(20, 97.51)).toBe(false);
    expect(isInIndia(Number.NaN, 77)).toBe(false);
    expect(isInIndia(20, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it("agrees with the box for any point", () => {
    fc.assert(
      fc.property(anyPoint, ({ lat, lng }) => {
        expect(isInIndia(lat, lng)).toBe(lat >= 6 && lat <= 37.6 && lng >= 68 && lng <= 97.5);
      }),
    );
  });
});

describe("formatDistance", () => {
  it("says km with one decimal from 1 km, metres below", () => {
    expect(formatDistance(9_234)).toBe("9.2 km");
    expect(formatDistance(7_000)).toBe("7 km");
    expect(formatDistance(754)).toBe("750 m");
    expect(formatDistance(1_000)).toBe("1 km");
  });
});
