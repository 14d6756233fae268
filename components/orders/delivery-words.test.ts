import { describe, expect, it } from "vitest";
import type { ApiOrder } from "@/lib/orders/contract";
import { codeIntro, deliveryHeadline, riderInHand, vehicleWords } from "./delivery-words";

type Delivery = NonNullable<ApiOrder["delivery"]>;

const base: Delivery = {
  state: "searching",
  rider: null,
  code: "4812",
  assignedAt: null,
  pickedUpAt: null,
  deliveredAt: null,
  noRiderAt: null,
  flagged: false,
  noContact: false,
  distanceMeters: 2400,
};
const ravi = { firstName: "Ravi", vehicle: "scooter" as const, vehicleNumber: "KA01AB1234" };

describe("deliveryHeadline", () => {
  it("says each step of the delivery leg in the customer's words", () => {
    expect(deliveryHeadline(null)).toBeNull();
    expect(deliveryHeadline(base)).toBe("Finding a delivery partner…");
    expect(deliveryHeadline({ ...base, noRiderAt: "2026-11-29T14:00:00.000Z" })).toBe(
      "No delivery partner found yet: the restaurant will deliver or cancel",
    );
    expect(deliveryHeadline({ ...base, state: "assigned", rider: ravi })).toBe("Ravi is on the way to the restaurant");
    expect(deliveryHeadline({ ...base, state: "picked_up", rider: ravi })).toBe(
      "Ravi is on the way to you · Scooter KA01AB1234",
    );
    // 14:12 UTC is 19:42 in India
    expect(
      deliveryHeadline({ ...base, state: "delivered", rider: ravi, code: null, deliveredAt: "2026-11-29T14:12:00.000Z" }),
    ).toBe("Delivered by Ravi at 19:42");
    expect(deliveryHeadline({ ...base, state: "self_delivery" })).toBeNull();
    expect(deliveryHeadline({ ...base, state: "cancelled" })).toBeNull();
  });

  it("names the vehicle without a number when the rider gave none", () => {
    expect(vehicleWords({ ...ravi, vehicle: "electric_scooter", vehicleNumber: null })).toBe("Electric scooter");
  });
});

describe("codeIntro and riderInHand", () => {
  it("asks to share the code with the rider by name until it is delivered (no code then)", () => {
    expect(codeIntro({ ...base, state: "assigned", rider: ravi })).toBe("Share this code with Ravi at the door:");
    expect(codeIntro(base)).toBe("Share this code with your delivery partner at the door:");
    expect(codeIntro({ ...base, state: "delivered", rider: ravi, code: null })).toBeNull();
  });

  it("shows the map only while a rider has the delivery", () => {
    expect(riderInHand({ ...base, state: "assigned", rider: ravi })).toBe(true);
    expect(riderInHand({ ...base, state: "picked_up", rider: ravi })).toBe(true);
    expect(riderInHand(base)).toBe(false);
    expect(riderInHand({ ...base, state: "delivered" })).toBe(false);
    expect(riderInHand(null)).toBe(false);
  });
});
