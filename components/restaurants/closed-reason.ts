import type { ApiRestaurant } from "@/lib/restaurants/api-shape";

type OpenStatus = Pick<ApiRestaurant, "isOpen" | "openTime" | "paused" | "pauseReason">;

/** "Not taking orders right now: Kitchen is very busy": a restaurant its owner paused. */
export function pausedText(reason: string | null | undefined): string {
  return reason ? `Not taking orders right now: ${reason}` : "Not taking orders right now";
}

/** Why a restaurant's dishes cannot be ordered while it is closed: paused by its owner, or outside its hours. */
export function closedText(restaurant: Omit<OpenStatus, "isOpen">): string {
  if (restaurant.paused) return pausedText(restaurant.pauseReason);
  return `Closed now: opens at ${restaurant.openTime}`;
}

/** Why a restaurant's dishes cannot be ordered now, or undefined while it is open (the server's reading). */
export function closedReason(restaurant: OpenStatus): string | undefined {
  return restaurant.paused || !restaurant.isOpen ? closedText(restaurant) : undefined;
}
