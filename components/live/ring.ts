// When the owner console's new-order chime rings next (issue 30, part 3): while orders wait for Accept or
// Reject and the owner turned the sound on, it repeats every RING_EVERY_MS until none waits. Pure: the
// hook in use-ring.ts keeps the clock and the timer.

/** How often the chime repeats while orders wait. */
export const RING_EVERY_MS = 4_000;
/** A newly arrived order rings at once, unless the last ring was this recent (two orders, one ring). */
export const MIN_RING_GAP_MS = 1_000;

export type RingState = {
  /** How many orders wait for Accept or Reject. */
  waiting: number;
  soundOn: boolean;
  /** When it last rang (ms since the epoch), or null if not since orders began waiting. */
  lastRingAt: number | null;
  now: number;
  /** More orders wait than when it last rang: a new one came in. */
  grew: boolean;
};

/** Milliseconds until the next ring (0: now), or null when nothing should ring. */
export function msUntilNextRing({ waiting, soundOn, lastRingAt, now, grew }: RingState): number | null {
  if (!soundOn || waiting <= 0) return null;
  if (lastRingAt === null) return 0;
  const since = Math.max(0, now - lastRingAt);
  if (grew && since >= MIN_RING_GAP_MS) return 0;
  return Math.max(0, RING_EVERY_MS - since);
}
