import { describe, expect, it } from "vitest";
import { closedReason, closedText, pausedText } from "./closed-reason";

describe("closed-reason", () => {
  it("says when a closed kitchen opens, by the wire shape's HH:MM clock", () => {
    const closed = { isOpen: false, openTime: "06:30", paused: false, pauseReason: null };
    expect(closedReason(closed)).toBe("Closed now: opens at 06:30");
    expect(closedReason({ ...closed, isOpen: true })).toBeUndefined();
  });

  it("gives the owner's reason for a pause before the hours", () => {
    const paused = { isOpen: true, openTime: "06:30", paused: true, pauseReason: "Kitchen is very busy" };
    expect(closedReason(paused)).toBe("Not taking orders right now: Kitchen is very busy");
    expect(closedText({ ...paused, pauseReason: null })).toBe("Not taking orders right now");
    expect(pausedText(undefined)).toBe("Not taking orders right now");
  });
});

describe("closed-reason with a week", () => {
  // Friday 27 November 2026, 16:00 IST: between lunch (12:00-15:30) and dinner (19:00-23:30).
  const at = new Date("2026-11-27T16:00:00+05:30");
  const week = [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [d * 1440 + 720, d * 1440 + 930, d * 1440 + 1140, d * 1440 + 1410]);
  const restaurant = {
    openTime: "12:00",
    closeTime: "23:30",
    timeZone: "Asia/Kolkata",
    weekWindows: week,
    closedDates: [] as string[],
    paused: false,
    pauseReason: null,
  };

  it("says when dinner opens, in a 12-hour clock", () => {
    expect(closedText(restaurant, at)).toBe("Closed now: opens at 7:00 pm");
  });

  it("says a holiday closes today and when it opens next", () => {
    expect(closedText({ ...restaurant, closedDates: ["2026-11-27"] }, at)).toBe(
      "Closed today: opens tomorrow at 12:00 pm",
    );
  });
});
