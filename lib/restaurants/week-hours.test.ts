import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOpenAtMinute } from "./hours";
import {
  addDays,
  closedNowMessage,
  dayHours,
  fromWeekWindows,
  isOpenAtLocal,
  isOpenByWeek,
  localTime,
  nextOpening,
  opensText,
  singleWindowWeek,
  toWeekWindows,
  weekProblems,
  weekRanges,
  type DayWindows,
} from "./week-hours";

const IST = "Asia/Kolkata";
/** An instant from a local IST clock reading. */
const ist = (local: string) => new Date(`${local}:00+05:30`);
// 2026-11-27 is a Friday.
const LUNCH_DINNER: DayWindows[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  windows: [
    { open: 12 * 60, close: 15 * 60 + 30 },
    { open: 19 * 60, close: 23 * 60 + 30 },
  ],
}));

describe("weekProblems", () => {
  it("accepts lunch and dinner, a last window past midnight, and 24:00", () => {
    expect(weekProblems(LUNCH_DINNER)).toEqual([]);
    expect(weekProblems([{ day: 4, windows: [{ open: 1140, close: 60 }] }])).toEqual([]);
    expect(weekProblems([{ day: 0, windows: [{ open: 0, close: 1440 }] }])).toEqual([]);
  });

  it("names the day of an overlap", () => {
    expect(
      weekProblems([
        {
          day: 1,
          windows: [
            { open: 14 * 60, close: 16 * 60 },
            { open: 12 * 60, close: 15 * 60 },
          ],
        },
      ]),
    ).toEqual(["Tuesday: 12:00-15:00 overlaps 14:00-16:00"]);
  });

  it("refuses empty windows, backwards ones, more than 4 a day and a day listed twice", () => {
    expect(weekProblems([{ day: 2, windows: [{ open: 600, close: 600 }] }])).toEqual([
      "Wednesday: 10:00-10:00 is empty",
    ]);
    expect(weekProblems([{ day: 2, windows: [{ open: 15 * 60, close: 12 * 60 }] }])).toEqual([
      "Wednesday: 15:00-12:00 ends before it starts (a window past midnight closes by 06:00)",
    ]);
    const five = [0, 1, 2, 3, 4].map((i) => ({ open: i * 120, close: i * 120 + 60 }));
    expect(weekProblems([{ day: 3, windows: five }])).toEqual(["Thursday: at most 4 windows a day"]);
    expect(
      weekProblems([
        { day: 5, windows: [] },
        { day: 5, windows: [] },
      ]),
    ).toEqual(["Saturday: listed twice"]);
  });

  it("refuses a window past midnight that is not the day's last, and one running into the next day's first", () => {
    expect(
      weekProblems([
        {
          day: 4,
          windows: [
            { open: 1140, close: 60 },
            { open: 1320, close: 1380 },
          ],
        },
      ]),
    ).toEqual(["Friday: 19:00-01:00 overlaps 22:00-23:00"]);
    expect(
      weekProblems([
        { day: 6, windows: [{ open: 1200, close: 120 }] },
        { day: 0, windows: [{ open: 60, close: 600 }] },
      ]),
    ).toEqual(["Monday: Sunday's 20:00-02:00 overlaps 01:00-10:00"]);
  });
});

describe("the open rule", () => {
  it("is open for lunch and dinner, closed between", () => {
    const hours = { openMinute: 0, closeMinute: 0, timeZone: IST, weekWindows: toWeekWindows(LUNCH_DINNER) };
    expect(isOpenByWeek(hours, ist("2026-11-27T12:00"))).toBe(true);
    expect(isOpenByWeek(hours, ist("2026-11-27T15:30"))).toBe(false);
    expect(isOpenByWeek(hours, ist("2026-11-27T18:59"))).toBe(false);
    expect(isOpenByWeek(hours, ist("2026-11-27T23:29"))).toBe(true);
  });

  it("keeps Friday's 19:00-01:00 open early Saturday, and Sunday's into Monday", () => {
    const weekWindows = toWeekWindows([
      { day: 4, windows: [{ open: 1140, close: 60 }] },
      { day: 6, windows: [{ open: 1320, close: 120 }] },
    ]);
    const hours = { openMinute: 0, closeMinute: 0, timeZone: IST, weekWindows };
    expect(isOpenByWeek(hours, ist("2026-11-28T00:30"))).toBe(true); // Saturday
    expect(isOpenByWeek(hours, ist("2026-11-28T01:00"))).toBe(false);
    expect(isOpenByWeek(hours, ist("2026-11-30T01:59"))).toBe(true); // Monday, from Sunday night
    expect(isOpenByWeek(hours, ist("2026-11-30T02:00"))).toBe(false);
  });

  it("closes a holiday's windows, not the previous night's window running into it", () => {
    const weekWindows = toWeekWindows([
      { day: 4, windows: [{ open: 1140, close: 60 }] },
      { day: 5, windows: [{ open: 720, close: 900 }] },
    ]);
    const hours = { openMinute: 0, closeMinute: 0, timeZone: IST, weekWindows, closedDates: ["2026-11-28"] };
    expect(isOpenByWeek(hours, ist("2026-11-28T00:30"))).toBe(true);
    expect(isOpenByWeek(hours, ist("2026-11-28T12:30"))).toBe(false);
    expect(closedNowMessage({ ...hours, name: "Dosa Plaza" }, ist("2026-11-28T12:30"))).toBe(
      "Dosa Plaza is closed today (holiday)",
    );
  });

  it("for any minute, a restaurant without a week is open as its single window says", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 1439 }),
        (open, close, weekday, minute) => {
          const local = { date: addDays("2026-11-23", weekday), weekday, minute };
          expect(isOpenAtLocal(singleWindowWeek(open, close), [], local)).toBe(isOpenAtMinute(open, close, minute));
        },
      ),
    );
  });

  it("for any valid week, the compact form reads back as the days it was made from", () => {
    fc.assert(
      fc.property(weekArbitrary, (days) => {
        const back = fromWeekWindows(toWeekWindows(days)).filter((d) => d.windows.length > 0);
        const given = days
          .filter((d) => d.windows.length > 0)
          .map((d) => ({ day: d.day, windows: [...d.windows].sort((a, b) => a.open - b.open) }))
          .sort((a, b) => a.day - b.day);
        expect(back).toEqual(given);
      }),
    );
  });

  it("for any valid week, instant and closures, the rule agrees with the multiranges the SQL reads", () => {
    fc.assert(
      fc.property(
        weekArbitrary,
        fc.integer({ min: 0, max: 14 * 1440 - 1 }),
        fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8]),
        (days, offset, closedOffsets) => {
          const weekWindows = toWeekWindows(days);
          const at = new Date(ist("2026-11-23T00:00").getTime() + offset * 60_000);
          const closedDates = closedOffsets.map((d) => addDays("2026-11-23", d));
          const local = localTime(at, IST);
          expect(isOpenAtLocal(weekWindows, closedDates, local)).toBe(
            openByRanges(weekRanges(weekWindows), closedDates, local),
          );
        },
      ),
    );
  });
});

