// Many rows at once (one INSERT per table), for tests of list caps: hundreds of restaurants or
// orders through the one-row factories would take minutes.
import { db } from "@/lib/db";
import { deliveryAreaColumns } from "@/lib/location/delivery-area";
import { uniqueSuffix } from "@/tests/support/factories";

/**
 * `count` restaurants in `city` (a unique town keeps them apart from other tests' rows), each with an
 * owner: their ids, and `remove` to delete them again (other tests list every restaurant, up to a cap).
 */
export async function createRestaurantsInBulk(
  count: number,
  city: string,
): Promise<{ ids: string[]; remove: () => Promise<void> }> {
  const batch = uniqueSuffix();
  const owners = Array.from({ length: count }, (_, i) => ({
    username: `bulk-${batch}-${i}`,
    email: `bulk-${batch}-${i}@example.test`,
    userType: "restaurant" as const,
    passwordHash: "x",
  }));
  const created = await db().user.createManyAndReturn({ data: owners, select: { id: true } });
  const restaurants = await db().restaurant.createManyAndReturn({
    data: created.map((owner, i) => ({
      ownerId: owner.id,
      name: `Bulk ${String(i).padStart(4, "0")} ${batch}`,
      imageUrl: "/images/restaurants/r01.webp",
      address: "1 Bulk Road",
      city,
      state: "Telangana",
      cuisines: ["Biryani"],
      openMinute: 0,
      closeMinute: 0,
      deliveryMinutes: 30,
      ...deliveryAreaColumns([city]),
    })),
    select: { id: true },
  });
  // A restaurant is listed once it has a dish on sale: one each.
  await db().menuItem.createMany({
    data: restaurants.map((r) => ({
      restaurantId: r.id,
      name: "Bulk Biryani",
      category: "Biryani",
      pricePaise: 19900,
      description: "A dish so that the restaurant is listed.",
      imageUrl: "/images/dishes/chicken-biryani.webp",
    })),
  });
  return {
    ids: restaurants.map((r) => r.id),
    // deleting the owners deletes their restaurants (onDelete: Cascade)
    remove: async () => {
      await db().user.deleteMany({ where: { id: { in: created.map((owner) => owner.id) } } });
    },
  };
}

/**
 * `count` paid orders of `customerId` at `restaurantId`, one a minute apart going back from now (so
 * the newest is first in a listing); their ids, newest first. No lines or payment rows: listings
 * need neither.
 */
export async function createPaidOrdersInBulk(
  customerId: string,
  restaurantId: string,
  count: number,
): Promise<string[]> {
  const now = Date.now();
  const orders = await db().order.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({
      customerId,
      restaurantId,
      customerName: "Bulk Customer",
      deliveryAddress: "2 Bulk Lane",
      deliveryCity: "Hyderabad",
      deliveryState: "Telangana",
      status: "pending" as const,
      paymentStatus: "paid" as const,
      subtotalPaise: 10000,
      deliveryChargePaise: 2000,
      totalPaise: 12000,
      paidAt: new Date(now - i * 60_000),
      createdAt: new Date(now - i * 60_000),
    })),
    select: { id: true },
  });
  return orders.map((o) => o.id);
}
