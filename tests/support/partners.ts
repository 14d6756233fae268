// The platform's review of partners in tests (issue 33 item 2): a restaurant or a rider that signed up starts
// pending; tests that sign one up through the API and then list it or order from it approve it here first, as an
// admin would (written directly: the review's own tests go through the console's calls).
import { db } from "@/lib/db";
import { createRestaurantWith, uniqueSuffix } from "@/tests/support/factories";

/** What a restaurant needs to pass every check (a valid GSTIN and FSSAI number, a photo, a pin). */
export const PASSING_RESTAURANT = {
  fssaiNumber: "12345678901234",
  gstin: "27AAPFU0939F1ZV",
  imageUrl: "/images/restaurants/r01.webp",
  // Hyderabad, where the test factories' restaurants are and deliver.
  lat: 17.385,
  lng: 78.4867,
} as const;

/** Approves the restaurant that `ownerEmail` signed up (the owner's account is the restaurant type). */
export async function approveRestaurantOf(ownerEmail: string): Promise<void> {
  const owner = await db().user.findUniqueOrThrow({
    where: { email_userType: { email: ownerEmail.toLowerCase(), userType: "restaurant" } },
    select: { id: true },
  });
  await db().restaurant.update({ where: { ownerId: owner.id }, data: { reviewStatus: "approved" } });
}

/** A new restaurant waiting for review that passes every check (or not, with columns given). */
export function pendingRestaurant(columns: Parameters<typeof createRestaurantWith>[0] = {}) {
  return createRestaurantWith({ ...PASSING_RESTAURANT, reviewStatus: "pending", ...columns });
}

/** A new delivery partner waiting for review, with every detail the checks ask for unless told otherwise. */
export async function pendingRider(columns: { licenceNumber?: string | null; vehicleNumber?: string | null } = {}) {
  const suffix = uniqueSuffix();
  const user = await db().user.create({
    data: {
      username: `Pending Rider ${suffix}`,
      email: `pending-rider-${suffix}@example.test`,
      userType: "rider",
      passwordHash: "x",
    },
  });
  await db().rider.create({
    data: {
      userId: user.id,
      phone: "+919876543210",
      vehicle: "scooter",
      vehicleNumber: "KA01AB1234",
      licenceNumber: "KA0120201234567",
      city: "Bengaluru",
      reviewStatus: "pending",
      ...columns,
    },
  });
  return user;
}
