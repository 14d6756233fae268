import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DOOR_MINUTES,
  estimateFromRider,
  formatDistance,
  roadMeters,
  straightMeters,
  type RiderLeg,
} from "@/lib/tracking/estimate";

// Points within India's box, where every delivery is.
const point = fc.record({
  lat: fc.double({ min: 8, max: 35, noNaN: true }),
  lng: fc.double({ min: 68, max: 97, noNaN: true }),
});
const leg = fc.constantFrom<RiderLeg>("to_restaurant", "to_customer");
const now = fc.date({
  min: new Date("2026-01-01T00:00:00Z"),
  max: new Date("2030-01-01T00:00:00Z"),
  noInvalidDate: true,
});
const fraction = fc.double({ min: 0, max: 1, noNaN: true });

const between = (a: { lat: number; lng: number }, b: { lat: number; lng: number }, t: number) => ({
  lat: a.lat + (b.lat - a.lat) * t,
  lng: a.lng + (b.lng - a.lng) * t,
});

describe("straightMeters", () => {
  it("knows one known distance: Bengaluru MG Road to Indiranagar 100 ft Road is about 3.7 km", () => {
    const d = straightMeters({ lat: 12.9756, lng: 77.6066 }, { lat: 12.9719, lng: 77.6412 });
    expect(d).toBeGreaterThan(3_600);
    expect(d).toBeLessThan(3_900);
  });

  it("is symmetric, zero to itself, and obeys the triangle inequality", () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(straightMeters(a, a)).toBe(0);
        expect(Math.abs(straightMeters(a, b) - straightMeters(b, a))).toBeLessThan(1e-6);
        expect(straightMeters(a, c)).toBeLessThanOrEqual(straightMeters(a, b) + straightMeters(b, c) + 1e-6);
      }),
    );
  });

  it("takes roads as 1.4 times the straight line", () => {
    expect(roadMeters({ lat: 12.97, lng: 77.59 }, { lat: 12.98, lng: 77.6 })).toBeCloseTo(
      straightMeters({ lat: 12.97, lng: 77.59 }, { lat: 12.98, lng: 77.6 }) * 1.4,
      6,
    );
  });
});

