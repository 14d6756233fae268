// Fixed-window arithmetic for rate limits; the counting itself is one atomic statement in
// lib/rate-limit/service.ts so that every app instance shares the same counters.

export type FixedWindow = { limit: number; windowMs: number };

/** The start of the window `now` falls in; windows are aligned to the epoch so every instance agrees. */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Whole seconds until the window of `now` ends (at least 1). */
export function secondsUntilNextWindow(now: Date, windowMs: number): number {
  const end = windowStart(now, windowMs).getTime() + windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** "in 1 minute", "in 42 minutes": a wait a person can act on. */
export function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}
