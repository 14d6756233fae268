// A restaurant's week: several opening windows a weekday (lunch and dinner) and closures by local date.
//
// Days are numbered 0 (Monday) to 6 (Sunday), ISO order. A window is minutes after the local midnight of its
// day; a close before the open crosses midnight (Friday 19:00-01:00 keeps the kitchen open early Saturday),
// and "24:00" closes at the end of the day. The week is kept compactly as `weekWindows`: flattened
// [open, close) pairs in minutes of the week from Monday 00:00 local (0-10079); a close may pass 10080 when a
// Sunday window runs into Monday. A window belongs to the day it opens on (its service day): a closure on a
// date closes the windows that open on that date, including their part after midnight, and leaves the
// previous night's window running into it alone.
//
// The SQL form of the same rule is lib/restaurants/open-sql.ts (weekly windows as two int4multirange columns).

import { zonedParts } from "@/lib/time/zone";

const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** At most this many windows a day. */
const MAX_WINDOWS_A_DAY = 4;
/** A window that crosses midnight must close by 06:00 the next day; a later close is taken for a mistake. */
const LATEST_CLOSE_PAST_MIDNIGHT = 6 * 60;
/** At most this many upcoming closures. */
export const MAX_CLOSURES = 60;

export const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const DAY_KEYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type DayKey = (typeof DAY_KEYS)[number];

/** One window of a day: minutes after its local midnight; close 1440 is "24:00"; close < open crosses midnight. */
export type Window = Readonly<{ open: number; close: number }>;
/** A day's windows, day 0 = Monday. */
export type DayWindows = Readonly<{ day: number; windows: readonly Window[] }>;

/** "09:05" for 545, "24:00" for 1440. */
export function clock(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** "7:00 pm" for 1140: how a closed kitchen says when it opens. */
function clock12(minute: number): string {
  const m = minute % DAY_MINUTES;
  const h = Math.floor(m / 60);
  const suffix = h < 12 ? "am" : "pm";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m % 60).padStart(2, "0")} ${suffix}`;
}

/** The compact form's [open, close) pairs. */
function weekPairs(weekWindows: readonly number[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < weekWindows.length; i += 2) pairs.push([weekWindows[i] ?? 0, weekWindows[i + 1] ?? 0]);
  return pairs;
}

const windowText = (w: Window) => `${clock(w.open)}-${clock(w.close)}`;
const crosses = (w: Window) => w.close < w.open;
/** Minutes after the day's midnight the window ends at (past 1440 when it crosses midnight). */
const endOf = (w: Window) => (crosses(w) ? w.close + DAY_MINUTES : w.close);

/**
 * What is wrong with a week, as messages naming the day ("Tuesday: 12:00-15:00 overlaps 14:00-16:00"),
 * or none. Days not listed are closed.
 */
export function weekProblems(days: readonly DayWindows[]): string[] {
  const problems: string[] = [];
  const byDay = new Map<number, Window[]>();
  for (const { day, windows } of days) {
    if (byDay.has(day)) problems.push(`${DAY_NAMES[day]}: listed twice`);
    byDay.set(
      day,
      [...windows].sort((a, b) => a.open - b.open),
    );
  }
  for (const [day, windows] of byDay) {
    const name = DAY_NAMES[day];
    if (windows.length > MAX_WINDOWS_A_DAY) problems.push(`${name}: at most ${MAX_WINDOWS_A_DAY} windows a day`);
    for (const w of windows) {
      if (w.open === w.close) problems.push(`${name}: ${windowText(w)} is empty`);
      else if (crosses(w) && w.close > LATEST_CLOSE_PAST_MIDNIGHT)
        problems.push(
          `${name}: ${windowText(w)} ends before it starts (a window past midnight closes by ${clock(LATEST_CLOSE_PAST_MIDNIGHT)})`,
        );
    }
    windows.forEach((w, i) => {
      const before = windows[i - 1];
      if (before && endOf(before) > w.open) problems.push(`${name}: ${windowText(before)} overlaps ${windowText(w)}`);
    });
  }
  // The last window of a day may run past midnight into the next day's first.
  for (const [day, windows] of byDay) {
    const last = windows.at(-1);
    const nextDay = (day + 1) % 7;
    const first = byDay.get(nextDay)?.[0];
    if (last && first && crosses(last) && last.close > first.open)
      problems.push(`${DAY_NAMES[nextDay]}: ${DAY_NAMES[day]}'s ${windowText(last)} overlaps ${windowText(first)}`);
  }
  return problems;
}

