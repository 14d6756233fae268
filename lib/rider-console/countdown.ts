// The offer's countdown: whole seconds left until `expiresAt`, never below 0.

/** Seconds left of an offer at `nowMs`: rounded up (29.2 s shows 30 until it truly drops), 0 once passed or unreadable. */
export function secondsLeft(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** The countdown as read out: "0:30", "0:05". */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
