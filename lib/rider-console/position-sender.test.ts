import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createPositionSchedule,
  MAX_GAP_MS,
  MIN_GAP_MS,
  WAITING_MAX_GAP_MS,
  WAITING_MIN_GAP_MS,
  watchLocation,
} from "@/lib/rider-console/position-sender";
import type { PositionBody } from "@/lib/rider-console/types";

const fix = (n: number): PositionBody => ({ lat: 12.9 + n / 1000, lng: 77.6 });

describe("createPositionSchedule", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("sends the first fix at once", () => {
    const sent: PositionBody[] = [];
    const schedule = createPositionSchedule((f) => sent.push(f));
    schedule.push(fix(1));
    expect(sent).toEqual([fix(1)]);
  });

  it("holds a burst of fixes and sends only the latest, 5 s after the last send", () => {
    const sent: Array<[number, PositionBody]> = [];
    const schedule = createPositionSchedule((f) => sent.push([Date.now(), f]));
    schedule.push(fix(1));
    vi.advanceTimersByTime(1_000);
    schedule.push(fix(2));
    vi.advanceTimersByTime(1_000);
    schedule.push(fix(3));
    vi.advanceTimersByTime(2_999);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [0, fix(1)],
      [MIN_GAP_MS, fix(3)],
    ]);
  });

  it("sends the latest fix again every 10 s when no new one comes", () => {
    const sent: number[] = [];
    const schedule = createPositionSchedule(() => sent.push(Date.now()));
    schedule.push(fix(1));
    vi.advanceTimersByTime(35_000);
    expect(sent).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it("sends a fix that comes after a quiet spell at once", () => {
    const sent: number[] = [];
    const schedule = createPositionSchedule(() => sent.push(Date.now()));
    schedule.push(fix(1));
    vi.advanceTimersByTime(7_000);
    schedule.push(fix(2));
    expect(sent).toEqual([0, 7_000]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([0, 7_000, 17_000]);
  });

  it("takes other gaps for a waiting rider: 10 s apart at most often, every 30 s at least", () => {
    const sent: number[] = [];
    const schedule = createPositionSchedule(() => sent.push(Date.now()), {
      minGapMs: WAITING_MIN_GAP_MS,
      maxGapMs: WAITING_MAX_GAP_MS,
    });
    schedule.push(fix(1));
    vi.advanceTimersByTime(2_000);
    schedule.push(fix(2));
    vi.advanceTimersByTime(58_000);
    expect(sent).toEqual([0, 10_000, 40_000]);
  });

  it("sends nothing after stop", () => {
    const send = vi.fn();
    const schedule = createPositionSchedule(send);
    schedule.push(fix(1));
    schedule.push(fix(2));
    schedule.stop();
    schedule.push(fix(3));
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("never sends twice within 5 s nor leaves 10 s without a send, for any stream of fixes", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15_000 }), { minLength: 1, maxLength: 40 }), (gaps) => {
        vi.setSystemTime(0);
        const sent: number[] = [];
        const schedule = createPositionSchedule(() => sent.push(Date.now()));
        schedule.push(fix(0));
        gaps.forEach((gap, i) => {
          vi.advanceTimersByTime(gap);
          schedule.push(fix(i + 1));
        });
        const end = Date.now();
        vi.advanceTimersByTime(MAX_GAP_MS);
        schedule.stop();
        for (let i = 1; i < sent.length; i += 1) {
          const gap = sent[i]! - sent[i - 1]!;
          expect(gap).toBeGreaterThanOrEqual(MIN_GAP_MS);
          expect(gap).toBeLessThanOrEqual(MAX_GAP_MS);
        }
        expect(sent[0]).toBe(0);
        // The last fix went out (within 5 s of its coming) before the schedule stopped.
        expect(sent.some((t) => t >= end && t <= end + MIN_GAP_MS)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("watchLocation", () => {
  type Watcher = Parameters<Geolocation["watchPosition"]>;
  function fakeGeolocation() {
    let watcher: Watcher | null = null;
    const geolocation = {
      watchPosition: vi.fn((...args: Watcher) => {
        watcher = args;
        return 7;
      }),
      clearWatch: vi.fn(),
      getCurrentPosition: vi.fn(),
    };
    return { geolocation: geolocation as unknown as Geolocation, raw: geolocation, watcher: () => watcher! };
  }

  it("feeds fixes to the schedule and reports them on", () => {
    const { geolocation, raw, watcher } = fakeGeolocation();
    const push = vi.fn();
    const stop = vi.fn();
    const statuses: string[] = [];
    const unwatch = watchLocation(geolocation, { push, stop }, (s) => statuses.push(s));
    watcher()[0]({ coords: { latitude: 12.97, longitude: 77.59, accuracy: 12 } } as GeolocationPosition);
    expect(push).toHaveBeenCalledWith({ lat: 12.97, lng: 77.59, accuracy: 12 });
    expect(statuses).toEqual(["waiting", "on"]);
    unwatch();
    expect(raw.clearWatch).toHaveBeenCalledWith(7);
    expect(stop).toHaveBeenCalled();
  });

  it("reports a refused permission as denied and a missing device as unavailable", () => {
    const { geolocation, watcher } = fakeGeolocation();
    const statuses: string[] = [];
    watchLocation(geolocation, { push: vi.fn(), stop: vi.fn() }, (s) => statuses.push(s));
    watcher()[1]!({ code: 1 } as GeolocationPositionError);
    expect(statuses.at(-1)).toBe("denied");
    const none: string[] = [];
    watchLocation(undefined, { push: vi.fn(), stop: vi.fn() }, (s) => none.push(s));
    expect(none).toEqual(["unavailable"]);
  });
});