/** The compact form: flattened [open, close) pairs in minutes of the week, ordered by open. */
export function toWeekWindows(days: readonly DayWindows[]): number[] {
  const pairs: [number, number][] = [];
  for (const { day, windows } of days)
    for (const w of windows) pairs.push([day * DAY_MINUTES + w.open, day * DAY_MINUTES + endOf(w)]);
  return pairs.sort((a, b) => a[0] - b[0]).flat();
}

/** The seven days (Monday first) of the compact form; a day without windows is closed. */
export function fromWeekWindows(weekWindows: readonly number[]): { day: number; windows: Window[] }[] {
  const days = DAY_NAMES.map((_, day) => ({ day, windows: [] as Window[] }));
  for (const [start, end] of weekPairs(weekWindows)) {
    const day = Math.floor(start / DAY_MINUTES);
    const open = start - day * DAY_MINUTES;
    const endInDay = end - day * DAY_MINUTES;
    days[day]?.windows.push({ open, close: endInDay > DAY_MINUTES ? endInDay - DAY_MINUTES : endInDay });
  }
  return days;
}

/** The one window of a restaurant without weekly hours, every day, in the compact form (equal minutes: all day). */
export function singleWindowWeek(openMinute: number, closeMinute: number): number[] {
  const window: Window =
    openMinute === closeMinute ? { open: 0, close: DAY_MINUTES } : { open: openMinute, close: closeMinute };
  return toWeekWindows(DAY_NAMES.map((_, day) => ({ day, windows: [window] })));
}

/**
 * The int4multirange texts the SQL form reads: the parts of windows on their own day (`sameDay`) and the parts
 * after midnight (`spill`), both in minutes of the week 0-10079 (a Sunday night's spill wraps to Monday).
 */
export function weekRanges(weekWindows: readonly number[]): { sameDay: string; spill: string } {
  const same: string[] = [];
  const spill: string[] = [];
  for (const [start, end] of weekPairs(weekWindows)) {
    const midnight = (Math.floor(start / DAY_MINUTES) + 1) * DAY_MINUTES;
    same.push(`[${start},${Math.min(end, midnight)})`);
    if (end > midnight) spill.push(`[${midnight % WEEK_MINUTES},${end - midnight + (midnight % WEEK_MINUTES)})`);
  }
  return { sameDay: `{${same.join(",")}}`, spill: `{${spill.join(",")}}` };
}

/** An instant as the restaurant's clock and calendar show it. */
export type LocalTime = Readonly<{ date: string; weekday: number; minute: number }>;

/** The local date ("2026-11-28"), weekday (0 Monday) and minute after midnight of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const p = zonedParts(at, timeZone);
  const date = `${String(p.year).padStart(4, "0")}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
  const weekday = (Date.UTC(p.year, p.month - 1, p.day) / 86_400_000 + 3) % 7;
  return { date, weekday, minute: p.hour * 60 + p.minute };
}

/** "2026-11-28" plus `days` days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether the week's windows and the closures keep the kitchen open at this local time. */
export function isOpenAtLocal(
  weekWindows: readonly number[],
  closedDates: readonly string[],
  local: LocalTime,
): boolean {
  const minuteOfWeek = local.weekday * DAY_MINUTES + local.minute;
  for (const [start, end] of weekPairs(weekWindows)) {
    // The same instant a week later, for a Sunday window running into Monday.
    const at = minuteOfWeek >= start ? minuteOfWeek : minuteOfWeek + WEEK_MINUTES;
    if (at >= end) continue;
    const spilled = Math.floor(start / DAY_MINUTES) !== Math.floor(at / DAY_MINUTES);
    const serviceDate = spilled ? addDays(local.date, -1) : local.date;
    return !closedDates.includes(serviceDate);
  }
  return false;
}

