import { z } from "zod";
import { ImageRefSchema, RestaurantSignupSchema } from "@/lib/accounts/schemas";
import { cityKey } from "@/lib/location/city-key";
import { CitySchema, PincodeSchema } from "@/lib/location/schemas";
import { isInIndia } from "@/lib/geo/distance";
import type { TaxMode } from "@/lib/money/bill";
import { FSSAI_MESSAGE, gstinProblem, isValidFssai, normaliseTaxId } from "@/lib/money/tax-ids";
import {
  FOOD_GST_RATES,
  MAX_DELIVERY_CITIES,
  MAX_DELIVERY_FEE_PAISE,
  MAX_DELIVERY_PINCODES,
  MAX_FREE_DELIVERY_FROM_PAISE,
  MAX_COD_LIMIT_PAISE,
  PAUSE_REASON_MAX,
  PAUSE_REASON_REQUIRED,
  type FoodGstRate,
} from "@/lib/owner/settings-rules";

// POST /api/updateRestaurantSettings: the restaurant as sign-up describes it (the same rules, cut
// from its schema), plus where it delivers and whether it is taking orders. Shared by the handler
// and the settings form (which loads it lazily, as the menu item form does).

const { name, location, cuisines, opentime, closetime } = RestaurantSignupSchema.shape;

/** The photo: an upload of the owner's (public_id), the current one as answered, or "" to remove it. */
const image = ImageRefSchema.extend({
  imageUrl: z.string({ error: "Restaurant image is required" }).trim().max(2048, "Restaurant image is too long"),
});

/** Cities as the owner writes them; repeats that differ only in case or spacing count once. */
const deliveryCities = z
  .array(CitySchema, { error: "List the cities you deliver to" })
  .min(1, "List at least one city you deliver to")
  .max(MAX_DELIVERY_CITIES, `List at most ${MAX_DELIVERY_CITIES} cities`)
  .transform((cities) => {
    const byKey = new Map<string, string>();
    for (const city of cities) if (!byKey.has(cityKey(city))) byKey.set(cityKey(city), city);
    return [...byKey.values()];
  });

/** Optional PIN codes that narrow the cities down; none means the whole cities. */
const deliveryPincodes = z
  .array(PincodeSchema, { error: "deliveryPincodes must be a list of PIN codes" })
  .max(MAX_DELIVERY_PINCODES, `List at most ${MAX_DELIVERY_PINCODES} PIN codes`)
  .transform((pins) => [...new Set(pins)]);

const pauseReason = z
  .string({ error: "pauseReason must be text" })
  .trim()
  .max(PAUSE_REASON_MAX, `The reason must be at most ${PAUSE_REASON_MAX} characters`)
  .nullish();

// How the restaurant charges (issue 31): every field is optional, so the spec's clients and older forms, which
// never send them, keep what is saved. Absent keeps the saved value; null clears it ("" too, for the GSTIN and FSSAI).

const TAX_MODES = ["inclusive", "exclusive"] as const satisfies readonly TaxMode[];

