import { describe, expect, it } from "vitest";
import { describeWait, secondsUntilNextWindow, windowStart } from "@/lib/rate-limit/window";

const HOUR = 60 * 60 * 1000;

describe("fixed windows", () => {
  it("puts every moment of an hour in the same window", () => {
    const start = windowStart(new Date("2026-03-01T10:00:00.000Z"), HOUR);
    expect(start.toISOString()).toBe("2026-03-01T10:00:00.000Z");
    expect(windowStart(new Date("2026-03-01T10:59:59.999Z"), HOUR)).toEqual(start);
    expect(windowStart(new Date("2026-03-01T11:00:00.000Z"), HOUR).toISOString()).toBe("2026-03-01T11:00:00.000Z");
  });

  it("counts the wait to the end of the window in whole seconds, never zero", () => {
    expect(secondsUntilNextWindow(new Date("2026-03-01T10:15:00.000Z"), HOUR)).toBe(45 * 60);
    expect(secondsUntilNextWindow(new Date("2026-03-01T10:59:59.500Z"), HOUR)).toBe(1);
    expect(secondsUntilNextWindow(new Date("2026-03-01T10:00:00.000Z"), HOUR)).toBe(60 * 60);
  });

  it("describes the wait in minutes", () => {
    expect(describeWait(1)).toBe("in 1 minute");
    expect(describeWait(60)).toBe("in 1 minute");
    expect(describeWait(61)).toBe("in 2 minutes");
    expect(describeWait(45 * 60)).toBe("in 45 minutes");
  });
});
