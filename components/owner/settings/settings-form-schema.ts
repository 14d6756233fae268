import { z } from "zod";
import { RestaurantStepSchema } from "@/components/auth/restaurant-signup-schemas";
import { CitySchema, PincodeSchema } from "@/lib/location/schemas";
import { readRupees } from "@/lib/money/rupees-text";
import { MAX_COD_LIMIT_PAISE, MAX_DELIVERY_FEE_PAISE, MAX_FREE_DELIVERY_FROM_PAISE } from "@/lib/owner/settings-rules";
import { DELIVERY_MODES, MAX_RADIUS_M, MIN_RADIUS_M, SettingsFieldsSchema } from "@/lib/owner/settings-schemas";

// The settings form, cut from the handler's own schema so the browser and the server accept the same
// thing; the hours are the sign-up form's hour and minute boxes, and the charges' amounts are rupee boxes
// read into paise as text (so "12.5" is exactly 1250). zod is about 30 kB (gzip): the form loads this
// module when it first checks its values, not with the page.

const { opentime, closetime } = RestaurantStepSchema.shape;

const inRupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN")}`;

/** A rupee box: its text as paise, null when left empty; at most 2 decimals and `maxPaise`. */
export const rupeesBox = (label: string, maxPaise: number) =>
  z.string().transform((text, ctx) => {
    const read = readRupees(text);
    if ("blank" in read) return null;
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if ("problem" in read) {
      return refuse(
        read.problem === "decimals"
          ? `${label} can have at most 2 decimals`
          : `${label} must be an amount in rupees, such as 30 or 12.50`,
      );
    }
    if (read.paise > maxPaise) return refuse(`${label} must be at most ${inRupees(maxPaise)}`);
    return read.paise;
  });

export const RADIUS_MESSAGE = "Delivery radius must be from 0.5 to 30 km, with at most one decimal";

/** The radius box: kilometres as typed ("7", "2.5"), into whole metres (500-30000). */
const radiusBox = z.string().transform((text, ctx) => {
  const trimmed = text.trim();
  const km = /^\d{1,2}(\.\d)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const meters = Math.round(km * 1000);
  if (!Number.isFinite(km) || meters < MIN_RADIUS_M || meters > MAX_RADIUS_M) {
    ctx.addIssue({ code: "custom", message: RADIUS_MESSAGE });
    return z.NEVER;
  }
  return meters;
});

export const COD_LIMIT_REQUIRED = "Enter the largest bill you take in cash or UPI on delivery";

export const OWN_FEE_REQUIRED = "Enter your delivery fee, or choose the standard fee";

export const SettingsFormSchema = SettingsFieldsSchema.pick({
  name: true,
  image: true,
  location: true,
  cuisines: true,
  deliveryCities: true,
  deliveryPincodes: true,
  gstin: true,
  fssaiNumber: true,
})
  .extend({
    opentime,
    closetime,
    taxMode: z.enum(["inclusive", "exclusive"], { error: "Say whether your prices include GST" }),
    foodGstRate: z.enum(["5", "18"], { error: "Choose 5% or 18%" }).transform((rate) => (rate === "18" ? 18 : 5)),
    deliveryFeeMode: z.enum(["standard", "own"], { error: "Choose the standard fee or your own" }),
    deliveryFee: rupeesBox("Delivery fee", MAX_DELIVERY_FEE_PAISE),
    freeDeliveryFrom: rupeesBox("Free delivery amount", MAX_FREE_DELIVERY_FROM_PAISE),
    acceptsCod: z.boolean(),
    codLimit: rupeesBox("Cash on delivery limit", MAX_COD_LIMIT_PAISE),
    // where the restaurant is (issue 32): its pin (null: none), the radius typed in km, who delivers
    pin: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    radiusKm: radiusBox,
    deliveryMode: z.enum(DELIVERY_MODES, { error: "Choose who delivers your orders" }),
  })
  .superRefine((value, ctx) => {
    if (value.codLimit === null) {
      ctx.addIssue({ code: "custom", path: ["codLimit"], message: COD_LIMIT_REQUIRED });
    }
    if (value.deliveryFeeMode === "own" && value.deliveryFee === null) {
      ctx.addIssue({ code: "custom", path: ["deliveryFee"], message: OWN_FEE_REQUIRED });
    }
  });

export type SettingsFormValues = z.input<typeof SettingsFormSchema>;
export type SettingsFormOutput = z.output<typeof SettingsFormSchema>;

const firstIssue = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues[0]?.message;

/** Why a typed delivery city cannot be added, or undefined. */
export const checkCity = (value: string) => firstIssue(CitySchema.safeParse(value));

/** Why a typed PIN code cannot be added, or undefined. */
export const checkPincode = (value: string) => firstIssue(PincodeSchema.safeParse(value));
