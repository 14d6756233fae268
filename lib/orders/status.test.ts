import { describe, expect, it } from "vitest";
import { canTransition, fromWireStatus, sourcesFor, toWireStatus } from "@/lib/orders/status";

describe("the order status machine", () => {
  it("lets a restaurant move pending -> out for delivery -> delivered, and cancel before delivery", () => {
    expect(canTransition("pending", "out_for_delivery", "restaurant")).toBe(true);
    expect(canTransition("out_for_delivery", "delivered", "restaurant")).toBe(true);
    expect(canTransition("pending", "cancelled", "restaurant")).toBe(true);
    expect(canTransition("out_for_delivery", "cancelled", "restaurant")).toBe(true);
  });

  it("never leaves delivered or cancelled, and never goes back or skips", () => {
    expect(canTransition("delivered", "cancelled", "restaurant")).toBe(false);
    expect(canTransition("cancelled", "pending", "restaurant")).toBe(false);
    expect(canTransition("out_for_delivery", "pending", "restaurant")).toBe(false);
    expect(canTransition("pending", "delivered", "restaurant")).toBe(false);
  });

  it("lets a customer only cancel, and only a pending order", () => {
    expect(sourcesFor("cancelled", "customer")).toEqual(["pending"]);
    expect(sourcesFor("cancelled", "restaurant")).toEqual(["pending", "out_for_delivery"]);
    expect(sourcesFor("out_for_delivery", "customer")).toEqual([]);
  });

  it("spells statuses on the wire as the spec does", () => {
    expect(toWireStatus("out_for_delivery")).toBe("out for delivery");
    expect(fromWireStatus("out for delivery")).toBe("out_for_delivery");
    expect(fromWireStatus("pending")).toBe("pending");
  });
});
