import "server-only";
import { db } from "@/lib/db";
import { averageRating } from "@/lib/restaurants/estimates";
import { formatMinute, isOpenNow } from "@/lib/restaurants/hours";

/** A restaurant as lists and cards need it; plain data, no Prisma types. */
export type RestaurantSummary = {
  id: string;
  name: string;
  imageUrl: string;
  address: string;
  city: string;
  state: string;
  cuisines: string[];
  openMinute: number;
  closeMinute: number;
  timeZone: string;
  isOpen: boolean;
  deliveryMinutes: number;
  rating: number | null;
  reviewCount: number;
};

const summarySelect = {
  id: true,
  name: true,
  imageUrl: true,
  address: true,
  city: true,
  state: true,
  cuisines: true,
  openMinute: true,
  closeMinute: true,
  timeZone: true,
  deliveryMinutes: true,
  ratingCount: true,
  ratingTotal: true,
} as const;

/** Upper bound on one list answer until the list is paginated. */
const LIST_LIMIT = 200;

export async function listRestaurants(now: Date = new Date()): Promise<RestaurantSummary[]> {
  const rows = await db().restaurant.findMany({
    select: summarySelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: LIST_LIMIT,
  });
  return rows.map(({ ratingCount, ratingTotal, ...row }) => ({
    ...row,
    isOpen: isOpenNow(row, now),
    rating: averageRating(ratingCount, ratingTotal),
    reviewCount: ratingCount,
  }));
}

/** The owner's own restaurant as the owner area shows it. */
export type OwnerRestaurant = {
  id: string;
  name: string;
  imageUrl: string;
  address: string;
  city: string;
  state: string;
  cuisines: string[];
  /** "HH:MM" in the restaurant's time zone. */
  openTime: string;
  closeTime: string;
  timeZone: string;
  isOpen: boolean;
};

/** Read by owner, so no one sees another owner's restaurant through it. */
export async function getOwnerRestaurant(ownerId: string, now: Date = new Date()): Promise<OwnerRestaurant | null> {
  const row = await db().restaurant.findUnique({
    where: { ownerId },
    select: {
      id: true,
      name: true,
      imageUrl: true,
      address: true,
      city: true,
      state: true,
      cuisines: true,
      openMinute: true,
      closeMinute: true,
      timeZone: true,
    },
  });
  if (!row) return null;
  const { openMinute, closeMinute, ...rest } = row;
  return {
    ...rest,
    openTime: formatMinute(openMinute),
    closeTime: formatMinute(closeMinute),
    isOpen: isOpenNow({ openMinute, closeMinute, timeZone: row.timeZone }, now),
  };
}
