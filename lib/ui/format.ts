// One formatter for the whole app: building an Intl.NumberFormat is slow enough to matter in lists.
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** An amount in rupees as the app shows it, e.g. `₹1,23,456.50` (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

// Dates and times: one style everywhere, in India's time zone on the server and in every browser
// alike (so a server-rendered time and the hydrated one agree whatever the machine's zone).
// Times are 24-hour ("19:05", as the spec's Estimated Delivery By); a date carries its year only
// when it is not this year's, since an order history spans years.

/** The zone every date and time is shown in. */
const APP_TIME_ZONE = "Asia/Kolkata";

const dateParts = new Intl.DateTimeFormat("en-IN", {
  timeZone: APP_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: APP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const ordinals = new Intl.PluralRules("en-IN", { type: "ordinal" });
const SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  one: "st",
  two: "nd",
  few: "rd",
  other: "th",
  zero: "th",
  many: "th",
};

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function withOrdinal(day: number): string {
  return `${day}${SUFFIX[ordinals.select(day)]}`;
}

function partsOf(at: Date): Record<string, string> {
  return Object.fromEntries(dateParts.formatToParts(at).map((x) => [x.type, x.value]));
}

type When = string | Date;
const toDate = (when: When) => (typeof when === "string" ? new Date(when) : when);

/** A day, e.g. "22nd November" this year, "22nd November 2025" another year. */
export function formatDate(when: When, now: Date = new Date()): string {
  const p = partsOf(toDate(when));
  const year = p.year === partsOf(now).year ? "" : ` ${p.year}`;
  return `${withOrdinal(Number(p.day))} ${p.month}${year}`;
}

/** A time of day, 24-hour: "19:05", "00:15". */
export function formatTime(when: When): string {
  return clock.format(toDate(when));
}

/** A moment, e.g. "Sunday, 22nd November, 19:05" (with the year when it is not this year's). */
export function formatDateTime(when: When, now: Date = new Date()): string {
  const at = toDate(when);
  return `${partsOf(at).weekday}, ${formatDate(at, now)}, ${formatTime(at)}`;
}
