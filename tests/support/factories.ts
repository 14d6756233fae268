// Test data made through Prisma, unique per call so tests never see each other's rows.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

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
