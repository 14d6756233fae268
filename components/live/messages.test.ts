import { describe, expect, it } from "vitest";
import { customerToast, ownerToast, titleWithCount } from "@/components/live/messages";
import type { LiveOrderEvent } from "@/lib/live/types";

const base: LiveOrderEvent = {
  eventId: "1",
  orderId: "o1",
  type: "order.status",
  status: "pending",
  createdAt: "2026-01-01T00:00:00.000Z",
  customerName: "Asha",
  restaurantName: "Paradise Biryani",
  cancelledBy: null,
  cancelReason: null,
  kitchenStatus: null,
};
const ev = (over: Partial<LiveOrderEvent>): LiveOrderEvent => ({ ...base, ...over });

describe("customerToast", () => {
  it("tells that Thali support answered a help request, and the restaurant never hears of it", () => {
    expect(customerToast(ev({ type: "order.help", status: "delivered" }))).toEqual({
      kind: "success",
      message: "Thali support answered about your order from Paradise Biryani",
      description: "Open Help on the order in My Orders to read it.",
    });
    expect(ownerToast(ev({ type: "order.help", status: "delivered" }))).toBeNull();
  });

  it("tells of Thali support's refund on an order that was not cancelled", () => {
    expect(customerToast(ev({ type: "order.refunded", status: "delivered", cancelledBy: null }))?.message).toBe(
      "Your refund for the order from Paradise Biryani has been issued",
    );
  });

  it("names the restaurant when the order moves on", () => {
    expect(customerToast(ev({ status: "out for delivery" }))?.message).toBe(
      "Your order from Paradise Biryani is out for delivery",
    );
    expect(customerToast(ev({ status: "delivered" }))?.message).toBe(
      "Your order from Paradise Biryani has been delivered",
    );
  });

  it("tells of a restaurant's cancellation and its refund, not of the customer's own", () => {
    expect(
      customerToast(ev({ type: "order.cancelled", status: "cancelled", cancelledBy: "restaurant" })),
    ).toMatchObject({
      kind: "error",
      message: "Paradise Biryani cancelled your order",
    });
    expect(customerToast(ev({ type: "order.kitchen", kitchenStatus: "accepted" }))?.message).toMatch(
      /accepted your order$/,
    );
    expect(customerToast(ev({ type: "order.kitchen", kitchenStatus: "ready" }))?.message).toMatch(
      /^Your food from .+ is ready$/,
    );
    expect(customerToast(ev({ type: "order.kitchen", kitchenStatus: "preparing" }))).toBeNull();
    expect(customerToast(ev({ type: "order.refunded", status: "cancelled", cancelledBy: "restaurant" }))?.message).toBe(
      "Your refund for the order from Paradise Biryani has been issued",
    );
    expect(customerToast(ev({ type: "order.cancelled", status: "cancelled", cancelledBy: "customer" }))).toBeNull();
    expect(customerToast(ev({ type: "order.refunded", status: "cancelled", cancelledBy: "customer" }))).toBeNull();
  });

  it("gives the restaurant's reason for cancelling when it gave one", () => {
    expect(
      customerToast(
        ev({
          type: "order.cancelled",
          status: "cancelled",
          cancelledBy: "restaurant",
          cancelReason: "Closing early today",
        }),
      ),
    ).toEqual({
      kind: "error",
      message: "Paradise Biryani cancelled your order",
      description: "Reason: Closing early today. Your payment will be refunded.",
    });
  });

  it("says nothing about the customer's own payment", () => {
    expect(customerToast(ev({ type: "order.paid" }))).toBeNull();
  });
});

describe("ownerToast", () => {
  it("announces a new paid order and a customer's cancellation, nothing the owner did", () => {
    expect(ownerToast(ev({ type: "order.paid" }))).toEqual({
      kind: "success",
      message: "New order from Asha",
      action: { label: "View order", href: "/restaurant/orders#order-o1" },
    });
    expect(ownerToast(ev({ type: "order.cancelled", status: "cancelled", cancelledBy: "customer" }))?.message).toBe(
      "Asha cancelled their order",
    );
    expect(ownerToast(ev({ type: "order.cancelled", status: "cancelled", cancelledBy: "restaurant" }))).toBeNull();
    expect(ownerToast(ev({ status: "out for delivery" }))).toBeNull();
    expect(
      ownerToast(
        ev({
          type: "order.cancelled",
          cancelledBy: "restaurant",
          cancelReason: "The restaurant did not accept your order in time",
        }),
      )?.message,
    ).toMatch(/order was not accepted in time and was refunded$/);
    expect(
      ownerToast(ev({ type: "order.cancelled", cancelledBy: "restaurant", cancelReason: "Closing early" })),
    ).toBeNull();
    expect(ownerToast(ev({ type: "order.refunded", status: "cancelled", cancelledBy: "customer" }))).toBeNull();
  });
});

describe("titleWithCount", () => {
  it("puts the count in front, replaces an old one, and removes it at zero", () => {
    expect(titleWithCount("Dashboard · Thali", 2)).toBe("(2) Dashboard · Thali");
    expect(titleWithCount("(2) Dashboard · Thali", 3)).toBe("(3) Dashboard · Thali");
    expect(titleWithCount("(3) Dashboard · Thali", 0)).toBe("Dashboard · Thali");
    expect(titleWithCount("Dashboard · Thali", 0)).toBe("Dashboard · Thali");
    expect(titleWithCount("(12) Orders · Thali", 1)).toBe("(1) Orders · Thali");
  });

  it("leaves a title alone that only looks like it has a count", () => {
    expect(titleWithCount("(2)Orders · Thali", 0)).toBe("(2)Orders · Thali");
    expect(titleWithCount("Orders (2) · Thali", 3)).toBe("(3) Orders (2) · Thali");
  });
});
