import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPausedAt, pausedUntilOf } from "./pause";

describe("isPausedAt", () => {
  const started = new Date("2026-11-27T12:00:00Z");
  const until = new Date("2026-11-27T14:00:00Z");

  it("is not paused without a pause, paused until resumed without an end", () => {
    expect(isPausedAt({ pausedAt: null, pausedUntil: null }, started)).toBe(false);
    expect(isPausedAt({ pausedAt: started, pausedUntil: null }, new Date("2030-01-01"))).toBe(true);
    expect(pausedUntilOf({ pausedAt: started, pausedUntil: null }, started)).toBeNull();
  });

  it("resumes by itself at its end: paused before, not from then on", () => {
    const row = { pausedAt: started, pausedUntil: until };
    fc.assert(
      fc.property(fc.integer({ min: -86_400_000, max: 86_400_000 }), (offset) => {
        const now = new Date(until.getTime() + offset);
        expect(isPausedAt(row, now)).toBe(offset < 0);
        expect(pausedUntilOf(row, now)).toBe(offset < 0 ? until.toISOString() : null);
      }),
    );
  });
});
