import { describe, expect, it } from "vitest";
import { toMinuteOfDay } from "./time-of-day";

describe("toMinuteOfDay", () => {
  it("reads every form the sign-up call accepts", () => {
    expect(toMinuteOfDay("09:30", "Asia/Kolkata")).toBe(570);
    expect(toMinuteOfDay("2026-11-22T04:00:00Z", "Asia/Kolkata")).toBe(570);
    expect(toMinuteOfDay({ openhour: 9, openminute: 30 }, "Asia/Kolkata")).toBe(570);
    expect(toMinuteOfDay({ closehour: 23, closeminute: 0 }, "Asia/Kolkata")).toBe(1380);
    expect(toMinuteOfDay({ hour: 0, minute: 5 }, "Asia/Kolkata")).toBe(5);
  });
});