/** A restaurant's hours as the open rule reads them: the single window, or the week when it has one. */
export type WeekHours = Readonly<{
  openMinute: number;
  closeMinute: number;
  timeZone: string;
  /** Empty: the single window every day. */
  weekWindows?: readonly number[];
  closedDates?: readonly string[];
}>;

/** The week a restaurant keeps: its weekly windows, or its single window every day. */
export function effectiveWeek(hours: WeekHours): readonly number[] {
  return hours.weekWindows && hours.weekWindows.length > 0
    ? hours.weekWindows
    : singleWindowWeek(hours.openMinute, hours.closeMinute);
}

/** Open by its hours and closures at `at` (pauses aside). */
export function isOpenByWeek(hours: WeekHours, at: Date): boolean {
  return isOpenAtLocal(effectiveWeek(hours), hours.closedDates ?? [], localTime(at, hours.timeZone));
}

/** The closure on the local date of `at`, if any. */
export function closedToday(hours: Pick<WeekHours, "timeZone" | "closedDates">, at: Date): string | undefined {
  const { date } = localTime(at, hours.timeZone);
  return hours.closedDates?.includes(date) ? date : undefined;
}

/**
 * When the kitchen next opens after `at` (closed now): its local date and minute, looking up to 60 days ahead
 * (past every closure), or null for a week without windows.
 */
export function nextOpening(hours: WeekHours, at: Date): { date: string; minute: number } | null {
  const week = effectiveWeek(hours);
  if (week.length === 0) return null;
  const closed = hours.closedDates ?? [];
  const local = localTime(at, hours.timeZone);
  for (let offset = 0; offset <= MAX_CLOSURES + 7; offset++) {
    const date = addDays(local.date, offset);
    if (closed.includes(date)) continue;
    const weekday = (local.weekday + offset) % 7;
    for (const [start] of weekPairs(week)) {
      if (Math.floor(start / DAY_MINUTES) !== weekday) continue;
      const minute = start - weekday * DAY_MINUTES;
      if (offset === 0 && minute <= local.minute) continue;
      return { date, minute };
    }
  }
  return null;
}

/** "Opens at 7:00 pm", "Opens tomorrow at 12:00 pm", "Opens Monday at 12:00 pm". */
export function opensText(hours: WeekHours, at: Date): string | undefined {
  const next = nextOpening(hours, at);
  if (!next) return undefined;
  const today = localTime(at, hours.timeZone).date;
  const time = clock12(next.minute);
  if (next.date === today) return `Opens at ${time}`;
  if (next.date === addDays(today, 1)) return `Opens tomorrow at ${time}`;
  const weekday = (new Date(`${next.date}T00:00:00Z`).getUTCDay() + 6) % 7;
  if (next.date <= addDays(today, 6)) return `Opens ${DAY_NAMES[weekday]} at ${time}`;
  return `Opens on ${next.date} at ${time}`;
}

/**
 * The spec's one window (opentime/closetime) of a restaurant with a week: the first open and the last close of
 * the local day of `at`, or of the next day with windows when it has none (a close past midnight as its clock
 * time). A restaurant without a week answers its own single window.
 */
export function dayHours(hours: WeekHours, at: Date): { openMinute: number; closeMinute: number } {
  if (!hours.weekWindows?.length) return { openMinute: hours.openMinute, closeMinute: hours.closeMinute };
  const days = fromWeekWindows(hours.weekWindows);
  const today = localTime(at, hours.timeZone).weekday;
  for (let offset = 0; offset < 7; offset++) {
    const windows = days[(today + offset) % 7]?.windows ?? [];
    const first = windows[0];
    const last = windows.at(-1);
    if (first && last) return { openMinute: first.open, closeMinute: last.close % DAY_MINUTES };
  }
  return { openMinute: hours.openMinute, closeMinute: hours.closeMinute };
}

/** Checkout's refusal of a closed kitchen: "Dosa Plaza is closed today (holiday)" or "… is closed now". */
export function closedNowMessage(restaurant: WeekHours & { name: string }, at: Date): string {
  return closedToday(restaurant, at)
    ? `${restaurant.name} is closed today (holiday)`
    : `${restaurant.name} is closed now`;
}
