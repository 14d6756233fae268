"use client";
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { noMinute, openClockMinute, openRule, subscribeOpenClock } from "@/components/restaurants/open-clock";
import type { OpenHours } from "@/lib/restaurants/hours";
import { cn } from "@/lib/ui/cn";

// Open or closed, right at the minute it changes, on pages served from the cache. The server's
// reading (when the page was rendered) is the first paint; the browser then recomputes it from the
// restaurant's hours in its own time zone at once and at every minute boundary. Markup for both
// states is rendered and CSS shows one: `group-data-[open=false]/open:` variants under OpenState.
//
// The clock and the rules, fetched after hydration, are open-clock.ts.

export type { OpenHours };

const OpenContext = createContext<boolean | null>(null);

/** Whether a restaurant is taking orders now, recomputed at every minute boundary. */
function useOpenNow(hours: OpenHours): boolean {
  const minute = useSyncExternalStore(subscribeOpenClock, openClockMinute, noMinute);
  if (hours.paused) return false;
  const rule = openRule();
  if (minute === null || !rule) return hours.isOpen;
  return rule(hours, new Date(minute * 60_000));
}

/**
 * A box whose `data-open` says whether the restaurant is open now, for CSS under it
 * (`group-data-[open=false]/open:block`), and whose descendants can ask (useRestaurantOpen).
 */
export function OpenState({
  hours,
  className,
  children,
}: Readonly<{ hours: OpenHours; className?: string; children: ReactNode }>) {
  const open = useOpenNow(hours);
  return (
    <div data-open={open} className={cn("group/open", className)}>
      <OpenContext value={open}>{children}</OpenContext>
    </div>
  );
}

/** Inside OpenState: whether its restaurant is open now; null outside one. */
export function useRestaurantOpen(): boolean | null {
  return useContext(OpenContext);
}

/** Its children only while the enclosing OpenState's restaurant is open (the server's reading until hydrated). */
export function WhenOpen({ children }: Readonly<{ children: ReactNode }>) {
  return useRestaurantOpen() === false ? null : children;
}

/** Its children only while the enclosing OpenState's restaurant is closed. */
export function WhenClosed({ children }: Readonly<{ children: ReactNode }>) {
  return useRestaurantOpen() === false ? children : null;
}
