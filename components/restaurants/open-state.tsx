"use client";
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { isOpenNow, type OpenHours } from "@/lib/restaurants/hours";
import { cn } from "@/lib/ui/cn";

// Open or closed, right at the minute it changes, on pages served from the cache. The server's
// reading (when the page was rendered) is the first paint; the browser then recomputes it from the
// restaurant's hours in its own time zone at once and at every minute boundary. Markup for both
// states is rendered and CSS shows one: `group-data-[open=false]/open:` variants under OpenState.

export type { OpenHours };

const OpenContext = createContext<boolean | null>(null);

// One clock for every OpenState on the page: a timer to each minute boundary while any listens.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(): void {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      schedule();
    },
    60_000 - (Date.now() % 60_000) + 20,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

const currentMinute = () => Math.floor(Date.now() / 60_000);
/** While hydrating: the server's reading, so the first paint matches the HTML. */
const noMinute = () => null;

/** Whether a restaurant is taking orders now, recomputed at every minute boundary. */
function useOpenNow(hours: OpenHours): boolean {
  const minute = useSyncExternalStore(subscribe, currentMinute, noMinute);
  if (hours.paused) return false;
  if (minute === null) return hours.isOpen;
  return isOpenNow(hours, new Date(minute * 60_000));
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
