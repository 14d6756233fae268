import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countdownText, secondsLeft } from "@/lib/rider-console/countdown";

describe("secondsLeft", () => {
  const expires = "2026-11-29T06:00:30.000Z";
  const at = (iso: string) => Date.parse(iso);

  it("counts whole seconds up to the offer's end", () => {
    expect(secondsLeft(expires, at("2026-11-29T06:00:00.000Z"))).toBe(30);
    expect(secondsLeft(expires, at("2026-11-29T06:00:00.800Z"))).toBe(30);
    expect(secondsLeft(expires, at("2026-11-29T06:00:01.000Z"))).toBe(29);
    expect(secondsLeft(expires, at("2026-11-29T06:00:29.999Z"))).toBe(1);
  });

  it("is 0 at and after the end, and for an unreadable time", () => {
    expect(secondsLeft(expires, at(expires))).toBe(0);
    expect(secondsLeft(expires, at("2026-11-29T06:05:00.000Z"))).toBe(0);
    expect(secondsLeft("soon", 0)).toBe(0);
  });

  it("never grows as time passes and never goes below 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: -60_000, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), (offset, step) => {
        const now = at(expires) + offset;
        const a = secondsLeft(expires, now);
        const b = secondsLeft(expires, now + step);
        expect(b).toBeLessThanOrEqual(a);
        expect(b).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("countdownText", () => {
  it("reads minutes and two-digit seconds", () => {
    expect(countdownText(30)).toBe("0:30");
    expect(countdownText(5)).toBe("0:05");
    expect(countdownText(0)).toBe("0:00");
    expect(countdownText(-3)).toBe("0:00");
  });
});
