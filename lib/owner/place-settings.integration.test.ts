import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ownerSession } from "@/tests/support/owner-calls";
import { getSettings, saveRecorded, settingsBody, settingsTestSetup } from "@/tests/support/settings-calls";

// Issue 32, the owner's side: the restaurant's pin, delivery radius and who delivers, on the settings calls.

settingsTestSetup();

const placeOf = (restaurantId: string) =>
  db().restaurant.findUniqueOrThrow({
    where: { id: restaurantId },
    select: { lat: true, lng: true, deliveryRadiusMeters: true, deliveryMode: true },
  });

const PLACE = { lat: 12.9352, lng: 77.6245, deliveryRadiusMeters: 4500, deliveryMode: "platform" };

describe("POST /api/updateRestaurantSettings, where the restaurant is", () => {
  it("answers the defaults, then saves the pin, radius and mode, answers and reads them back", async () => {
    const { restaurant, headers } = await ownerSession();
    expect((await getSettings(headers)).body.settings).toMatchObject({
      lat: null,
      lng: null,
      deliveryRadiusMeters: 7000,
      deliveryMode: "self",
    });
    const saved = await saveRecorded(settingsBody(PLACE), headers);
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject(PLACE);
    expect((await getSettings(headers)).body.settings).toMatchObject(PLACE);
    expect(await placeOf(restaurant.id)).toEqual(PLACE);
  });

  it("keeps them when a save leaves them out (the spec's clients), and removes the pin with both null", async () => {
    const { restaurant, headers } = await ownerSession();
    await saveRecorded(settingsBody(PLACE), headers);
    expect((await saveRecorded(settingsBody(), headers)).status).toBe(200);
    expect(await placeOf(restaurant.id)).toEqual(PLACE);
    expect((await saveRecorded(settingsBody({ lat: null, lng: null }), headers)).status).toBe(200);
    expect(await placeOf(restaurant.id)).toEqual({ ...PLACE, lat: null, lng: null });
  });

  it.each([
    ["half a pin", { lat: 12.9 }, "lng", /together/],
    ["a pin with one null half", { lat: 12.9, lng: null }, "lng", /together/],
    ["a pin in London", { lat: 51.5, lng: -0.12 }, "lat", /in India/],
    ["a pin east of India", { lat: 20, lng: 120 }, "lng", /in India/],
    ["a radius under 0.5 km", { deliveryRadiusMeters: 499 }, "deliveryRadiusMeters", /at least 0.5 km/],
    ["a radius over 30 km", { deliveryRadiusMeters: 30_001 }, "deliveryRadiusMeters", /at most 30 km/],
    ["a radius in fractions of a metre", { deliveryRadiusMeters: 1500.5 }, "deliveryRadiusMeters", /whole number/],
    ["an unknown mode", { deliveryMode: "drone" }, "deliveryMode", /"self".*"platform"/],
  ])("refuses %s with 422 naming the field, changing nothing", async (_what, change, field, message) => {
    const { restaurant, headers } = await ownerSession();
    const before = await placeOf(restaurant.id);
    const refused = await saveRecorded(settingsBody(change), headers);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[field]?.[0]).toMatch(message);
    expect(refused.writes).toEqual([]);
    expect(await placeOf(restaurant.id)).toEqual(before);
  });
});
