import type { OwnReviewAnswer } from "@/lib/admin/partners-contract";

// The delivery partners' wire types (docs/api.md, riders; docs/riders.md). Types only: safe in browser code.

type Vehicle = "bicycle" | "scooter" | "motorcycle" | "electric_scooter";

/** The rider part of GET /api/rider/me and POST /api/rider/online's answer. */
export type RiderProfile = {
  _id: string;
  username: string;
  firstName: string;
  phone: string;
  vehicle: Vehicle;
  vehicleNumber: string | null;
  city: string;
  online: boolean;
  position: { lat: number; lng: number; at: string } | null;
};

/** The delivery a rider has in hand (assigned or picked up); `_id` is the order's id. */
export type RiderDelivery = {
  _id: string;
  state: "assigned" | "picked_up";
  restaurant: { name: string; address: string; phone?: string; lat: number | null; lng: number | null };
  drop: {
    name: string;
    address: string;
    locality: string | null;
    city: string;
    pincode: string | null;
    phone: string | null;
    lat: number | null;
    lng: number | null;
  };
  items: number;
  totalPaise: number;
  /** What to take at the door: the order's total for cash on delivery not yet collected, else 0. */
  cashToCollectPaise: number;
  payPaise: number;
  tipPaise: number;
  codeTriesLeft: number;
  flagged: boolean;
};

export type RiderToday = { deliveries: number; payPaise: number; tipsPaise: number; cashHeldPaise: number };

/** GET /api/rider/me. */
export type RiderMe = { rider: RiderProfile; delivery: RiderDelivery | null; today: RiderToday };

/** POST /api/rider/position. */
export type PositionAnswer = { accepted: boolean; reason?: string };

/** POST /api/pickedUp. */
export type PickedUpAnswer = { message: string; delivery: RiderDelivery };

/** POST /api/deliverOrder. */
export type DeliveredAnswer = {
  message: string;
  _id: string;
  payPaise: number;
  tipPaise: number;
  cashCollectedPaise: number;
};

/** GET /api/rider/earnings. */
export type RiderEarnings = {
  date: string;
  deliveries: Array<{
    _id: string;
    restaurant: string;
    deliveredAt: string;
    distanceMeters: number | null;
    payPaise: number;
    tipPaise: number;
    cashCollectedPaise: number;
  }>;
  totals: RiderToday;
};

/** What a rider under review can correct (PATCH /api/rider/profile), as it stands. */
export type RiderDetails = {
  phone: string;
  vehicle: Vehicle;
  vehicleNumber: string | null;
  licenceNumber: string | null;
  city: string;
};

/** PATCH /api/rider/profile's answer: the review after the change, and the details as they now stand. */
export type RiderDetailsAnswer = OwnReviewAnswer & { details: RiderDetails };
