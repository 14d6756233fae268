import { formatMinute } from "@/lib/restaurants/hours";

type OpenStatus = { isOpen: boolean; openMinute: number; paused?: boolean; pauseReason?: string | null };

/** "Not taking orders right now: Kitchen is very busy": a restaurant its owner paused. */
export function pausedText(reason: string | null | undefined): string {
  return reason ? `Not taking orders right now: ${reason}` : "Not taking orders right now";
}

/** Why a restaurant's dishes cannot be ordered now (paused by its owner, or outside its hours), or undefined while it is open. */
export function closedReason(restaurant: OpenStatus): string | undefined {
  if (restaurant.paused) return pausedText(restaurant.pauseReason);
  return restaurant.isOpen ? undefined : `Closed now: opens at ${formatMinute(restaurant.openMinute)}`;
}
