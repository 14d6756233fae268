// The calendar the dashboard counts in: months and years in Asia/Kolkata, whatever the server's zone.

/** The time zone whose calendar months the dashboard shows. */
export const STATS_TIME_ZONE = "Asia/Kolkata";

/** The calendar year of `now` in Asia/Kolkata (on 31 December at 20:00 UTC it is already next year there). */
export function currentStatsYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: STATS_TIME_ZONE, year: "numeric" }).format(now));
}
