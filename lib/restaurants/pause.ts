// "Pause orders", with or without an end: a pause with `pausedUntil` ends by itself at that time
// (auto-resume), one without lasts until the owner resumes. The one rule every reader of a pause
// uses (summaries, lists' SQL in open-sql.ts, checkout, the settings answer); the columns of a pause
// that has ended are cleared by the next save of the settings, and nothing needs them cleared sooner.

/** The longest a timed pause may run. */
export const MAX_PAUSE_DAYS = 7;

export type PauseColumns = { pausedAt: Date | null; pausedUntil: Date | null };

/** Paused at `now`: a pause was started and has no end, or its end is still ahead. */
export function isPausedAt(row: PauseColumns, now: Date): boolean {
  if (row.pausedAt === null) return false;
  return row.pausedUntil === null || now.getTime() < row.pausedUntil.getTime();
}

/** When a running timed pause ends, as ISO; null when not paused or paused until resumed. */
export function pausedUntilOf(row: PauseColumns, now: Date): string | null {
  return isPausedAt(row, now) && row.pausedUntil ? row.pausedUntil.toISOString() : null;
}
