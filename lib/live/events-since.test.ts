import { describe, expect, it } from "vitest";
import type { LiveOrderEvent } from "@/lib/live/types";
import { eventsSince } from "@/lib/live/use-order-events";

const event = (eventId: string, createdAt: string): LiveOrderEvent => ({
  eventId,
  orderId: `o${eventId}`,
  type: "order.paid",
  status: "pending",
  createdAt,
  customerName: "Asha",
  restaurantName: "Snack Shack",
  cancelledBy: null,
  cancelReason: null,
  kitchenStatus: null,
});

describe("a part that starts listening after the tab's connection", () => {
  it("is given the events newer than its page's reading, oldest first, and none older", () => {
    const heard = [
      event("1", "2026-11-24T07:37:55.000Z"),
      event("2", "2026-11-24T07:37:56.010Z"),
      event("3", "2026-11-24T07:37:56.200Z"),
    ];
    const pageRead = Date.parse("2026-11-24T07:37:55.566Z");
    expect(eventsSince(heard, pageRead).map((e) => e.eventId)).toEqual(["2", "3"]);
    expect(eventsSince(heard, Date.parse("2026-11-24T08:00:00Z"))).toEqual([]);
  });
});
