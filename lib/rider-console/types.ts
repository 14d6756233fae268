import { z } from "zod";
import { toE164, PHONE_NUMBER_MESSAGE } from "@/lib/phone/number";
import { CITY_MAX } from "@/lib/text/limits";
import { VEHICLES, type Vehicle } from "@/lib/rider-console/vehicles";

// The rider console's sign-up form (checked in the browser before the server checks it again) and the calls'
// wire types, which are the rider server's (lib/riders) and dispatch's (lib/dispatch) contract types.

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

// The calls' answers are the servers' own contract types (types only, safe here).
export type {
  DeliveredAnswer,
  PositionAnswer,
  RiderDelivery,
  RiderDetails,
  RiderDetailsAnswer,
  RiderEarnings,
  RiderMe,
  RiderProfile,
  RiderToday,
} from "@/lib/riders/contract";
export type { OfferAnswerBody, RiderOffer, RiderOfferAnswer } from "@/lib/dispatch/contract";

export type PositionBody = { lat: number; lng: number; accuracy?: number };

/** POST /api/deliverOrder: the code, or a no-contact delivery with the door photo's image id. */
export type DeliverBody =
  | { _id: string; code: string; collected?: "cash" | "upi" }
  | { _id: string; noContact: true; photo: string; collected?: "cash" | "upi" };

export type MessageAnswer = { message: string };
