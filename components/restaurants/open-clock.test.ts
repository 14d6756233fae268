import { afterEach, describe, expect, it, vi } from "vitest";
import { isOpenNow, type OpenHours } from "@/lib/restaurants/hours";

// The clock behind OpenState: the rules arrive after the first subscriber (not with the page), the server's reading
// stands until then, and the clock ticks at each minute boundary while anyone listens. A fresh module per test: its
// state (the rules, the listeners) is the page's.
const fresh = async () => {
  vi.resetModules();
  return import("@/components/restaurants/open-clock");
};
/** Until the dynamic import of the rules has settled (a few turns of the event loop). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

// 09:00-11:30 every day, India time.
const breakfast: OpenHours = {
  openMinute: 9 * 60,
  closeMinute: 11 * 60 + 30,
  timeZone: "Asia/Kolkata",
  weekWindows: [],
  closedDates: [],
  paused: false,
  isOpen: true,
};

describe("the open-or-closed clock", () => {
  it("reads null (the server's reading stands) until a subscriber has fetched the rules, then the minute", async () => {
    const clock = await fresh();
    expect(clock.openClockMinute()).toBeNull();
    expect(clock.openRule()).toBeNull();

    const heard = vi.fn();
    const stop = clock.subscribeOpenClock(heard);
    expect(clock.openClockMinute()).toBeNull();
    await settled();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(clock.openClockMinute()).toBe(Math.floor(Date.now() / 60_000));
    // The same rule as the server's (lib/restaurants/hours.ts): 11:29 open, 11:30 closed.
    const rule = clock.openRule()!;
    expect(rule(breakfast, new Date("2026-12-01T11:29:00+05:30"))).toBe(true);
    expect(rule(breakfast, new Date("2026-12-01T11:30:00+05:30"))).toBe(false);
    expect(rule(breakfast, new Date("2026-12-01T08:00:00+05:30"))).toBe(
      isOpenNow(breakfast, new Date("2026-12-01T08:00:00+05:30")),
    );
    stop();
  });

  it("ticks at each minute boundary while anyone listens, and stops when the last one goes", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T11:29:05+05:30"), toFake: ["setTimeout", "clearTimeout", "Date"] });
    const clock = await fresh();
    const heard = vi.fn();
    const stop = clock.subscribeOpenClock(heard);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const before = clock.openClockMinute();

    vi.advanceTimersByTime(55_000); // 11:30:00 and the clock's 20 ms
    expect(heard).toHaveBeenCalledTimes(2);
    expect(clock.openClockMinute()).toBe(before! + 1);
    vi.advanceTimersByTime(60_000);
    expect(heard).toHaveBeenCalledTimes(3);

    stop();
    vi.advanceTimersByTime(180_000);
    expect(heard).toHaveBeenCalledTimes(3);

    // A later subscriber finds the rules already here: the clock runs again, with no second fetch.
    const again = vi.fn();
    const stopAgain = clock.subscribeOpenClock(again);
    expect(clock.openClockMinute()).not.toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(again).toHaveBeenCalledTimes(1);
    stopAgain();
  });

  it("does not start the clock when everyone left before the rules arrived", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const clock = await fresh();
    const heard = vi.fn();
    clock.subscribeOpenClock(heard)();
    await vi.waitFor(() => expect(clock.openRule()).not.toBeNull());
    expect(heard).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
