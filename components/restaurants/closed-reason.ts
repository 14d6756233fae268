import { formatMinute } from "@/lib/restaurants/hours";

/** Why a restaurant's dishes cannot go in the cart now, or undefined while it is open. */
export function closedReason(restaurant: { isOpen: boolean; openMinute: number }): string | undefined {
  return restaurant.isOpen ? undefined : `Closed now: opens at ${formatMinute(restaurant.openMinute)}`;
}
