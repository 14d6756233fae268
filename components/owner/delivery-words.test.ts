import { describe, expect, it } from "vitest";
import { deliveryHeadline, distanceWords, vehicleWord } from "@/components/owner/delivery-words";
import type { ApiDelivery } from "@/lib/dispatch/api-shape";

const base: ApiDelivery = {
  state: "searching",
  rider: null,
  code: null,
  assignedAt: null,
  pickedUpAt: null,
  deliveredAt: null,
  noRiderAt: null,
  flagged: false,
  noContact: false,
  distanceMeters: 2800,
};
const meena = { firstName: "Meena", vehicle: "electric_scooter" as const, vehicleNumber: null };

describe("the owner's delivery panel words", () => {
  it("says where the delivery stands", () => {
    expect(deliveryHeadline(base)).toBe("Finding a rider…");
    expect(deliveryHeadline({ ...base, noRiderAt: "2026-11-29T06:10:00.000Z" })).toBe("No rider found");
    expect(deliveryHeadline({ ...base, state: "assigned", rider: meena })).toBe(
      "Meena (electric scooter) is coming to pick up",
    );
    expect(deliveryHeadline({ ...base, state: "picked_up", rider: meena })).toBe(
      "Meena (electric scooter) picked up the order",
    );
    expect(deliveryHeadline({ ...base, state: "self_delivery" })).toBe("Your restaurant delivers this order");
  });

  it("reads distances and vehicles", () => {
    expect(distanceWords(1400)).toBe("1.4 km");
    expect(distanceWords(804)).toBe("800 m");
    expect(distanceWords(null)).toBeNull();
    expect(vehicleWord("bicycle")).toBe("bicycle");
  });
});
