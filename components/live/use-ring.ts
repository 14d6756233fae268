"use client";
import { useEffect, useRef } from "react";
import { chime } from "@/components/live/beep";
import { msUntilNextRing } from "@/components/live/ring";

/**
 * Rings the chime while `waiting` > 0 and the sound is on: at once when an order starts waiting or a
 * new one arrives, then every few seconds (ring.ts) until every waiting order is answered.
 */
export function useRing(waiting: number, soundOn: boolean): void {
  const lastRingAt = useRef<number | null>(null);
  const rangFor = useRef(0);
  useEffect(() => {
    if (waiting === 0) {
      lastRingAt.current = null;
      rangFor.current = 0;
      return;
    }
    let timer: number | undefined;
    const schedule = () => {
      const delay = msUntilNextRing({
        waiting,
        soundOn,
        lastRingAt: lastRingAt.current,
        now: Date.now(),
        grew: waiting > rangFor.current,
      });
      if (delay === null) return;
      timer = window.setTimeout(() => {
        lastRingAt.current = Date.now();
        rangFor.current = waiting;
        chime();
        schedule();
      }, delay);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [waiting, soundOn]);
}
