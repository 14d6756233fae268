import { untilText } from "@/lib/menu/stock";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";

type OpenStatus = Pick<ApiRestaurant, "isOpen" | "openTime" | "paused" | "pauseReason"> &
  Partial<Pick<ApiRestaurant, "pausedUntil" | "timeZone">>;

/** A timed pause's end, as the restaurant's clock says it: "7:30 pm", "tomorrow 9:00 am". */
type PauseEnd = { pausedUntil?: string | null; timeZone?: string };

/**
 * "Not taking orders right now: Kitchen is very busy" (paused until resumed), or "Paused until 7:30 pm:
 * Kitchen is very busy" while a timed pause runs.
 */
export function pausedText(reason: string | null | undefined, end: PauseEnd = {}, now: Date = new Date()): string {
  const head = end.pausedUntil
    ? `Paused until ${untilText(new Date(end.pausedUntil), now, end.timeZone ?? "Asia/Kolkata")}`
    : "Not taking orders right now";
  return reason ? `${head}: ${reason}` : head;
}

/** Why a restaurant's dishes cannot be ordered while it is closed: paused by its owner, or outside its hours. */
export function closedText(restaurant: Omit<OpenStatus, "isOpen">): string {
  if (restaurant.paused) return pausedText(restaurant.pauseReason, restaurant);
  return `Closed now: opens at ${restaurant.openTime}`;
}

/** Why a restaurant's dishes cannot be ordered now, or undefined while it is open (the server's reading). */
export function closedReason(restaurant: OpenStatus): string | undefined {
  return restaurant.paused || !restaurant.isOpen ? closedText(restaurant) : undefined;
}
