import { z } from "zod";
import { isInIndia } from "@/lib/geo/distance";
import { blankToUndefined } from "@/lib/http/blank";

// Where a shopper wants food delivered: the chooser's value, a saved address, and the validators
// both share. No server imports: the forms (zodResolver), the cookie reader and the handlers all use
// these, so the browser and the server refuse the same input with the same words.

/** Indian PIN codes: six digits, and no postal zone is numbered 0. */
export const PINCODE = /^[1-9][0-9]{5}$/;
export const PINCODE_MESSAGE = "PIN code must be 6 digits and not start with 0";

/** Indian mobile numbers: ten digits, the first 6-9 (what a delivery partner can call or text). */
const PHONE = /^[6-9][0-9]{9}$/;
export const PHONE_MESSAGE = "Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9";

export const MAX_ADDRESSES_PER_CUSTOMER = 20;

export const ADDRESS_LIMITS = {
  label: 30,
  address: 200,
  locality: 80,
  city: 80,
  state: 80,
} as const;

/**
 * "+91 98450-12345", "098450 12345" and "9845012345" are one number: spaces, dashes and dots go, then
 * a leading +91, 91 or 0 (only when what is left would otherwise be too long, so a number that
 * happens to start with 91 is kept).
 */
export function normalizePhone(value: string): string {
  let digits = value.replace(/[\s\-.()]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const PincodeSchema = z.string({ error: "PIN code is required" }).trim().regex(PINCODE, PINCODE_MESSAGE);

export const PhoneSchema = z
  .string({ error: "Phone is required" })
  .max(20, PHONE_MESSAGE)
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE, PHONE_MESSAGE));

export const CitySchema = text("City", ADDRESS_LIMITS.city);
export const LocalitySchema = text("Locality", ADDRESS_LIMITS.locality);

const coordinate = (field: "lat" | "lng") =>
  z
    .number({ error: `${field} must be a number of degrees` })
    .refine(Number.isFinite, `${field} must be a number of degrees`)
    .optional();

/** A map pin's two halves, both optional (issue 32); `pinCheck` says they come together and lie in India. */
const pinShape = { lat: coordinate("lat"), lng: coordinate("lng") };

/** Both or neither of lat and lng, and the point in India: a 422 that names the field at fault. */
function pinCheck(value: { lat?: number; lng?: number }, ctx: z.RefinementCtx): void {
  const { lat, lng } = value;
  if (lat === undefined && lng === undefined) return;
  if (lat === undefined) {
    ctx.addIssue({ code: "custom", path: ["lat"], message: "Give lat with lng (both or neither)" });
    return;
  }
  if (lng === undefined) {
    ctx.addIssue({ code: "custom", path: ["lng"], message: "Give lng with lat (both or neither)" });
    return;
  }
  if (lat < 6 || lat > 37.6)
    ctx.addIssue({ code: "custom", path: ["lat"], message: "lat is outside India (6 to 37.6)" });
  else if (lng < 68 || lng > 97.5)
    ctx.addIssue({ code: "custom", path: ["lng"], message: "lng is outside India (68 to 97.5)" });
  else if (!isInIndia(lat, lng)) ctx.addIssue({ code: "custom", path: ["lat"], message: "The pin is outside India" });
}

/** The address fields without the pin's check (for `.pick`, which a refined object refuses). */
export const AddressFieldsSchema = z.object({
  label: text("Label", ADDRESS_LIMITS.label),
  address: text("Address", ADDRESS_LIMITS.address),
  locality: LocalitySchema,
  city: CitySchema,
  state: text("State", ADDRESS_LIMITS.state),
  pincode: PincodeSchema,
  phone: PhoneSchema,
  isDefault: z.boolean({ error: "isDefault must be true or false" }).optional(),
  /** Its map pin; none given: placed at its PIN code's locality (the server's shipped table). */
  ...pinShape,
});

/** A saved address as the address book's form and POST/PUT /api/addresses take it. */
export const AddressInputSchema = AddressFieldsSchema.superRefine(pinCheck);
export type AddressInput = z.infer<typeof AddressInputSchema>;
/** What the form holds before parsing (the phone as typed). */
export type AddressFormValues = z.input<typeof AddressInputSchema>;

/** The delivery location the chooser sets: a city, and optionally a locality or a PIN code in it. */
export const DeliveryLocationSchema = z.object({
  city: CitySchema,
  locality: LocalitySchema.optional(),
  pincode: PincodeSchema.optional(),
  /** Its pin when the shopper chose a pinned address or their current location (issue 32). */
  ...pinShape,
});
export type DeliveryLocation = z.infer<typeof DeliveryLocationSchema>;

/**
 * The list filters' `city` and `pincode` query parameters (GET /api/fetchRestaurants, /api/search):
 * spread into a query schema's object and add `pincodeNeedsCity` as its check.
 */
const queryCoordinate = (field: "lat" | "lng") =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: `${field} must be a number of degrees` }).optional());

export const locationQueryShape = {
  city: z.preprocess(blankToUndefined, CitySchema.optional()),
  pincode: z.preprocess(blankToUndefined, PincodeSchema.optional()),
  /** Ours (issue 32): the shopper's pin; restaurants with a pin then list only when their radius reaches it. */
  lat: queryCoordinate("lat"),
  lng: queryCoordinate("lng"),
};

/**
 * A PIN code alone says nothing about which city's restaurants to list: it needs the city beside it. And a
 * pin is both lat and lng, in India.
 */
export function pincodeNeedsCity(
  value: { city?: string; pincode?: string; lat?: number; lng?: number },
  ctx: z.RefinementCtx,
): void {
  if (value.pincode && !value.city) {
    ctx.addIssue({ code: "custom", path: ["pincode"], message: "Give the city with the PIN code" });
  }
  pinCheck(value, ctx);
}

/** "Koramangala, Bengaluru" | "560034, Bengaluru" | "Bengaluru": the words the top bar and the lists use. */
export function describeLocation(location: DeliveryLocation): string {
  const detail = location.locality ?? location.pincode;
  return detail ? `${detail}, ${location.city}` : location.city;
}

export { cityKey } from "@/lib/location/city-key";
