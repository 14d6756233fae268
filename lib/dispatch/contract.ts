import type { z } from "zod";
import type { ApiOrder } from "@/lib/orders/contract";
import type { VehicleType } from "@/lib/generated/prisma/enums";
import type { AssignRiderSchema, DispatchOrderSchema } from "@/lib/dispatch/schemas";

// The dispatch calls' wire types (issue 32 part 4; docs/api.md, docs/riders.md), for the server, the rider's
// console and the owner's console alike. Types only: safe in browser code.

export type DispatchOrderBody = z.input<typeof DispatchOrderSchema>;
export type AssignRiderBody = z.input<typeof AssignRiderSchema>;

/** The offer a rider is looking at (GET /api/rider/offer): never the full drop address before accepting. */
export type RiderOffer = {
  _id: string;
  expiresAt: string;
  restaurant: { name: string; address: string; lat: number | null; lng: number | null };
  /** The rider to the restaurant by road estimate, when offered. */
  distanceToRestaurantMeters: number;
  /** The drop point's locality and city only. */
  dropArea: string;
  /** The restaurant to the drop point by road estimate; null when either place is unknown. */
  tripMeters: number | null;
  payPaise: number;
};
export type RiderOfferAnswer = { offer: RiderOffer | null };

/** What a rider's accept or pass answers: what happened and the delivery as it now stands. */
export type OfferAnswerBody = {
  message: string;
  delivery: { _id: string; orderId: string; state: "searching" | "assigned" };
};

/** A rider the restaurant may assign by hand (GET /api/availableRiders). */
export type AvailableRider = {
  _id: string;
  firstName: string;
  vehicle: VehicleType;
  /** The rider to the restaurant by road estimate; null when the restaurant has no pin yet. */
  distanceMeters: number | null;
};
export type AvailableRidersAnswer = { riders: AvailableRider[] };

/** What the restaurant's assignRider and deliverItself answer: what happened and the order as it now stands. */
export type DispatchStepAnswer = { message: string; order: ApiOrder };
