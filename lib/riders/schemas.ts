import { z } from "zod";
import { CustomerSignupSchema } from "@/lib/accounts/schemas";
import { recordId } from "@/lib/http/record-id";
import { PHONE_NUMBER_MESSAGE, toE164 } from "@/lib/phone/number";
import { CITY_MAX } from "@/lib/text/limits";

// One schema per input of the delivery partners' calls (docs/riders.md, "Delivery partners").

const VEHICLES = ["bicycle", "scooter", "motorcycle", "electric_scooter"] as const;

const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Ten digits starting 6-9, +91 optional (spaces and dashes allowed): kept as E.164, "+919876543210". */
const phone = z
  .string({ error: PHONE_NUMBER_MESSAGE })
  .max(30, PHONE_NUMBER_MESSAGE)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === null) {
      ctx.addIssue({ code: "custom", message: PHONE_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

/** POST /api/signup/rider: the account (as a customer's: username, email, password) and the rider's profile. */
export const RiderSignupSchema = z.object({
  username: CustomerSignupSchema.shape.username,
  email: CustomerSignupSchema.shape.email,
  password: CustomerSignupSchema.shape.password,
  phone,
  vehicle: z.enum(VEHICLES, { error: "vehicle is bicycle, scooter, motorcycle or electric_scooter" }),
  vehicleNumber: optionalText("Vehicle number", 20),
  licenceNumber: optionalText("Licence number", 30),
  city: z.string({ error: "City is required" }).trim().min(1, "City is required").max(CITY_MAX),
  usertype: z.literal("rider").optional(),
});
export type RiderSignupInput = z.infer<typeof RiderSignupSchema>;

/** A number the rider may also clear: absent leaves it, "" empties it (null), else trimmed. */
const clearableText = (what: string, max: number) =>
  z
    .string({ error: `${what} is text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "" ? null : value));

/**
 * PATCH /api/rider/profile: a delivery partner still under review (pending, or rejected) corrects what the review asks
 * for. Fields left out stay as they are; at least one is sent.
 */
export const RiderDetailsSchema = z
  .object({
    phone: phone.optional(),
    vehicle: z.enum(VEHICLES, { error: "vehicle is bicycle, scooter, motorcycle or electric_scooter" }).optional(),
    vehicleNumber: clearableText("Vehicle number", 20),
    licenceNumber: clearableText("Licence number", 30),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Nothing to change: send phone, vehicle, vehicleNumber or licenceNumber",
  });
export type RiderDetailsInput = z.infer<typeof RiderDetailsSchema>;

/** POST /api/rider/online. */
export const RiderOnlineSchema = z.object({ online: z.boolean({ error: "online is true or false" }) });

/** POST /api/rider/position: a WGS84 point (anything on Earth is well-formed; India is checked after) and its accuracy. */
export const RiderPositionSchema = z.object({
  lat: z.number({ error: "lat is a number" }).min(-90, "lat is -90 to 90").max(90, "lat is -90 to 90"),
  lng: z.number({ error: "lng is a number" }).min(-180, "lng is -180 to 180").max(180, "lng is -180 to 180"),
  accuracy: z.number().min(0, "accuracy is metres, 0 or more").max(1_000_000).optional(),
});
export type RiderPositionInput = z.infer<typeof RiderPositionSchema>;

/** POST /api/pickedUp. */
export const PickedUpSchema = z.object({ _id: recordId("_id") });

/**
 * POST /api/deliverOrder: the 4-digit code the customer reads out, or a no-contact delivery with a photo of the door
 * (an image id from the upload call); a cash on delivery order also says how it was paid.
 */
export const DeliverOrderSchema = z.union([
  z.object({
    _id: recordId("_id"),
    code: z
      .string({ error: "Enter the 4-digit code" })
      .trim()
      .regex(/^[0-9]{4}$/, "Enter the 4-digit code"),
    collected: z.enum(["cash", "upi"], { error: 'collected is "cash" or "upi"' }).optional(),
  }),
  z.object({
    _id: recordId("_id"),
    noContact: z.literal(true),
    photo: z.string({ error: "Add a photo of the door" }).trim().min(1, "Add a photo of the door").max(300),
    collected: z.enum(["cash", "upi"], { error: 'collected is "cash" or "upi"' }).optional(),
  }),
]);
export type DeliverOrderInput = z.infer<typeof DeliverOrderSchema>;

/** GET /api/rider/earnings: an IST calendar date, today when left out. */
export const RiderEarningsQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "date is YYYY-MM-DD")
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      "date is not a calendar date",
    )
    .optional(),
});
