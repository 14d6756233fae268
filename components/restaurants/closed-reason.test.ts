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
