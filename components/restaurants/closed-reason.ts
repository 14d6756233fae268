import { untilText } from "@/lib/menu/stock";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";
import { parseClock } from "@/lib/restaurants/hours";
import { closedToday, opensText } from "@/lib/restaurants/week-hours";

type OpenStatus = Pick<ApiRestaurant, "isOpen" | "openTime" | "paused" | "pauseReason"> &
  Partial<Pick<ApiRestaurant, "pausedUntil" | "closeTime" | "timeZone" | "weekWindows" | "closedDates">>;

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

/**
 * Why a restaurant's dishes cannot be ordered while it is closed: paused by its owner (until when, for a timed
 * pause), closed today for a holiday, or outside its hours ("Closed now: opens at 7:00 pm", from its week when it
 * keeps one).
 */
export function closedText(restaurant: Omit<OpenStatus, "isOpen">, now: Date = new Date()): string {
  if (restaurant.paused) return pausedText(restaurant.pauseReason, restaurant, now);
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
