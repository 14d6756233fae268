import type { ApiDelivery } from "@/lib/dispatch/api-shape";
import type { AvailableRider } from "@/lib/dispatch/contract";

// What the owner's delivery panel says (issue 32 part 4). Pure, for the panel and its dialog.

const VEHICLES: Record<AvailableRider["vehicle"], string> = {
  bicycle: "bicycle",
  scooter: "scooter",
  motorcycle: "motorcycle",
  electric_scooter: "electric scooter",
};

export function vehicleWord(vehicle: AvailableRider["vehicle"]): string {
  return VEHICLES[vehicle];
}

/** "1.4 km" or "800 m" (road estimate); null when unknown. */
export function distanceWords(meters: number | null): string | null {
  if (meters === null) return null;
  return meters < 1000 ? `${Math.max(0, Math.round(meters / 10) * 10)} m` : `${(meters / 1000).toFixed(1)} km`;
}

/** The panel's headline for each state of the delivery; `noRider` once 10 minutes passed without one. */
export function deliveryHeadline(delivery: ApiDelivery): string {
  const rider = delivery.rider ? `${delivery.rider.firstName} (${vehicleWord(delivery.rider.vehicle)})` : "The rider";
  switch (delivery.state) {
    case "searching":
      return delivery.noRiderAt ? "No rider found" : "Finding a rider…";
    case "assigned":
      return `${rider} is coming to pick up`;
    case "picked_up":
      return `${rider} picked up the order`;
    case "delivered":
      return `Delivered by ${rider}`;
    case "self_delivery":
      return "Your restaurant delivers this order";
    case "cancelled":
      return "Delivery cancelled";
  }
}
