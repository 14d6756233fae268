import type { ApiOrder } from "@/lib/orders/contract";
import { formatTime } from "@/lib/ui/format";

// What the customer's order card says about the delivery leg (issue 32 part 6). Pure, from the order's
// answer, so the server-rendered card and its tests share it.

type Delivery = NonNullable<ApiOrder["delivery"]>;
type Vehicle = NonNullable<Delivery["rider"]>["vehicle"];

const VEHICLE: Readonly<Record<Vehicle, string>> = {
  bicycle: "Bicycle",
  scooter: "Scooter",
  motorcycle: "Motorcycle",
  electric_scooter: "Electric scooter",
};

/** The rider's vehicle as the card says it, with its number when the rider gave one: "Scooter KA01AB1234". */
export function vehicleWords(rider: NonNullable<Delivery["rider"]>): string {
  return rider.vehicleNumber ? `${VEHICLE[rider.vehicle]} ${rider.vehicleNumber}` : VEHICLE[rider.vehicle];
}

/** Who carries it, in a sentence: the rider's first name, or "Your delivery partner" before one is known. */
const who = (delivery: Delivery) => delivery.rider?.firstName ?? "Your delivery partner";

/**
 * The delivery leg in one line, or null when there is nothing to say (the restaurant delivers itself, or the
 * order was cancelled).
 */
export function deliveryHeadline(delivery: Delivery | null): string | null {
  if (!delivery) return null;
  switch (delivery.state) {
    case "searching":
      return delivery.noRiderAt
        ? "No delivery partner found yet: the restaurant will deliver or cancel"
        : "Finding a delivery partner…";
    case "assigned":
      return `${who(delivery)} is on the way to the restaurant`;
    case "picked_up":
      return delivery.rider
        ? `${who(delivery)} is on the way to you · ${vehicleWords(delivery.rider)}`
        : `${who(delivery)} is on the way to you`;
    case "delivered":
      return delivery.deliveredAt
        ? `Delivered by ${who(delivery)} at ${formatTime(delivery.deliveredAt)}`
        : `Delivered by ${who(delivery)}`;
    case "self_delivery":
    case "cancelled":
      return null;
  }
}

/** The line before the delivery code, until the order is delivered (the code is null after). */
export function codeIntro(delivery: Delivery): string | null {
  if (!delivery.code) return null;
  return delivery.rider
    ? `Share this code with ${delivery.rider.firstName} at the door:`
    : "Share this code with your delivery partner at the door:";
}

/** The rider is carrying the order (or on the way for it): the map and the live estimate show. */
export function riderInHand(delivery: Delivery | null): delivery is Delivery & { state: "assigned" | "picked_up" } {
  return delivery?.state === "assigned" || delivery?.state === "picked_up";
}
