import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatRupees, formatTime, withOrdinal } from "./format";

describe("formatRupees", () => {
  it("shows rupees with the ₹ sign, 2 decimals and Indian digit grouping", () => {
    expect(formatRupees(540)).toBe("₹540.00");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(59.97)).toBe("₹59.97");
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
  });
});

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

describe("dates and times (India time whatever the machine's zone)", () => {
  const now = new Date("2026-11-24T06:00:00.000Z");

  it("shows one 24-hour style, morning and evening alike", () => {
    // 13:35 UTC is 19:05 in India (UTC+5:30); 22:27 UTC is 03:57 the next day
    expect(formatTime("2026-11-22T13:35:00.000Z")).toBe("19:05");
    expect(formatTime("2026-11-22T22:27:00.000Z")).toBe("03:57");
    expect(formatDateTime("2026-11-22T13:35:00.000Z", now)).toBe("Sunday, 22nd November, 19:05");
    expect(formatDateTime("2026-03-01T03:00:00.000Z", now)).toBe("Sunday, 1st March, 08:30");
  });

  it("adds the year only when it is not this year's, counted in India", () => {
    expect(formatDateTime("2025-11-22T13:35:00.000Z", now)).toBe("Saturday, 22nd November 2025, 19:05");
    expect(formatDate("2025-01-05T10:00:00.000Z", now)).toBe("5th January 2025");
    expect(formatDate("2026-01-05T10:00:00.000Z", now)).toBe("5th January");
    // 20:00 UTC on 31 December is already 1 January in India
    expect(formatDateTime("2026-12-31T20:00:00.000Z", now)).toBe("Friday, 1st January 2027, 01:30");
  });
});