describe("what a closed kitchen says", () => {
  const hours = { openMinute: 0, closeMinute: 0, timeZone: IST, weekWindows: toWeekWindows(LUNCH_DINNER) };

  it("between lunch and dinner: opens at 7:00 pm", () => {
    expect(opensText(hours, ist("2026-11-27T16:00"))).toBe("Opens at 7:00 pm");
    expect(opensText(hours, ist("2026-11-27T23:45"))).toBe("Opens tomorrow at 12:00 pm");
  });

  it("past the closures", () => {
    const closed = { ...hours, closedDates: ["2026-11-28", "2026-11-29"] };
    expect(nextOpening(closed, ist("2026-11-27T23:45"))).toEqual({ date: "2026-11-30", minute: 720 });
    expect(opensText(closed, ist("2026-11-27T23:45"))).toBe("Opens Monday at 12:00 pm");
  });

  it("answers the spec's one window with the day's first open and last close", () => {
    expect(dayHours(hours, ist("2026-11-27T10:00"))).toEqual({ openMinute: 720, closeMinute: 1410 });
    expect(dayHours({ openMinute: 540, closeMinute: 1380, timeZone: IST }, new Date())).toEqual({
      openMinute: 540,
      closeMinute: 1380,
    });
  });
});

/** Up to 4 windows a day made to fit: sorted, apart, the last may cross midnight into a free morning. */
const dayArbitrary = (day: number) =>
  fc
    .uniqueArray(fc.integer({ min: 8, max: 1430 }), { minLength: 0, maxLength: 8 })
    .chain((cuts) =>
      fc.tuple(fc.constant(cuts.sort((a, b) => a - b)), fc.boolean(), fc.integer({ min: 1, max: 6 * 60 })),
    )
    .map(([cuts, crossLast, spill]) => {
      const windows: { open: number; close: number }[] = [];
      for (let i = 0; i + 1 < cuts.length && windows.length < 4; i += 2)
        windows.push({ open: cuts[i] ?? 0, close: cuts[i + 1] ?? 0 });
      const last = windows.at(-1);
      // Crosses midnight, closing before 00:08 (the next day's first window opens at 00:08 or later).
      if (last && crossLast) windows[windows.length - 1] = { open: last.open, close: Math.min(spill, 7) };
      return { day, windows };
    });

const weekArbitrary = fc
  .tuple(...[0, 1, 2, 3, 4, 5, 6].map(dayArbitrary))
  .filter((days) => weekProblems(days).length === 0);

/** The SQL form's reading (lib/restaurants/open-sql.ts), in JS: containment in the two multiranges. */
function openByRanges(
  ranges: { sameDay: string; spill: string },
  closedDates: readonly string[],
  local: { date: string; weekday: number; minute: number },
): boolean {
  const minuteOfWeek = local.weekday * 1440 + local.minute;
  const within = (text: string) =>
    [...text.matchAll(/\[(\d+),(\d+)\)/g)].some(
      ([, lo, hi]) => minuteOfWeek >= Number(lo) && minuteOfWeek < Number(hi),
    );
  return (
    (within(ranges.sameDay) && !closedDates.includes(local.date)) ||
    (within(ranges.spill) && !closedDates.includes(addDays(local.date, -1)))
  );
}
