// The spec re-randomised delivery time and rating on every render, so sorting and the cards
// disagreed. Ours are stable: the delivery estimate is fixed per restaurant, and the rating is
// the average of real reviews.

const DELIVERY_MINUTES_MIN = 28;
const DELIVERY_MINUTES_MAX = 47;

/** A stable delivery estimate in the spec's 28-47 minute range, derived from `seed` (FNV-1a). */
export function estimateDeliveryMinutes(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return DELIVERY_MINUTES_MIN + (hash % (DELIVERY_MINUTES_MAX - DELIVERY_MINUTES_MIN + 1));
}

/** The average review rating to one decimal, or null when there are no reviews yet. */
export function averageRating(ratingCount: number, ratingTotal: number): number | null {
  if (ratingCount <= 0) return null;
  return Math.round((ratingTotal / ratingCount) * 10) / 10;
}
