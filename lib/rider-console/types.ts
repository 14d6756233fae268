import { z } from "zod";
import { toE164, PHONE_NUMBER_MESSAGE } from "@/lib/phone/number";
import { CITY_MAX } from "@/lib/text/limits";

// The rider console's wire types and its sign-up form's schema, written from the calls the rider server
// (lib/riders) and dispatch (lib/dispatch) answer (docs/riders.md). Types only plus one form schema:
// safe in browser code. At merge these give way to the servers' own contract types.

export const VEHICLES = ["bicycle", "scooter", "motorcycle", "electric_scooter"] as const;
export type Vehicle = (typeof VEHICLES)[number];

/** How each vehicle reads in the console. */
export const VEHICLE_LABELS: Record<Vehicle, string> = {
  bicycle: "Bicycle",
  scooter: "Scooter",
  motorcycle: "Motorcycle",
  electric_scooter: "Electric scooter",
};

/** POST /api/signup/rider as the form checks it before sending (the server checks it again). */
export const RiderSignupFormSchema = z.object({
  username: z.string().trim().min(2, "Username must be at least 2 characters").max(60, "Username is too long"),
  email: z.string().trim().min(1, "Email is required").max(254, "Email is too long").email("Email should be valid"),
  password: z.string().min(8, "Password must be at least 8 characters").max(200, "Password is too long"),
  phone: z
    .string()
    .trim()
    .max(30, PHONE_NUMBER_MESSAGE)
    .refine((value) => toE164(value) !== null, PHONE_NUMBER_MESSAGE),
  vehicle: z.enum(VEHICLES, { error: "Choose your vehicle" }),
  vehicleNumber: z.string().trim().max(20, "Vehicle number must be at most 20 characters"),
  licenceNumber: z.string().trim().max(30, "Licence number must be at most 30 characters"),
  city: z.string().trim().min(1, "City is required").max(CITY_MAX, `City must be at most ${CITY_MAX} characters`),
});
export type RiderSignupFormValues = z.input<typeof RiderSignupFormSchema>;

/** The body of POST /api/signup/rider: the optional fields left out when blank. */
export type RiderSignupBody = {
  username: string;
  email: string;
  password: string;
  phone: string;
  vehicle: Vehicle;
  vehicleNumber?: string;
  licenceNumber?: string;
  city: string;
};

/** The rider part of GET /api/rider/me and the answer of POST /api/rider/online. */
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
  restaurant: { name: string; address: string; phone?: string | null; lat: number | null; lng: number | null };
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
  /** 0 unless the order is cash on delivery (not yet collected). */
  cashToCollectPaise: number;
  payPaise: number;
  tipPaise: number;
  codeTriesLeft: number;
  flagged: boolean;
};

export type RiderToday = { deliveries: number; payPaise: number; tipsPaise: number; cashHeldPaise: number };

/** GET /api/rider/me. */
export type RiderMe = { rider: RiderProfile; delivery: RiderDelivery | null; today: RiderToday };

/** GET /api/rider/offer (dispatch): the open offer, never the full drop address before accepting. */
export type RiderOffer = {
  _id: string;
  expiresAt: string;
  restaurant: { name: string; address: string; lat: number | null; lng: number | null };
  distanceToRestaurantMeters: number | null;
  dropArea: string;
  tripMeters: number | null;
  payPaise: number;
};
export type RiderOfferAnswer = { offer: RiderOffer | null };

/** POST /api/acceptDelivery and /api/passDelivery. */
export type OfferAnswerBody = { message: string };

/** POST /api/rider/position. */
export type PositionAnswer = { accepted: boolean; reason?: string };

export type PositionBody = { lat: number; lng: number; accuracy?: number };

/** POST /api/deliverOrder: the code, or a no-contact delivery with the door photo's image id. */
export type DeliverBody =
  | { _id: string; code: string; collected?: "cash" | "upi" }
  | { _id: string; noContact: true; photo: string; collected?: "cash" | "upi" };

export type DeliveredAnswer = { message: string };

type RiderEarningsEntry = {
  _id: string;
  restaurant: string;
  deliveredAt: string;
  distanceMeters: number | null;
  payPaise: number;
  tipPaise: number;
  cashCollectedPaise: number;
};

/** GET /api/rider/earnings?date=YYYY-MM-DD. */
export type RiderEarnings = { date: string; deliveries: RiderEarningsEntry[]; totals: RiderToday };

export type MessageAnswer = { message: string };
