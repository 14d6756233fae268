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
  /** Open by its hours and not paused by its owner. */
  isOpen: boolean;
  deliveryMinutes: number;
  rating: number | null;
  reviewCount: number;
  /** Cities it delivers to, as the owner wrote them. */
  deliveryCities: string[];
  /** Only these PIN codes within those cities; empty means the whole cities. */
  deliveryPincodes: string[];
  /** Paused by its owner (shown closed, checkout refuses), with the reason they gave. */
  paused: boolean;
  pauseReason: string | null;
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
  deliveryCities: true,
  deliveryPincodes: true,
  pausedAt: true,
  pauseReason: true,
} as const;

/** The same columns for raw SQL over "Restaurant" aliased `r`. */
export const summaryColumnsSql = Prisma.sql`r."id", r."name", r."imageUrl", r."address", r."city", r."state",
  r."cuisines", r."openMinute", r."closeMinute", r."timeZone", r."deliveryMinutes", r."ratingCount", r."ratingTotal",
  r."deliveryCities", r."deliveryPincodes", r."pausedAt", r."pauseReason"`;

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
  deliveryCities: string[];
  deliveryPincodes: string[];
  pausedAt: Date | null;
  pauseReason: string | null;
};

/** Open by its hours at `now` and not paused: the one rule of "Open Now" and of checkout. */
export function isTakingOrders(
  row: { openMinute: number; closeMinute: number; timeZone: string; pausedAt: Date | null },
  now: Date,
): boolean {
  return row.pausedAt === null && isOpenNow(row, now);
}

/** Open status is decided here, at `now`, so every caller of one request agrees. */
export function toRestaurantSummary(row: SummaryRow, now: Date): RestaurantSummary {
  const { ratingCount, ratingTotal, pausedAt, ...rest } = row;
  return {
    ...rest,
    paused: pausedAt !== null,
    isOpen: isTakingOrders(row, now),
    rating: averageRating(ratingCount, ratingTotal),
    reviewCount: ratingCount,
  };
}
