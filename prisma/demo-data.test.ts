import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CUISINES } from "@/lib/accounts/schemas";
import { MENU_CATEGORIES } from "@/lib/menu/categories";
import { deliversTo, deliveryAreaColumns } from "@/lib/location/delivery-area";
import { findPlace } from "@/lib/location/places";
import { AddressInputSchema, PINCODE } from "@/lib/location/schemas";
import { isOpenAtMinute, parseClock } from "@/lib/restaurants/hours";
import { haversineMeters, isInIndia } from "@/lib/geo/distance";
import {
  DEMO_ADDRESS_PINS,
  DEMO_CUSTOMER_ADDRESSES,
  DEMO_RESTAURANT_PLACES,
  DEMO_RESTAURANTS,
  demoDeliveryArea,
} from "./demo-data";
import { DEMO_DISHES } from "./demo-dishes";

// The spec's seven and Beverages (issue 15).
const SPEC_CATEGORIES: readonly string[] = MENU_CATEGORIES;

describe("demo data", () => {
  it("has at least 12 restaurants in several cities covering every cuisine of the spec", () => {
    expect(DEMO_RESTAURANTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_RESTAURANTS.map((r) => r.city)).size).toBeGreaterThanOrEqual(5);
    const cuisines = new Set(DEMO_RESTAURANTS.flatMap((r) => r.cuisines));
    for (const c of CUISINES) expect(cuisines, c).toContain(c);
    for (const c of cuisines) expect(CUISINES).toContain(c);
  });

  it("gives every restaurant 8-20 distinct dishes in the spec's categories, with pictures in the repo", () => {
    for (const r of DEMO_RESTAURANTS) {
      const keys = r.menu.map((m) => (Array.isArray(m) ? m[0] : m));
      expect(keys.length, r.name).toBeGreaterThanOrEqual(8);
      expect(keys.length, r.name).toBeLessThanOrEqual(20);
      expect(new Set(keys).size, r.name).toBe(keys.length);
      for (const key of keys) {
        expect(SPEC_CATEGORIES).toContain(DEMO_DISHES[key].category);
        expect(existsSync(`public/images/dishes/${key}.webp`), key).toBe(true);
      }
      expect(existsSync(`public/images/restaurants/${r.image}.webp`), r.image).toBe(true);
    }
  });

  it("keeps the journeys' kitchens at the default charges, and puts packaging only on dishes of the menu", () => {
    const charging = DEMO_RESTAURANTS.filter((r) => r.charges || r.packaging);
    expect(charging.map((r) => r.slug)).toEqual(["napoli-pizza"]);
    // Browser journeys and scripts check exact totals at these (tests/e2e, scripts/bench): the spec's rule holds.
    for (const slug of ["snack-shack", "liberty-burgers", "paradise-biryani", "udupi-tiffins", "punjab-grill"]) {
      expect(charging.map((r) => r.slug)).not.toContain(slug);
    }
    for (const r of charging) {
      const keys = r.menu.map((m) => (Array.isArray(m) ? m[0] : m));
      for (const [key, rupees] of Object.entries(r.packaging ?? {})) {
        expect(keys, key).toContain(key);
        expect(rupees).toBeGreaterThan(0);
        expect(rupees).toBeLessThanOrEqual(100); // MenuItem_packagingPaise_check
      }
    }
  });

  it("has some restaurants closed and at least two open at every minute, and most open at lunch and dinner", () => {
    const hours = DEMO_RESTAURANTS.map((r) => [parseClock(r.open), parseClock(r.close)] as const);
    for (let minute = 0; minute < 1440; minute++) {
      const open = hours.filter(([o, c]) => isOpenAtMinute(o, c, minute)).length;
      expect(open, `minute ${minute}`).toBeLessThan(hours.length);
      expect(open, `minute ${minute}`).toBeGreaterThanOrEqual(2);
      if ((minute >= 13 * 60 && minute < 15 * 60) || (minute >= 19 * 60 && minute < 21 * 60)) {
        expect(open, `minute ${minute}`).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it("gives every restaurant a delivery area of cities the location chooser knows, its own first", () => {
    for (const r of DEMO_RESTAURANTS) {
      const { cities, pincodes } = demoDeliveryArea(r);
      expect(cities[0], r.name).toBe(r.city);
      for (const city of cities) expect(findPlace(city)?.city, `${r.name}: ${city}`).toBe(city);
      for (const pin of pincodes) expect(pin, r.name).toMatch(PINCODE);
    }
    const delhi = DEMO_RESTAURANTS.filter((r) => r.city === "New Delhi");
    expect(delhi.filter((r) => demoDeliveryArea(r).cities.includes("Gurugram")).length).toBeGreaterThanOrEqual(2);
  });

  it("gives the demo customer a valid Home (default) and Work address where several demo kitchens deliver", () => {
    expect(DEMO_CUSTOMER_ADDRESSES.map((a) => [a.label, a.isDefault])).toEqual([
      ["Home", true],
      ["Work", false],
    ]);
    for (const address of DEMO_CUSTOMER_ADDRESSES) {
      expect(AddressInputSchema.parse(address)).toEqual(address);
      const place = findPlace(address.city);
      expect(place?.localities).toContainEqual({ name: address.locality, pincode: address.pincode });
      const delivering = DEMO_RESTAURANTS.filter((r) => {
        const { cities, pincodes } = demoDeliveryArea(r);
        return deliversTo(deliveryAreaColumns(cities, pincodes), address);
      });
      expect(delivering.length, address.label).toBeGreaterThanOrEqual(2);
    }
  });

  it("puts every kitchen at a point in its city, and the two Bengaluru kitchens on Thali's partners (issue 32)", () => {
    for (const r of DEMO_RESTAURANTS) {
      const place = DEMO_RESTAURANT_PLACES[r.slug];
      // the journeys' all-day kitchen delivers wherever a journey sends it: no pin, the city rule alone
      expect(place, r.name).toEqual(r.slug === "snack-shack" ? undefined : expect.anything());
      if (!place) continue;
      expect(isInIndia(place.lat, place.lng), r.name).toBe(true);
      expect(place.radiusMeters, r.name).toBeGreaterThanOrEqual(500);
      expect(place.radiusMeters, r.name).toBeLessThanOrEqual(30_000);
      // kitchens of one city lie within 20 km of each other; of different cities, far apart
      for (const other of DEMO_RESTAURANTS) {
        const there = DEMO_RESTAURANT_PLACES[other.slug];
        if (!there || other === r) continue;
        const km = haversineMeters(place, there) / 1000;
        if (other.city === r.city) expect(km, `${r.name} - ${other.name}`).toBeLessThan(20);
        else expect(km, `${r.name} - ${other.name}`).toBeGreaterThan(50);
      }
    }
    const platform = DEMO_RESTAURANTS.filter((r) => DEMO_RESTAURANT_PLACES[r.slug]?.deliveryMode === "platform");
    expect(platform.map((r) => r.city)).toEqual(["Bengaluru", "Bengaluru"]);
  });

  it("pins the demo customer's addresses within the radius of the kitchens that deliver there", () => {
    for (const address of DEMO_CUSTOMER_ADDRESSES) {
      const pin = DEMO_ADDRESS_PINS[address.label];
      expect(pin, address.label).toBeDefined();
      if (!pin) continue;
      for (const r of DEMO_RESTAURANTS) {
        const { cities, pincodes } = demoDeliveryArea(r);
        const place = DEMO_RESTAURANT_PLACES[r.slug];
        if (!place || !deliversTo(deliveryAreaColumns(cities, pincodes), address)) continue;
        expect(haversineMeters(place, pin), `${address.label}: ${r.name}`).toBeLessThanOrEqual(place.radiusMeters);
      }
    }
  });
});
