// The wall clock of an instant in a time zone: one cached Intl formatter per zone for the whole app.
// Building an Intl.DateTimeFormat costs about 50 µs and a list of restaurants asks for one per card;
// zones are a small, fixed set, so one formatter each is kept. Opening hours, sold-out dishes and the
// kitchen's week all read the restaurant's own clock through this.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, found);
  }
  return found;
}

/** What a clock and calendar in a zone show: month 1-12, hour 0-23. */
export type ZonedParts = Readonly<{
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}>;

/** The wall clock of `at` in `timeZone`. */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  const parts = format(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}
