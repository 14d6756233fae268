import { minutesInZone, parseClock } from "@/lib/restaurants/hours";
import type { TimeOfDayInput } from "@/lib/accounts/schemas";

/** Minutes after midnight for any of the accepted time-of-day forms, read in `timeZone`. */
export function toMinuteOfDay(value: TimeOfDayInput, timeZone: string): number {
  if (typeof value === "string") {
    return /^\d\d:\d\d$/.test(value) ? parseClock(value) : minutesInZone(new Date(value), timeZone);
  }
  if ("openhour" in value) return value.openhour * 60 + value.openminute;
  if ("closehour" in value) return value.closehour * 60 + value.closeminute;
  return value.hour * 60 + value.minute;
}
