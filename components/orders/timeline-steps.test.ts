import { describe, expect, it } from "vitest";
import type { ApiOrder } from "@/lib/orders/contract";
import { computeBill, DEFAULT_BILL_SETTINGS } from "@/lib/money/bill";
import { timelineOf } from "./timeline-steps";

// 13:00 UTC is 18:30 in India, where every time is shown.
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 13, minutes)).toISOString();

const placed: ApiOrder = {
  _id: "order1",
  createdAt: at(0),
  customerName: "Asha Rao",
  deliveryLocation: {
    address: "1 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    locality: null,
    pincode: null,
    phone: null,
  },
  restaurant_id: {
    _id: "r1",
    name: "Udupi",
    image: { imageUrl: "" },
    location: { address: "2 MG Road", city: "Bengaluru" },
  },
  items: [],
  subTotal: 250,
  deliveryCharge: 20,
  totalPrice: 270,
  bill: computeBill({ lines: [{ unitPricePaise: 25_000, packagingPaise: 0, quantity: 1 }] }, DEFAULT_BILL_SETTINGS),
  invoiceNumber: null,
  creditNoteNumber: null,
  deliveryStatus: "pending",
  cancelledBy: null,
  cancelReason: null,
  paymentStatus: "paid",
  refund: null,
  refundedPaise: 0,
  refundPendingPaise: 0,
  review: null,
  payment_reference_id: "pay_1",
  paymentMethod: "online",
  paidWith: null,
  codCollectedAt: null,
  codCollectedVia: null,
  codRefusedAt: null,
  kitchenStatus: "placed",
  acceptedAt: null,
  preparingAt: null,
  readyAt: null,
  rejectedAt: null,
  prepMinutes: null,
  readyBy: null,
  rejectReason: null,
  outForDeliveryAt: null,
  deliveredAt: null,
  estimatedDeliveryBy: at(45),
  delivery: null,
  route: { from: null, to: null },
};
const accepted: ApiOrder = {
  ...placed,
  kitchenStatus: "accepted",
  acceptedAt: at(2),
  prepMinutes: 15,
  readyBy: at(17),
};
const preparing: ApiOrder = { ...accepted, kitchenStatus: "preparing", preparingAt: at(4) };
const ready: ApiOrder = { ...preparing, kitchenStatus: "ready", readyAt: at(15), estimatedDeliveryBy: at(35) };
const out: ApiOrder = {
  ...ready,
  deliveryStatus: "out for delivery",
  outForDeliveryAt: at(18),
  estimatedDeliveryBy: at(38),
};
const delivered: ApiOrder = { ...out, deliveryStatus: "delivered", deliveredAt: at(36), estimatedDeliveryBy: null };

const summary = (order: ApiOrder) => timelineOf(order).steps.map((s) => `${s.key}:${s.state}`);

