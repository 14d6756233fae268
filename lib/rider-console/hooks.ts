"use client";
import { useEffect, useRef, useState } from "react";
import { sendPosition } from "@/lib/rider-console/calls";
import {
  createPositionSchedule,
  WAITING_MAX_GAP_MS,
  WAITING_MIN_GAP_MS,
  watchLocation,
  type LocationStatus,
} from "@/lib/rider-console/position-sender";

// The console's hooks: a poll that runs while wanted, a ticking clock for countdowns, and the
// position sender tied to the browser's location.

/**
 * Calls `run` at once and then every `intervalMs` while `enabled`, never two at a time; the newest `run`
 * is used, so it may read fresh state. A failed call waits for the next tick.
 */
export function usePolling(run: (signal: AbortSignal) => Promise<void>, intervalMs: number, enabled: boolean) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        await latest.current(controller.signal);
      } catch {
        // A failed poll is tried again on the next tick.
      }
      if (!controller.signal.aborted) timer = setTimeout(tick, intervalMs);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, intervalMs]);
}

/** The current time, updated every `everyMs` while `enabled` (the offer's countdown). */
export function useNow(everyMs: number, enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs, enabled]);
  return now;
}

/**
 * While the rider is online the browser's location goes to the server: with a delivery in hand on the
 * sender's 5-10 s schedule (the customer's map follows it), while waiting every 10-30 s (dispatch offers
 * orders to the riders near a restaurant, by the last position the server has). Stops when offline.
 * Returns what the location is doing, for the notice.
 */
export function usePositionSender(online: boolean, carrying: boolean): LocationStatus | "idle" {
  const [status, setStatus] = useState<LocationStatus | "idle">("idle");
  useEffect(() => {
    if (!online) return;
    // A refused position (outside India, a jump) is the server's to count; the next fix tries again.
    const schedule = createPositionSchedule(
      (fix) => void sendPosition(fix).catch(() => undefined),
      carrying ? {} : { minGapMs: WAITING_MIN_GAP_MS, maxGapMs: WAITING_MAX_GAP_MS },
    );
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    return watchLocation(geolocation, schedule, setStatus);
  }, [online, carrying]);
  return online ? status : "idle";
}
