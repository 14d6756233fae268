import { Prisma } from "@/lib/generated/prisma/client";
import { averageRating } from "@/lib/restaurants/estimates";
import { isOpenNow } from "@/lib/restaurants/hours";

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

/** The columns a summary is made from, for Prisma selects (raw queries list the same names). */
export const summarySelect = {
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

/** The same columns for raw SQL over "Restaurant" aliased `r`. */
export const summaryColumnsSql = Prisma.sql`r."id", r."name", r."imageUrl", r."address", r."city", r."state",
  r."cuisines", r."openMinute", r."closeMinute", r."timeZone", r."deliveryMinutes", r."ratingCount", r."ratingTotal"`;

export type SummaryRow = {
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
  deliveryMinutes: number;
  ratingCount: number;
  ratingTotal: number;
};

/** Open status is decided here, at `now`, so every caller of one request agrees. */
export function toRestaurantSummary(row: SummaryRow, now: Date): RestaurantSummary {
  const { ratingCount, ratingTotal, ...rest } = row;
  return {
    ...rest,
    isOpen: isOpenNow(row, now),
    rating: averageRating(ratingCount, ratingTotal),
    reviewCount: ratingCount,
  };
}