/** Paise, whole, from 0 to `max`; null: none (the standard rule). */
const paiseOrNull = (field: string, max: number, nullMeans: string) =>
  z
    .number({ error: `${field} must be a whole number of paise, or null for ${nullMeans}` })
    .int(`${field} must be a whole number of paise`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} must be at most ${max} paise (₹${(max / 100).toLocaleString("en-IN")})`)
    .nullable()
    .optional();

/** A tax registration as owners type it: trimmed and upper-cased; "" or null clears it. */
const taxId = (field: string, problem: (normalised: string) => string | null) =>
  z
    .string({ error: `${field} must be text, or null to clear it` })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return value;
      const normalised = normaliseTaxId(value);
      if (normalised === "") return null;
      const message = problem(normalised);
      if (message) ctx.addIssue({ code: "custom", message });
      return normalised;
    });

const ChargesFieldsSchema = z.object({
  taxMode: z.enum(TAX_MODES, { error: 'taxMode must be "inclusive" (prices include GST) or "exclusive"' }).optional(),
  foodGstRate: z
    .literal(FOOD_GST_RATES, { error: `foodGstRate must be ${FOOD_GST_RATES.join(" or ")} (percent)` })
    .optional(),
  deliveryFeePaise: paiseOrNull("deliveryFeePaise", MAX_DELIVERY_FEE_PAISE, "the standard fee"),
  freeDeliveryFromPaise: paiseOrNull(
    "freeDeliveryFromPaise",
    MAX_FREE_DELIVERY_FROM_PAISE,
    "no free delivery by amount",
  ),
  gstin: taxId("gstin", gstinProblem),
  fssaiNumber: taxId("fssaiNumber", (number) => (isValidFssai(number) ? null : FSSAI_MESSAGE)),
  /** Cash or UPI on delivery: whether it is offered, and up to which bill (paise, ₹0 to ₹5,00,000). */
  acceptsCod: z.boolean({ error: "acceptsCod must be true or false" }).optional(),
  codLimitPaise: z
    .number({ error: "codLimitPaise must be a whole number of paise" })
    .int("codLimitPaise must be a whole number of paise")
    .min(0, "codLimitPaise cannot be negative")
    .max(MAX_COD_LIMIT_PAISE, `codLimitPaise must be at most ${MAX_COD_LIMIT_PAISE} paise (₹5,00,000)`)
    .optional(),
});

// Where the restaurant is and how far it delivers (issue 32): optional like the charges (absent keeps the saved
// value). lat and lng come together: numbers for its pin, or both null to remove it.

export const DELIVERY_MODES = ["self", "platform"] as const;
type DeliveryModeName = (typeof DELIVERY_MODES)[number];
export const MIN_RADIUS_M = 500;
export const MAX_RADIUS_M = 30_000;

const pinHalf = (field: "lat" | "lng") =>
  z
    .number({ error: `${field} must be a number of degrees, or null to remove the pin` })
    .refine(Number.isFinite, `${field} must be a number of degrees`)
    .nullable()
    .optional();

const PlaceFieldsSchema = z.object({
  lat: pinHalf("lat"),
  lng: pinHalf("lng"),
  deliveryRadiusMeters: z
    .number({ error: "deliveryRadiusMeters must be a whole number of metres" })
    .int("deliveryRadiusMeters must be a whole number of metres")
    .min(MIN_RADIUS_M, "The delivery radius must be at least 0.5 km")
    .max(MAX_RADIUS_M, "The delivery radius must be at most 30 km")
    .optional(),
  deliveryMode: z
    .enum(DELIVERY_MODES, { error: 'deliveryMode must be "self" (your own staff) or "platform" (Thali\'s partners)' })
    .optional(),
});

/** Both halves of the pin or neither, and a pin in India: the 422 names the field at fault. */
function restaurantPinCheck(value: { lat?: number | null; lng?: number | null }, ctx: z.RefinementCtx): void {
  const { lat, lng } = value;
  if (lat === undefined && lng === undefined) return;
  if ((lat === null) !== (lng === null) || lat === undefined || lng === undefined) {
    const missing = lat === undefined || lat === null ? "lat" : "lng";
    ctx.addIssue({ code: "custom", path: [missing], message: "Give lat and lng together (both null removes the pin)" });
    return;
  }
  if (lat === null || lng === null) return;
  if (!isInIndia(lat, lng)) {
    const field = lat < 6 || lat > 37.6 ? "lat" : "lng";
    ctx.addIssue({ code: "custom", path: [field], message: "The restaurant's pin must be in India" });
  }
}

/** The fields, before the rule that ties the reason to the pause; the settings form picks from these. */
export const SettingsFieldsSchema = z.object({
  name,
  image,
  location,
  cuisines,
  opentime,
  closetime,
  deliveryCities,
  deliveryPincodes,
  paused: z.boolean({ error: "paused must be true or false" }),
  pauseReason,
  /** Optional end of a pause (ISO date and time, in the future, at most 7 days ahead); absent: until resumed. */
  pausedUntil: z.iso
    .datetime({ offset: true, error: "pausedUntil must be an ISO date and time, such as 2026-11-27T19:30:00+05:30" })
    .nullish(),
  ...ChargesFieldsSchema.shape,
  ...PlaceFieldsSchema.shape,
});

export const RestaurantSettingsSchema = SettingsFieldsSchema.superRefine((value, ctx) => {
  if (value.paused && !value.pauseReason) {
    ctx.addIssue({ code: "custom", path: ["pauseReason"], message: PAUSE_REASON_REQUIRED });
  }
  restaurantPinCheck(value, ctx);
})
  // A running restaurant has no pause reason, whatever was sent with it.
  .transform((value) => ({
    ...value,
    pauseReason: value.paused ? (value.pauseReason ?? null) : null,
    pausedUntil: value.paused && value.pausedUntil ? new Date(value.pausedUntil) : null,
  }));

export type RestaurantSettingsInput = z.output<typeof RestaurantSettingsSchema>;

/** GET /api/restaurantSettings and the save's answer: what the form starts from. */
export type ApiRestaurantSettings = {
  name: string;
  /** `imageUrl` "" when the restaurant has no photo; `public_id` "" for a picture that is not an upload. */
  image: { imageUrl: string; public_id: string };
  location: { address: string; city: string; state: string };
  cuisines: string[];
  opentime: { openhour: number; openminute: number };
  closetime: { closehour: number; closeminute: number };
  deliveryCities: string[];
  deliveryPincodes: string[];
  paused: boolean;
  pauseReason: string | null;
  /** When a timed pause ends by itself (ISO); null when not paused or paused until resumed. */
  pausedUntil: string | null;
  /** The zone its hours are in (read only): the pause's "until closing" is worked out on its clock. */
  timeZone: string;
  /** "inclusive": menu prices contain GST; "exclusive": GST is added on the bill. */
  taxMode: TaxMode;
  /** GST on food and packaging, percent. */
  foodGstRate: FoodGstRate;
  /** The restaurant's own delivery fee; null: the standard rule (₹20 below 3 dishes, free from 3). */
  deliveryFeePaise: number | null;
  /** Delivery is free when the food comes to this; null: never by amount. */
  freeDeliveryFromPaise: number | null;
  gstin: string | null;
  fssaiNumber: string | null;
  /** Cash or UPI on delivery offered, and up to which bill total (paise). */
  acceptsCod: boolean;
  codLimitPaise: number;
  /** Its map pin (issue 32), WGS84 degrees; null when not set (it then delivers by city and PIN lists alone). */
  lat: number | null;
  lng: number | null;
  /** How far from its pin it delivers, in metres (500-30000, default 7000). */
  deliveryRadiusMeters: number;
  /** "self": its own staff deliver; "platform": Thali's delivery partners do. */
  deliveryMode: DeliveryModeName;
};
