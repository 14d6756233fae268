import { describe, expect, it } from "vitest";
import { averageRating, estimateDeliveryMinutes } from "./estimates";

describe("estimateDeliveryMinutes", () => {
  it("stays within 28-47 minutes and is the same every time for the same restaurant", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const minutes = estimateDeliveryMinutes(`restaurant-${i}`);
      expect(minutes).toBeGreaterThanOrEqual(28);
      expect(minutes).toBeLessThanOrEqual(47);
      expect(estimateDeliveryMinutes(`restaurant-${i}`)).toBe(minutes);
      seen.add(minutes);
    }
    // spread over the whole range, not a constant
    expect(seen.size).toBe(20);
  });
});

describe("averageRating", () => {
  it("is null without reviews and the one-decimal average with them", () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(3, 13)).toBe(4.3);
    expect(averageRating(2, 10)).toBe(5);
  });
});
