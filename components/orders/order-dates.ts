// Order times are shown in India's time zone on the server and in every browser alike, so the
// server-rendered card and the hydrated one agree whatever the machine's zone.

export const ORDER_TIME_ZONE = "Asia/Kolkata";
/** The spec's estimate: a pending order arrives 30 minutes after it was placed. */
export const ESTIMATED_DELIVERY_MINUTES = 30;

const parts = new Intl.DateTimeFormat("en-IN", {
  timeZone: ORDER_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: ORDER_TIME_ZONE,
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

/** When an order was placed, e.g. "Sunday, 22nd November, 7:05 pm". */
export function formatOrderDate(iso: string): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.weekday}, ${withOrdinal(Number(p.day))} ${p.month}, ${p.hour}:${p.minute} ${String(p.dayPeriod).toLowerCase()}`;
}

/** The spec's 'Estimated Delivery By' time (HH:MM, 24-hour): 30 minutes after the order was placed. */
export function estimatedDeliveryBy(iso: string): string {
  return clock.format(new Date(new Date(iso).getTime() + ESTIMATED_DELIVERY_MINUTES * 60_000));
}
