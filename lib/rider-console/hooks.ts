"use client";
import { useEffect, useRef, useState } from "react";
import { sendPosition } from "@/lib/rider-console/calls";
import { createPositionSchedule, watchLocation, type LocationStatus } from "@/lib/rider-console/position-sender";

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
 * While `active` (online with a delivery in hand) the browser's location goes to the server on the
 * sender's schedule; stops when it is not. Returns what the location is doing, for the notice.
 */
export function usePositionSender(active: boolean): LocationStatus | "idle" {
  const [status, setStatus] = useState<LocationStatus | "idle">("idle");
  useEffect(() => {
    if (!active) return;
    // A refused position (outside India, a jump) is the server's to count; the next fix tries again.
    const schedule = createPositionSchedule((fix) => void sendPosition(fix).catch(() => undefined));
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    return watchLocation(geolocation, schedule, setStatus);
  }, [active]);
  return active ? status : "idle";
}
