import { z } from "zod";
import { Id, Paise } from "@/lib/openapi/answer-parts";

// The delivery partners' answers (issue 32, docs/riders.md "Delivery partners"). Part of lib/openapi/answers.ts,
// which exports them with the rest.

const Vehicle = z.enum(["bicycle", "scooter", "motorcycle", "electric_scooter"]);
const Lat = z.number().meta({ description: "WGS84 latitude." });
const Lng = z.number().meta({ description: "WGS84 longitude." });

export const RiderProfile = z.strictObject({
  _id: Id,
  username: z.string(),
  firstName: z.string().meta({ description: "The first word of the account's name: what customers see." }),
  phone: z.string().meta({ description: "E.164, +91 and ten digits." }),
  vehicle: Vehicle,
  vehicleNumber: z.string().nullable(),
  city: z.string(),
  online: z.boolean(),
  position: z
    .strictObject({ lat: Lat, lng: Lng, at: z.string() })
    .nullable()
    .meta({ description: "The last accepted position and when; null before the first." }),
});

const RiderDelivery = z
  .strictObject({
    _id: Id.meta({ description: "The order's id." }),
    state: z.enum(["assigned", "picked_up"]),
    restaurant: z.strictObject({
      name: z.string(),
      address: z.string(),
      phone: z.string().optional().meta({ description: "The owner's verified mobile, when there is one." }),
      lat: Lat.nullable(),
      lng: Lng.nullable(),
    }),
    drop: z.strictObject({
      name: z.string().meta({ description: "The customer's first name." }),
      address: z.string(),
      locality: z.string().nullable(),
      city: z.string(),
      pincode: z.string().nullable(),
      phone: z.string().nullable(),
      lat: Lat.nullable(),
      lng: Lng.nullable(),
    }),
    items: z.number().int().meta({ description: "Items to carry (quantities added up)." }),
    totalPaise: Paise,
    cashToCollectPaise: Paise.meta({ description: "The total for a cash on delivery order still due, else 0." }),
    payPaise: Paise.meta({ description: "The rider's pay for it (base + per km), without the tip." }),
    tipPaise: Paise,
    codeTriesLeft: z.number().int().meta({ description: "Wrong delivery codes left before the order is flagged (5)." }),
    flagged: z.boolean().meta({ description: "Five wrong codes: call the restaurant." }),
  })
  .meta({ description: "The delivery a rider has in hand, with the full drop address." });

const RiderToday = z.strictObject({
  deliveries: z.number().int(),
  payPaise: Paise,
  tipsPaise: Paise,
  cashHeldPaise: Paise.meta({ description: "Cash taken at the door and not yet handed to the platform." }),
});

/** GET /api/rider/me. */
export const RiderMeAnswer = z.strictObject({
  rider: RiderProfile,
  delivery: RiderDelivery.nullable(),
  today: RiderToday.meta({ description: "Today (IST): deliveries, pay and tips; the cash held now (all days)." }),
});

/** POST /api/rider/online. */
export const RiderOnlineAnswer = z.strictObject({ rider: RiderProfile });

/** POST /api/rider/position. */
export const PositionAnswer = z.strictObject({
  accepted: z.boolean(),
  reason: z
    .string()
    .optional()
    .meta({ description: "Why it was ignored (and counted): offline, outside India, a jump, too frequent." }),
});

/** POST /api/pickedUp. */
export const PickedUpAnswer = z.strictObject({ message: z.string(), delivery: RiderDelivery });

/** POST /api/deliverOrder. */
export const DeliveredAnswer = z.strictObject({
  message: z.string(),
  _id: Id,
  payPaise: Paise,
  tipPaise: Paise,
  cashCollectedPaise: Paise.meta({
    description: "Cash taken at the door, now held by the rider (0 for UPI or online).",
  }),
});

/** GET /api/rider/earnings. */
export const RiderEarningsAnswer = z.strictObject({
  date: z.string().meta({ description: "The IST calendar date." }),
  deliveries: z.array(
    z.strictObject({
      _id: Id,
      restaurant: z.string(),
      deliveredAt: z.string(),
      distanceMeters: z.number().int().nullable(),
      payPaise: Paise,
      tipPaise: Paise,
      cashCollectedPaise: Paise,
    }),
  ),
  totals: RiderToday.meta({ description: "The day's figures; cashHeldPaise is the day's cash still held." }),
});
