import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getMenu } from "@/lib/menu/service";
import { previewOwnPage } from "@/lib/owner/preview";
import { getRestaurant } from "@/lib/restaurants/service";
import { createMenuItem, createOpenRestaurant, createUser } from "@/tests/support/factories";
import { sessionUserOf } from "@/tests/support/session";

// An owner's preview of their own page (/restaurant/preview): what customers get, before the platform lists it too.

async function ownerOf(reviewStatus: "pending" | "approved" | "rejected" | "suspended") {
  const restaurant = await createOpenRestaurant({ reviewStatus });
  const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
  return { restaurant, owner: { ...sessionUserOf(owner, restaurant.id), restaurantId: restaurant.id } };
}

describe("previewOwnPage", () => {
  it("shows a pending restaurant's page and menu to its owner, while customers still get nothing", async () => {
    const { restaurant, owner } = await ownerOf("pending");
    const dish = await createMenuItem(restaurant.id, { name: "Preview Dosa", category: "Tiffin" });
    await createMenuItem(restaurant.id, { name: "Old Vada", archivedAt: new Date() });

    const preview = await previewOwnPage(owner);
    expect(preview).toMatchObject({
      reviewStatus: "pending",
      restaurant: { _id: restaurant.id, name: restaurant.name },
    });
    expect(preview!.menu).toEqual([
      expect.objectContaining({
        _id: "Tiffin",
        items: [expect.objectContaining({ _id: dish.id, name: "Preview Dosa" })],
      }),
    ]);
    expect(preview!.openingHours).toBeDefined();
    // The public reads are unchanged: a restaurant the platform has not approved is unknown to customers.
    expect(await getRestaurant(restaurant.id)).toBeNull();
    expect(await getMenu(restaurant.id)).toBeNull();
  });

  it("tells each review status, and an empty menu is an empty list", async () => {
    for (const status of ["approved", "rejected", "suspended"] as const) {
      const { owner } = await ownerOf(status);
      const preview = await previewOwnPage(owner);
      expect(preview).toMatchObject({ reviewStatus: status, menu: [] });
    }
  });

  it("reads only the owner's own restaurant: a session naming another owner's restaurant gets nothing", async () => {
    const { restaurant } = await ownerOf("pending");
    const other = await createUser("restaurant");
    expect(await previewOwnPage({ ...sessionUserOf(other, restaurant.id), restaurantId: restaurant.id })).toBeNull();
  });

  it("refuses anyone but a restaurant owner", async () => {
    const { restaurant } = await ownerOf("approved");
    const customer = await createUser("customer");
    await expect(previewOwnPage({ ...sessionUserOf(customer), restaurantId: restaurant.id })).rejects.toMatchObject({
      status: 403,
    });
  });
});