describe("estimateFromRider", () => {
  it("after pickup: 2 km straight = 2.8 km by road at 20 km/h = 8.4 min, plus 2 at the door: 11 minutes", () => {
    const drop = { lat: 12.9716, lng: 77.5946 };
    // 2 km north of the drop point (1 degree of latitude is about 111.2 km)
    const rider = { lat: drop.lat + 2_000 / 111_195, lng: drop.lng };
    const at = new Date("2026-11-29T14:00:00Z");
    const e = estimateFromRider({ leg: "to_customer", rider, restaurant: rider, drop, now: at });
    expect(e.nextStopMeters).toBeCloseTo(2_000, -1);
    expect(e.minutes).toBe(11);
    expect(e.arriveBy.toISOString()).toBe("2026-11-29T14:11:00.000Z");
  });

  it("before pickup: the ride to the restaurant plus the trip", () => {
    const restaurant = { lat: 12.98, lng: 77.6 };
    const drop = { lat: 12.96, lng: 77.6 };
    const rider = { lat: 13.0, lng: 77.6 };
    const at = new Date("2026-11-29T14:00:00Z");
    const before = estimateFromRider({ leg: "to_restaurant", rider, restaurant, drop, now: at });
    expect(before.remainingMeters).toBeCloseTo(roadMeters(rider, restaurant) + roadMeters(restaurant, drop), 6);
    const atRestaurant = estimateFromRider({ leg: "to_restaurant", rider: restaurant, restaurant, drop, now: at });
    const pickedUp = estimateFromRider({ leg: "to_customer", rider: restaurant, restaurant, drop, now: at });
    expect(atRestaurant.minutes).toBe(pickedUp.minutes);
    expect(before.minutes).toBeGreaterThan(atRestaurant.minutes);
  });

  it("before pickup, a rider early at the restaurant waits for the kitchen's promised time", () => {
    const restaurant = { lat: 12.98, lng: 77.6 };
    const drop = { lat: 12.96, lng: 77.6 };
    const at = new Date("2026-11-29T14:00:00Z");
    const noWait = estimateFromRider({ leg: "to_restaurant", rider: restaurant, restaurant, drop, now: at });
    const wait = estimateFromRider({
      leg: "to_restaurant",
      rider: restaurant,
      restaurant,
      drop,
      now: at,
      foodReadyBy: new Date("2026-11-29T14:15:00Z"),
    });
    expect(wait.minutes - noWait.minutes).toBe(15);
    // a promise already past, or after pickup, changes nothing
    const past = new Date("2026-11-29T13:00:00Z");
    expect(
      estimateFromRider({ leg: "to_restaurant", rider: restaurant, restaurant, drop, now: at, foodReadyBy: past })
        .minutes,
    ).toBe(noWait.minutes);
    expect(
      estimateFromRider({
        leg: "to_customer",
        rider: restaurant,
        restaurant,
        drop,
        now: at,
        foodReadyBy: wait.arriveBy,
      }).minutes,
    ).toBe(noWait.minutes);
  });

  it("a rider at the door: the door minutes only", () => {
    const p = { lat: 12.97, lng: 77.59 };
    const e = estimateFromRider({ leg: "to_customer", rider: p, restaurant: p, drop: p, now: new Date(0) });
    expect(e.minutes).toBe(DOOR_MINUTES);
  });

  it("is never before now, nor before the kitchen's promise plus the trip (property)", () => {
    const minutes = fc.option(fc.integer({ min: -120, max: 120 }), { nil: null });
    fc.assert(
      fc.property(leg, point, point, point, now, minutes, (l, rider, restaurant, drop, at, ready) => {
        const foodReadyBy = ready === null ? null : new Date(at.getTime() + ready * 60_000);
        const e = estimateFromRider({ leg: l, rider, restaurant, drop, now: at, foodReadyBy });
        if (l === "to_restaurant" && foodReadyBy) {
          expect(e.arriveBy.getTime()).toBeGreaterThanOrEqual(foodReadyBy.getTime() + DOOR_MINUTES * 60_000);
        }
        expect(e.arriveBy.getTime()).toBeGreaterThanOrEqual(at.getTime() + DOOR_MINUTES * 60_000);
        expect(e.minutes).toBe((e.arriveBy.getTime() - at.getTime()) / 60_000);
      }),
    );
  });

  it("shrinks (never grows) as the rider approaches the next stop on the straight line (property)", () => {
    fc.assert(
      fc.property(
        leg,
        point,
        point,
        point,
        fraction,
        fraction,
        now,
        fc.integer({ min: 0, max: 60 }),
        (l, start, restaurant, drop, t1, t2, at, ready) => {
          const target = l === "to_restaurant" ? restaurant : drop;
          const [near, far] = t1 >= t2 ? [t1, t2] : [t2, t1];
          const foodReadyBy = new Date(at.getTime() + ready * 60_000);
          const farther = estimateFromRider({
            leg: l,
            rider: between(start, target, far),
            restaurant,
            drop,
            now: at,
            foodReadyBy,
          });
          const closer = estimateFromRider({
            leg: l,
            rider: between(start, target, near),
            restaurant,
            drop,
            now: at,
            foodReadyBy,
          });
          expect(closer.remainingMeters).toBeLessThanOrEqual(farther.remainingMeters + 1e-3);
          expect(closer.minutes).toBeLessThanOrEqual(farther.minutes);
        },
      ),
    );
  });

  it("picking the food up never makes the estimate later, for the same position (property)", () => {
    fc.assert(
      fc.property(point, point, point, now, (rider, restaurant, drop, at) => {
        const before = estimateFromRider({ leg: "to_restaurant", rider, restaurant, drop, now: at });
        const after = estimateFromRider({ leg: "to_customer", rider: restaurant, restaurant, drop, now: at });
        expect(after.minutes).toBeLessThanOrEqual(before.minutes);
      }),
    );
  });
});

describe("formatDistance", () => {
  it("says metres under a kilometre, kilometres with one decimal above", () => {
    expect(formatDistance(347)).toBe("350 m");
    expect(formatDistance(1_234)).toBe("1.2 km");
    expect(formatDistance(0)).toBe("0 m");
  });
});
