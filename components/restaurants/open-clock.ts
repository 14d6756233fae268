import type { OpenHours } from "@/lib/restaurants/hours";

// The one clock behind every OpenState on a page (open-state.tsx): a timer to each minute boundary while any listens.
//
// The rules (lib/restaurants/hours.ts, with the week's windows and the time-zone arithmetic, about 0.9 kB gzip) are
// fetched when the first OpenState subscribes, that is once the page has hydrated, not with the page: until they
// arrive the clock reads null and the server's reading stands, as it does while hydrating. That kept the restaurant
// lists within their first-load budget once their cards became client components (issue 34; bench/budgets.json).

type OpenRule = (hours: OpenHours, now: Date) => boolean;
let rule: OpenRule | null = null;
let loading: Promise<void> | null = null;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  for (const listener of listeners) listener();
}

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(
    () => {
      tick();
      schedule();
    },
    60_000 - (Date.now() % 60_000) + 20,
  );
}

/** The rules have arrived: whoever listens now reads the browser's minute, and the clock runs while anyone does. */
function arrived(isOpenNow: OpenRule): void {
  rule = isOpenNow;
  if (listeners.size === 0) return;
  tick();
  schedule();
}

export function subscribeOpenClock(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    if (rule) schedule();
    else loading ??= import("@/lib/restaurants/hours").then(({ isOpenNow }) => arrived(isOpenNow));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/** The browser's minute once the rules are here; null before: the server's reading stands. */
export const openClockMinute = (): number | null => (rule ? Math.floor(Date.now() / 60_000) : null);
/** While hydrating: the server's reading, so the first paint matches the HTML. */
export const noMinute = (): null => null;
/** Whether a restaurant is open at a moment, once fetched; null until then. */
export const openRule = (): OpenRule | null => rule;
