import { describe, expect, it } from "vitest";
import { MIN_RING_GAP_MS, msUntilNextRing, RING_EVERY_MS, type RingState } from "@/components/live/ring";

const at = (over: Partial<RingState>): RingState => ({
  waiting: 1,
  soundOn: true,
  lastRingAt: null,
  now: 100_000,
  grew: false,
  ...over,
});

describe("msUntilNextRing", () => {
  it("rings at once when an order starts waiting, then every RING_EVERY_MS", () => {
    expect(msUntilNextRing(at({}))).toBe(0);
    expect(msUntilNextRing(at({ lastRingAt: 100_000 }))).toBe(RING_EVERY_MS);
    expect(msUntilNextRing(at({ lastRingAt: 100_000 - 1_500 }))).toBe(RING_EVERY_MS - 1_500);
    // A timer that fired late rings now, never with a negative delay.
    expect(msUntilNextRing(at({ lastRingAt: 100_000 - RING_EVERY_MS * 3 }))).toBe(0);
  });

  it("stays silent when nothing waits or the sound is off", () => {
    expect(msUntilNextRing(at({ waiting: 0 }))).toBeNull();
    expect(msUntilNextRing(at({ waiting: 0, lastRingAt: 99_000, grew: true }))).toBeNull();
    expect(msUntilNextRing(at({ soundOn: false }))).toBeNull();
    expect(msUntilNextRing(at({ soundOn: false, waiting: 3, grew: true }))).toBeNull();
  });

  it("rings at once for a newly arrived order, but not twice within MIN_RING_GAP_MS", () => {
    expect(msUntilNextRing(at({ waiting: 2, lastRingAt: 100_000 - 2_000, grew: true }))).toBe(0);
    expect(msUntilNextRing(at({ waiting: 2, lastRingAt: 100_000 - MIN_RING_GAP_MS, grew: true }))).toBe(0);
    expect(msUntilNextRing(at({ waiting: 2, lastRingAt: 100_000 - 300, grew: true }))).toBe(RING_EVERY_MS - 300);
  });

  it("takes a clock that went back as a ring just now", () => {
    expect(msUntilNextRing(at({ lastRingAt: 105_000 }))).toBe(RING_EVERY_MS);
  });
});
