import { describe, expect, it } from "vitest";
import { backoffDelay } from "@/lib/live/backoff";

const opts = { baseMs: 250, maxMs: 10_000 };

describe("backoffDelay", () => {
  it("doubles from the base, between half and all of the step", () => {
    expect(backoffDelay(0, opts, () => 0)).toBe(125);
    expect(backoffDelay(0, opts, () => 1)).toBe(250);
    expect(backoffDelay(3, opts, () => 0)).toBe(1000);
    expect(backoffDelay(3, opts, () => 1)).toBe(2000);
  });

  it("never waits longer than the maximum, however many attempts", () => {
    expect(backoffDelay(10, opts, () => 1)).toBe(10_000);
    expect(backoffDelay(10_000, opts, () => 1)).toBe(10_000);
  });

  it("spreads clients that fail together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(4, opts)));
    expect(delays.size).toBeGreaterThan(10);
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(2000);
      expect(d).toBeLessThanOrEqual(4000);
    }
  });
});
