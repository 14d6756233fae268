import { describe, expect, it } from "vitest";
import { estimatedDeliveryBy } from "./order-dates";

describe("estimatedDeliveryBy", () => {
  it("estimates delivery 30 minutes after the order, as HH:MM in India", () => {
    expect(estimatedDeliveryBy("2026-11-22T13:35:00.000Z")).toBe("19:35");
    expect(estimatedDeliveryBy("2026-11-22T18:15:00.000Z")).toBe("00:15");
  });
});
