import { describe, expect, it } from "vitest";
import { DEMO_RESTAURANTS } from "@/prisma/demo-data";
import { findPlace, PLACES } from "./places";
import { PINCODE } from "./schemas";

describe("PLACES", () => {
  it("has every demo restaurant's city, and Gurugram and Noida", () => {
    for (const city of [...DEMO_RESTAURANTS.map((r) => r.city), "Gurugram", "Noida"]) {
      expect(findPlace(city)?.city, city).toBe(city);
    }
  });

  it("gives each city 4-8 localities with valid, distinct names and PIN codes", () => {
    for (const place of PLACES) {
      expect(place.localities.length, place.city).toBeGreaterThanOrEqual(4);
      expect(place.localities.length, place.city).toBeLessThanOrEqual(8);
      expect(new Set(place.localities.map((l) => l.name)).size).toBe(place.localities.length);
      for (const locality of place.localities) expect(locality.pincode, locality.name).toMatch(PINCODE);
    }
    expect(new Set(PLACES.map((p) => p.city)).size).toBe(PLACES.length);
  });

  it("finds a city in any case and spacing, and nothing for an unknown one", () => {
    expect(findPlace("  new delhi ")?.state).toBe("Delhi");
    expect(findPlace("Atlantis")).toBeUndefined();
  });
});
