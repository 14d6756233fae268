import { describe, expect, it } from "vitest";
import {
  formatMinute,
  isOpenAtMinute,
  isOpenNow,
  minuteToIsoInstant,
  minutesInZone,
  openHoursOf,
  parseClock,
} from "./hours";

describe("isOpenAtMinute", () => {
  it("is open from the opening minute up to, not including, the closing minute", () => {
    expect(isOpenAtMinute(540, 1380, 539)).toBe(false);
    expect(isOpenAtMinute(540, 1380, 540)).toBe(true);
    expect(isOpenAtMinute(540, 1380, 1379)).toBe(true);
    expect(isOpenAtMinute(540, 1380, 1380)).toBe(false);
  });

  it("handles hours that cross midnight", () => {
    // 18:00 to 02:00
    expect(isOpenAtMinute(1080, 120, 1079)).toBe(false);
    expect(isOpenAtMinute(1080, 120, 1080)).toBe(true);
    expect(isOpenAtMinute(1080, 120, 0)).toBe(true);
    expect(isOpenAtMinute(1080, 120, 119)).toBe(true);
    expect(isOpenAtMinute(1080, 120, 120)).toBe(false);
    expect(isOpenAtMinute(1080, 120, 600)).toBe(false);
  });

  it("treats equal open and close as open all day", () => {
    expect(isOpenAtMinute(0, 0, 0)).toBe(true);
    expect(isOpenAtMinute(600, 600, 1439)).toBe(true);
  });
});

describe("time zones", () => {
  it("reads the clock in the restaurant's zone, not the server's", () => {
    // 03:30 UTC is 09:00 in Kolkata
    const at = new Date("2026-11-22T03:30:00Z");
    expect(minutesInZone(at, "Asia/Kolkata")).toBe(540);
    expect(minutesInZone(at, "UTC")).toBe(210);
  });

  it("decides open now in the restaurant's zone", () => {
    const at = new Date("2026-11-22T03:30:00Z"); // 09:00 IST
    expect(isOpenNow({ openMinute: 480, closeMinute: 600, timeZone: "Asia/Kolkata" }, at)).toBe(true);
    expect(isOpenNow({ openMinute: 600, closeMinute: 1320, timeZone: "Asia/Kolkata" }, at)).toBe(false);
  });

  it("sends opening times as instants that read back as the same clock time in the zone", () => {
    expect(minuteToIsoInstant(540, "Asia/Kolkata")).toBe("1970-01-01T03:30:00.000Z");
    expect(minutesInZone(new Date(minuteToIsoInstant(1425, "Asia/Kolkata")), "Asia/Kolkata")).toBe(1425);
  });
});

describe("clock strings", () => {
  it("formats and parses 24-hour HH:MM", () => {
    expect(formatMinute(545)).toBe("09:05");
    expect(formatMinute(0)).toBe("00:00");
    expect(parseClock("23:59")).toBe(1439);
    expect(() => parseClock("24:00")).toThrow();
    expect(() => parseClock("9:00")).toThrow();
  });
});

describe("openHoursOf", () => {
  it("hands the browser's clock only the hours (as minutes), the pause and the server's reading", () => {
    const row = {
      _id: "r1",
      name: "Udupi Tiffin Room",
      location: { address: "12 MG Road", city: "Bengaluru", state: "Karnataka" },
      cuisines: ["South Indian"],
      deliveryPincodes: ["560001"],
      opentime: "1970-01-01T01:00:00.000Z",
      closetime: "1970-01-01T17:00:00.000Z",
      openTime: "06:30",
      closeTime: "22:30",
      timeZone: "Asia/Kolkata",
      weekWindows: [],
      closedDates: ["2026-11-28"],
      paused: false,
      isOpen: true,
    };
    expect(openHoursOf(row)).toEqual({
      openMinute: 390,
      closeMinute: 1350,
      timeZone: "Asia/Kolkata",
      weekWindows: [],
      closedDates: ["2026-11-28"],
      paused: false,
      isOpen: true,
    });
  });
});
