import { describe, expect, it } from "vitest";
import { isKnownRestaurant } from "@/lib/restaurants/known-restaurants";
import { createOpenRestaurant } from "@/tests/support/factories";

// proxy.ts sends restaurant pages of ids that name no restaurant to one shared not-found render, so made-up
// ids cannot grow Next's page cache (issue 27, item 4). This is the question it asks.
describe("isKnownRestaurant", () => {
  it("knows a restaurant that exists, and still knows it when asked again", async () => {
    const restaurant = await createOpenRestaurant();
    expect(await isKnownRestaurant(restaurant.id)).toBe(true);
    expect(await isKnownRestaurant(restaurant.id)).toBe(true);
  });

  it("does not know made-up ids, of our shape or any other", async () => {
    for (const id of ["cnosuchid0000000000000000", "unknown", "x".repeat(65), "a b", "%ZZ", "\u0000", ""]) {
      expect(await isKnownRestaurant(id), id).toBe(false);
    }
  });

  it("learns a restaurant made after it was asked about", async () => {
    const restaurant = await createOpenRestaurant();
    const later = `${restaurant.id.slice(0, -1)}${restaurant.id.endsWith("z") ? "y" : "z"}`;
    expect(await isKnownRestaurant(later)).toBe(false);
    expect(await isKnownRestaurant(restaurant.id)).toBe(true);
  });
});
