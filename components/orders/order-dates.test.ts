import { describe, expect, it } from "vitest";
import { estimatedDeliveryBy, formatOrderDate, withOrdinal } from "./order-dates";

describe("withOrdinal", () => {
  it("gives English ordinal suffixes, teens included", () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31];
    expect(days.map(withOrdinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "24th",
      "30th",
      "31st",
    ]);
  });
});

describe("order times (India time whatever the machine's zone)", () => {
  it("shows weekday, day with suffix, month and time", () => {
    // 13:35 UTC is 19:05 in India (UTC+5:30)
    expect(formatOrderDate("2026-11-22T13:35:00.000Z")).toBe("Sunday, 22nd November, 7:05 pm");
    expect(formatOrderDate("2026-03-01T03:00:00.000Z")).toBe("Sunday, 1st March, 8:30 am");
    // 20:00 UTC on the 31st is already the 1st in India
    expect(formatOrderDate("2026-12-31T20:00:00.000Z")).toBe("Friday, 1st January, 1:30 am");
  });

  it("estimates delivery 30 minutes after the order, as HH:MM", () => {
    expect(estimatedDeliveryBy("2026-11-22T13:35:00.000Z")).toBe("19:35");
    expect(estimatedDeliveryBy("2026-11-22T18:15:00.000Z")).toBe("00:15");
  });
});
