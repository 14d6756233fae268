// Test data made through Prisma, unique per call so tests never see each other's rows.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export function uniqueSuffix(): string {
  return randomBytes(5).toString("hex");
}

export async function createUser(userType: "customer" | "restaurant" = "customer") {
  const suffix = uniqueSuffix();
  return db().user.create({
    data: { username: `user-${suffix}`, email: `user-${suffix}@example.test`, userType, passwordHash: "x" },
  });
}

export async function createRestaurant(overrides: { name?: string; openMinute?: number; closeMinute?: number } = {}) {
  const owner = await createUser("restaurant");
  return db().restaurant.create({
    data: {
      ownerId: owner.id,
      name: overrides.name ?? `Restaurant ${uniqueSuffix()}`,
      imageUrl: "/images/restaurants/r01.webp",
      address: "1 Test Road",
      city: "Hyderabad",
      state: "Telangana",
      cuisines: ["Biryani", "Hyderbadi"],
      openMinute: overrides.openMinute ?? 9 * 60,
      closeMinute: overrides.closeMinute ?? 23 * 60,
      deliveryMinutes: 33,
    },
  });
}

type RestaurantColumns = Omit<Prisma.RestaurantUncheckedCreateInput, "ownerId">;

/** A restaurant with any columns chosen (city, cuisines, delivery time, review totals...). */
export async function createRestaurantWith(columns: Partial<RestaurantColumns> = {}) {
  const owner = await createUser("restaurant");
  return db().restaurant.create({
    data: {
      name: `Restaurant ${uniqueSuffix()}`,
      imageUrl: "/images/restaurants/r01.webp",
      address: "1 Test Road",
      city: "Hyderabad",
      state: "Telangana",
      cuisines: ["Biryani", "Hyderbadi"],
      openMinute: 9 * 60,
      closeMinute: 23 * 60,
      deliveryMinutes: 33,
      ...columns,
      ownerId: owner.id,
    },
  });
}

/** A dish on `restaurantId`'s menu; archive it with `archivedAt`. */
export async function createMenuItem(
  restaurantId: string,
  columns: Partial<Omit<Prisma.MenuItemUncheckedCreateInput, "restaurantId">> = {},
) {
  return db().menuItem.create({
    data: {
      name: `Dish ${uniqueSuffix()}`,
      category: "Starters",
      pricePaise: 19900,
      type: "veg",
      servesFor: 1,
      description: "A test dish.",
      imageUrl: "/images/dishes/paneer-tikka.webp",
      ...columns,
      restaurantId,
    },
  });
}
