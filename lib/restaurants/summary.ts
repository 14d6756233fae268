import { Prisma } from "@/lib/generated/prisma/client";
import { averageRating } from "@/lib/restaurants/estimates";
import { formatMinute, isOpenNow } from "@/lib/restaurants/hours";
import { isPausedAt, pausedUntilOf } from "@/lib/restaurants/pause";
import { dayHours } from "@/lib/restaurants/week-hours";

// A restaurant's listed columns, once: the Prisma select below. The row type is Prisma's payload of it
// and the raw SQL reads (lists, search) take their column list from the same keys (summaryColumnsSql).

/** The columns a summary is made from. */
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
  weekWindows: true,
  closedDates: true,
  deliveryMinutes: true,
  ratingCount: true,
  ratingTotal: true,
  deliveryCities: true,
  deliveryPincodes: true,
  pausedAt: true,
  pauseReason: true,
  pausedUntil: true,
  fssaiNumber: true,
  taxMode: true,
  foodGstBps: true,
} as const satisfies Prisma.RestaurantSelect;

/** A restaurant row as a select of summarySelect (or a raw read of summaryColumnsSql) gives it. */
export type SummaryRow = Prisma.RestaurantGetPayload<{ select: typeof summarySelect }>;

/** The same columns for raw SQL over "Restaurant" aliased `r` (every one reads as Prisma gives it: text, int, text[], timestamp). */
export const summaryColumnsSql = Prisma.raw(
  Object.keys(summarySelect)
    .map((column) => `r."${column}"`)
    .join(", "),
);

/** Open by its hours at `now` and not paused: the one rule of "Open Now" and of checkout. */
function isTakingOrders(
  row: {
    openMinute: number;
    closeMinute: number;
    timeZone: string;
    weekWindows: number[];
    closedDates: string[];
    pausedAt: Date | null;
    pausedUntil: Date | null;
  },
  now: Date,
): boolean {
  return !isPausedAt(row, now) && isOpenNow(row, now);
}

/**
 * A restaurant as lists and cards need it: the row with its rating worked out and its open status
 * decided here, at `now`, so every caller of one request agrees. Plain data, no Prisma types.
 */
export function toRestaurantSummary(row: SummaryRow, now: Date) {
  const { ratingCount, ratingTotal, pausedAt: _p, pausedUntil: _u, ...rest } = row;
  const paused = isPausedAt(row, now);
  return {
    ...rest,
    // With a week of windows, the spec's one window is that day's first open and last close.
    ...dayHours(row, now),
    paused,
    pauseReason: paused ? row.pauseReason : null,
    pausedUntil: pausedUntilOf(row, now),
    isOpen: isTakingOrders(row, now),
    rating: averageRating(ratingCount, ratingTotal),
    reviewCount: ratingCount,
  };
}

export type RestaurantSummary = ReturnType<typeof toRestaurantSummary>;

/** The owner's own restaurant as the owner area shows it: hours as "HH:MM" in its time zone, no delivery or rating figures. */
export function toOwnerRestaurant(row: SummaryRow, now: Date) {
  const {
    openMinute,
    closeMinute,
    deliveryMinutes: _d,
    ratingCount: _c,
    ratingTotal: _t,
    deliveryCities: _dc,
    deliveryPincodes: _dp,
    pausedAt: _p,
    pausedUntil: _u,
    taxMode: _m,
    foodGstBps: _g,
    ...rest
  } = row;
  const today = dayHours({ ...row, openMinute, closeMinute }, now);
  return {
    ...rest,
    openTime: formatMinute(today.openMinute),
    closeTime: formatMinute(today.closeMinute),
    /** Open by its hours and not paused. */
    isOpen: isTakingOrders(row, now),
    paused: isPausedAt(row, now),
    pausedUntil: pausedUntilOf(row, now),
  };
}

export type OwnerRestaurant = ReturnType<typeof toOwnerRestaurant>;
