// Opening hours are minutes after local midnight in the restaurant's own time zone, so
// "open now" is the same for every visitor wherever their browser is. A restaurant may also keep a week of
// windows and closures by date (lib/restaurants/week-hours.ts); without them its one window holds every day.
import { isOpenByWeek, type WeekHours } from "@/lib/restaurants/week-hours";
import { zonedParts } from "@/lib/time/zone";

/** Minutes after midnight of `at` as a clock in `timeZone` shows it. */
export function minutesInZone(at: Date, timeZone: string): number {
  const { hour, minute } = zonedParts(at, timeZone);
  return hour * 60 + minute;
}

/**
 * Whether a restaurant with these hours is open at `minute`. Equal open and close means open all
 * day; a close before the open means the hours cross midnight (e.g. 18:00 to 02:00).
 */
export function isOpenAtMinute(openMinute: number, closeMinute: number, minute: number): boolean {
  if (openMinute === closeMinute) return true;
  if (openMinute < closeMinute) return minute >= openMinute && minute < closeMinute;
  return minute >= openMinute || minute < closeMinute;
}

/** Open by its hours (the week's windows and closures when it has them) at `now`; pauses aside. */
export function isOpenNow(hours: WeekHours, now: Date = new Date()): boolean {
  if (!hours.weekWindows?.length && !hours.closedDates?.length)
    return isOpenAtMinute(hours.openMinute, hours.closeMinute, minutesInZone(now, hours.timeZone));
  return isOpenByWeek(hours, now);
}

/** "09:05" for 545. */
export function formatMinute(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Equal open and close minutes: open around the clock. */
export function isOpenAllDay(hours: { openMinute: number; closeMinute: number }): boolean {
  return hours.openMinute === hours.closeMinute;
}

/** "Open 24 hours" for a kitchen that never closes, else "09:00 - 23:00". */
export function hoursText(hours: { openMinute: number; closeMinute: number }): string {
  if (isOpenAllDay(hours)) return "Open 24 hours";
  return `${formatMinute(hours.openMinute)} - ${formatMinute(hours.closeMinute)}`;
}

/** 545 for "09:05"; throws on anything else. */
export function parseClock(clock: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (!match) throw new Error(`Not a 24-hour HH:MM time: ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** UTC offset of `timeZone` at `at`, in minutes (330 for Asia/Kolkata). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const local = new Date(at.toLocaleString("en-US", { timeZone, hourCycle: "h23" }));
  const utc = new Date(at.toLocaleString("en-US", { timeZone: "UTC", hourCycle: "h23" }));
  return Math.round((local.getTime() - utc.getTime()) / 60_000);
}

/** A zone's offset on 1970-01-01 never changes: worked out once per zone (four locale conversions each time otherwise). */
const epochOffsets = new Map<string, number>();

/**
 * The spec's clients read `opentime`/`closetime` as date-times. We send that time of day on
 * 1970-01-01 in the restaurant's zone, as an ISO instant, so `new Date(opentime)` read in that
 * zone shows the right clock time.
 */
export function minuteToIsoInstant(minute: number, timeZone: string): string {
  const epochDay = Date.UTC(1970, 0, 1);
  let offset = epochOffsets.get(timeZone);
  if (offset === undefined) {
    offset = zoneOffsetMinutes(new Date(epochDay), timeZone);
    epochOffsets.set(timeZone, offset);
  }
  return new Date(epochDay + (minute - offset) * 60_000).toISOString();
}

/** What the browser's open/closed clock (components/restaurants/open-state.tsx) reads of a restaurant. */
export type OpenHours = Readonly<{
  openMinute: number;
  closeMinute: number;
  timeZone: string;
  /** The week's windows (minutes of the week from Monday 00:00); empty: the one window every day. */
  weekWindows: readonly number[];
  /** Local dates closed for a holiday. */
  closedDates: readonly string[];
  /** Paused by its owner: closed whatever the hours (a pause expires the cached page). */
  paused: boolean;
  /** The server's reading when the page was rendered. */
  isOpen: boolean;
}>;

/** A restaurant's hours as its wire shape (ApiRestaurant) gives them: "HH:MM" clocks in its own zone. */
export type ClockHours = Readonly<{
  openTime: string;
  closeTime: string;
  timeZone: string;
  weekWindows: readonly number[];
  closedDates: readonly string[];
  paused: boolean;
  isOpen: boolean;
}>;

/**
 * Just what the browser's open/closed clock (OpenState) needs of a restaurant, from the wire shape's own
 * `openTime`/`closeTime` (minutes, which the clock compares). What a server component hands a client
 * component is written into the page's flight data: the whole restaurant cost every card of a cached list
 * about 400 bytes (address, cuisines, delivery cities and pincodes) for nothing.
 */
export function openHoursOf(r: ClockHours): OpenHours {
  return {
    openMinute: parseClock(r.openTime),
    closeMinute: parseClock(r.closeTime),
    timeZone: r.timeZone,
    weekWindows: r.weekWindows,
    closedDates: r.closedDates,
    paused: r.paused,
    isOpen: r.isOpen,
  };
}
