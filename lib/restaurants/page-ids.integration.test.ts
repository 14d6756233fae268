import { describe, expect, it } from "vitest";
import { getCachedMenu } from "@/lib/menu/service";
import { getRestaurant } from "@/lib/restaurants/service";
import { listReviews } from "@/lib/reviews/service";
import { createMenuItem, createOpenRestaurant } from "@/tests/support/factories";

// The restaurant pages pass the id in their URL straight to these loaders. /restaurantPage/%00/menu
// answered 500 (PostgreSQL refused the NUL character); an id that cannot exist is now not found.
describe("the restaurant page's loaders", () => {
  it("find nothing for ids that cannot exist, without asking the database", async () => {
    for (const id of ["\u0000", "abc\u0000", "\ud800", "a b", "x".repeat(65), ""]) {
      expect(await getRestaurant(id)).toBeNull();
      expect(await getCachedMenu(id)).toBeNull();
      expect(await listReviews(id)).toEqual([]);
    }
  });

  it("still find a real restaurant, its menu and its (empty) reviews", async () => {
    const restaurant = await createOpenRestaurant();
    await createMenuItem(restaurant.id);
    expect((await getRestaurant(restaurant.id))?.id).toBe(restaurant.id);
    expect(await getCachedMenu(restaurant.id)).toHaveLength(1);
    expect(await listReviews(restaurant.id)).toEqual([]);
  });
});