describe("timelineOf", () => {
  it("a new order: placed is the step now, the five others to come, the expected arrival on Delivered", () => {
    const { steps, active } = timelineOf(placed);
    expect(active).toBe(true);
    expect(summary(placed)).toEqual([
      "placed:current",
      "accepted:upcoming",
      "preparing:upcoming",
      "ready:upcoming",
      "out for delivery:upcoming",
      "delivered:upcoming",
    ]);
    expect(steps[0]).toMatchObject({ label: "Order placed", at: at(0) });
    expect(steps.slice(1).every((s) => s.at === null)).toBe(true);
    expect(steps[5]!.note).toBe("Expected by 19:15");
  });

  it("moves through every step, each done one with its time, the accept with its promise", () => {
    expect(summary(accepted).slice(0, 3)).toEqual(["placed:done", "accepted:current", "preparing:upcoming"]);
    expect(timelineOf(accepted).steps[1]).toMatchObject({ at: at(2), note: "Ready by 18:47 (15 min)" });
    expect(summary(preparing)[2]).toBe("preparing:current");
    expect(summary(ready)[3]).toBe("ready:current");
    expect(summary(out)[4]).toBe("out for delivery:current");
    expect(timelineOf(out).steps[5]!.note).toBe("Expected by 19:08");

    const done = timelineOf(delivered);
    expect(done.active).toBe(false);
    expect(summary(delivered)).toEqual([
      "placed:done",
      "accepted:done",
      "preparing:done",
      "ready:done",
      "out for delivery:done",
      "delivered:current",
    ]);
    expect(done.steps.map((s) => s.at)).toEqual([at(0), at(2), at(4), at(15), at(18), at(36)]);
    expect(done.steps[5]!.note).toBeNull();
  });

  it("a step the kitchen skipped (accepted straight to ready) or an older order's steps are done without a time", () => {
    const skipped = { ...accepted, kitchenStatus: "ready" as const, readyAt: at(10) };
    expect(timelineOf(skipped).steps[2]).toMatchObject({ key: "preparing", state: "done", at: null });
    const legacy: ApiOrder = {
      ...placed,
      kitchenStatus: "ready",
      deliveryStatus: "delivered",
      estimatedDeliveryBy: null,
    };
    const steps = timelineOf(legacy).steps;
    expect(steps.map((s) => s.state)).toEqual(["done", "done", "done", "done", "done", "current"]);
    expect(steps.slice(1).map((s) => s.at)).toEqual([null, null, null, null, null]);
  });

  it("a rejected order stops after Order placed, with the kitchen's reason", () => {
    const rejected: ApiOrder = {
      ...placed,
      deliveryStatus: "cancelled",
      kitchenStatus: "rejected",
      rejectedAt: at(3),
      rejectReason: "Kitchen too busy right now",
      cancelledBy: "restaurant",
      cancelReason: "Kitchen too busy right now",
      estimatedDeliveryBy: null,
    };
    const { steps, active } = timelineOf(rejected);
    expect(active).toBe(false);
    expect(summary(rejected)).toEqual(["placed:done", "cancelled:current"]);
    expect(steps[1]).toMatchObject({
      label: "Rejected",
      at: at(3),
      note: "The restaurant rejected it: Kitchen too busy right now",
    });
  });

  it("a cancelled order stops at the step it had reached, saying who cancelled", () => {
    const byCustomer: ApiOrder = {
      ...placed,
      deliveryStatus: "cancelled",
      cancelledBy: "customer",
      estimatedDeliveryBy: null,
    };
    expect(summary(byCustomer)).toEqual(["placed:done", "cancelled:current"]);
    expect(timelineOf(byCustomer).steps[1]).toMatchObject({ label: "Cancelled", note: "You cancelled this order" });

    const onTheWay: ApiOrder = {
      ...out,
      deliveryStatus: "cancelled",
      cancelledBy: "restaurant",
      estimatedDeliveryBy: null,
    };
    expect(summary(onTheWay)).toEqual([
      "placed:done",
      "accepted:done",
      "preparing:done",
      "ready:done",
      "out for delivery:done",
      "cancelled:current",
    ]);
    expect(timelineOf(onTheWay).steps[5]!.note).toBe("The restaurant cancelled it");
  });

  it.each([placed, accepted, preparing, ready, out, delivered])(
    "has exactly one current step ($kitchenStatus, $deliveryStatus), done ones before it, upcoming ones after",
    (order) => {
      const steps = timelineOf(order).steps;
      const states = steps.map((s) => s.state);
      const current = states.indexOf("current");
      expect(states.filter((s) => s === "current")).toHaveLength(1);
      expect(states.slice(0, current).every((s) => s === "done")).toBe(true);
      expect(states.slice(current + 1).every((s) => s === "upcoming")).toBe(true);
      // every step it reached shows its time (all were kept), no step to come has one
      expect(steps.slice(0, current + 1).every((s) => s.at !== null)).toBe(true);
      expect(steps.slice(current + 1).every((s) => s.at === null)).toBe(true);
    },
  );
});
