"use client";
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { closedReason } from "@/components/restaurants/closed-reason";
import type { OpenHours } from "@/components/restaurants/open-hours";
import { isOpenNow } from "@/lib/restaurants/hours";
import { cn } from "@/lib/ui/cn";

// Restaurant pages and lists are rendered once and served from cache, so "open now" as rendered may
// be minutes old. The browser works it out again from the hours at every minute, so a kitchen is
// never shown open after it closed: the server's reading until hydration, the clock's after.

const MINUTE_MS = 60_000;

function subscribeToMinutes(onMinute: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onMinute();
        schedule();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS) + 20,
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

/** The current minute (ms since the epoch, floored); null while hydrating, where the server's reading stands. */
function useMinute(): number | null {
  return useSyncExternalStore(
    subscribeToMinutes,
    () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS,
    () => null,
  );
}


/** Whether the restaurant takes orders at this minute (paused ones never do). */
export function useOpenNow(hours: OpenHours): boolean {
  const minute = useMinute();
  if (minute === null) return hours.isOpen;
  return !hours.paused && isOpenNow(hours, new Date(minute));
}

const ClosedReasonContext = createContext<string | undefined>(undefined);
const OpenContext = createContext<boolean>(true);

/** Its content only while the surrounding restaurant is open at this minute. */
export function WhenOpen({ children }: Readonly<{ children: ReactNode }>) {
  return useContext(OpenContext) ? children : null;
}

/** Its content only while the surrounding restaurant is closed (or paused) at this minute. */
export function WhenClosed({ children }: Readonly<{ children: ReactNode }>) {
  return useContext(OpenContext) ? null : children;
}

/** Why the dishes of the surrounding restaurant cannot be ordered at this minute, or undefined while it is open. */
export function useClosedReason(): string | undefined {
  return useContext(ClosedReasonContext);
}

/**
 * Marks its content with `data-open` ("true" or "false") at the current minute, for the
 * `group-data-[open=…]/open:` styles inside it (the greyed photo), shows the WhenOpen and WhenClosed
 * parts inside it (the badge, the notice: only the one that is true is in the page), and tells the
 * Add buttons inside why they are disabled.
 */
export function OpenState({
  hours,
  className,
  children,
}: Readonly<{ hours: OpenHours; className?: string; children: ReactNode }>) {
  const open = useOpenNow(hours);
  return (
    <div data-open={open ? "true" : "false"} className={cn("group/open", className)}>
      <OpenContext.Provider value={open}>
        <ClosedReasonContext.Provider value={closedReason({ ...hours, isOpen: open })}>{children}</ClosedReasonContext.Provider>
      </OpenContext.Provider>
    </div>
  );
}
