import type { ApiRestaurant } from "@/lib/restaurants/api-shape";
import { parseClock } from "@/lib/restaurants/hours";
import { closedToday, opensText } from "@/lib/restaurants/week-hours";

type OpenStatus = Pick<ApiRestaurant, "isOpen" | "openTime" | "paused" | "pauseReason"> &
  Partial<Pick<ApiRestaurant, "closeTime" | "timeZone" | "weekWindows" | "closedDates">>;

/** "Not taking orders right now: Kitchen is very busy": a restaurant its owner paused. */
export function pausedText(reason: string | null | undefined): string {
  return reason ? `Not taking orders right now: ${reason}` : "Not taking orders right now";
}

/**
 * Why a restaurant's dishes cannot be ordered while it is closed: paused by its owner, closed today for a holiday,
 * or outside its hours ("Closed now: opens at 7:00 pm", from its week when it keeps one).
 */
export function closedText(restaurant: Omit<OpenStatus, "isOpen">, now: Date = new Date()): string {
  if (restaurant.paused) return pausedText(restaurant.pauseReason);
  const { timeZone, weekWindows, closedDates, closeTime } = restaurant;
  if (timeZone && (weekWindows?.length || closedDates?.length)) {
    const hours = {
      openMinute: parseClock(restaurant.openTime),
      closeMinute: closeTime ? parseClock(closeTime) : parseClock(restaurant.openTime),
      timeZone,
      weekWindows,
      closedDates,
    };
    const opens = opensText(hours, now);
    const when = opens ? `: ${opens.charAt(0).toLowerCase()}${opens.slice(1)}` : "";
    return closedToday(hours, now) ? `Closed today${when}` : `Closed now${when}`;
  }
  return `Closed now: opens at ${restaurant.openTime}`;
}

/** Why a restaurant's dishes cannot be ordered now, or undefined while it is open (the server's reading). */
export function closedReason(restaurant: OpenStatus): string | undefined {
  return restaurant.paused || !restaurant.isOpen ? closedText(restaurant) : undefined;
}
