import type { PositionBody } from "@/lib/rider-console/types";

// The position sender (issue 32 part 6): while a rider is online with a delivery in hand, the browser's
// location fixes go to POST /api/rider/position at most every 5 s (a burst of fixes sends the latest one
// once the 5 s are up) and at least every 10 s (with no new fix, the latest is sent again, so the
// customer's map knows the rider is still there). The schedule is pure and takes its clock, so it runs
// under fake timers; `watchLocation` ties it to `navigator.geolocation`.

export const MIN_GAP_MS = 5_000;
export const MAX_GAP_MS = 10_000;
/** Online without a delivery: enough for dispatch to know who is near a restaurant, at a third of the traffic. */
export const WAITING_MIN_GAP_MS = 10_000;
export const WAITING_MAX_GAP_MS = 30_000;

export type Clock = {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type PositionSchedule = {
  /** A new fix from the browser. */
  push: (fix: PositionBody) => void;
  /** Stops sending (offline, delivered, the page left); later fixes are dropped. */
  stop: () => void;
};

/**
 * A schedule that hands `send` the latest fix: at once for the first, then no sooner than `minGapMs`
 * after the last send when a new fix comes, and again every `maxGapMs` when none does.
 */
export function createPositionSchedule(
  send: (fix: PositionBody) => void,
  {
    clock = realClock,
    minGapMs = MIN_GAP_MS,
    maxGapMs = MAX_GAP_MS,
  }: Partial<{ clock: Clock; minGapMs: number; maxGapMs: number }> = {},
): PositionSchedule {
  let latest: PositionBody | null = null;
  let lastSentAt: number | null = null;
  let timer: unknown = null;
  let dueAt: number | null = null;
  let stopped = false;

  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    dueAt = null;
  };

  const planAt = (at: number) => {
    clear();
    dueAt = at;
    timer = clock.setTimeout(fire, Math.max(0, at - clock.now()));
  };

  function fire() {
    timer = null;
    dueAt = null;
    if (stopped || !latest) return;
    lastSentAt = clock.now();
    send(latest);
    planAt(lastSentAt + maxGapMs);
  }

  return {
    push(fix) {
      if (stopped) return;
      latest = fix;
      const now = clock.now();
      const earliest = lastSentAt === null ? now : lastSentAt + minGapMs;
      if (earliest <= now) {
        clear();
        fire();
      } else if (dueAt === null || earliest < dueAt) {
        planAt(earliest);
      }
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}

export type LocationStatus = "waiting" | "on" | "denied" | "unavailable";

/**
 * Watches the browser's location and feeds the schedule; `onStatus` hears whether fixes come, the
 * permission was refused or the device has no location. Returns the stop.
 */
export function watchLocation(
  geolocation: Geolocation | undefined,
  schedule: PositionSchedule,
  onStatus: (status: LocationStatus) => void,
): () => void {
  if (!geolocation) {
    onStatus("unavailable");
    return () => schedule.stop();
  }
  onStatus("waiting");
  const id = geolocation.watchPosition(
    (position) => {
      onStatus("on");
      const { latitude, longitude, accuracy } = position.coords;
      schedule.push({ lat: latitude, lng: longitude, ...(Number.isFinite(accuracy) ? { accuracy } : {}) });
    },
    // 1: permission denied, 2: no position to be had, 3: a slow fix (the watch keeps trying).
    (error) => onStatus(error.code === 1 ? "denied" : error.code === 2 ? "unavailable" : "waiting"),
    { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
  );
  return () => {
    geolocation.clearWatch(id);
    schedule.stop();
  };
}
