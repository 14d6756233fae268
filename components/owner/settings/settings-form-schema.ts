import { z } from "zod";
import { RestaurantStepSchema } from "@/components/auth/restaurant-signup-schemas";
import { CitySchema, PincodeSchema } from "@/lib/location/schemas";
import { SettingsFieldsSchema } from "@/lib/owner/settings-schemas";

// The settings form, cut from the handler's own schema so the browser and the server accept the same
// thing; the hours are the sign-up form's hour and minute boxes. zod is about 30 kB (gzip): the form
// loads this module when it first checks its values, not with the page.

const { name, image, location, cuisines, deliveryCities, deliveryPincodes } = SettingsFieldsSchema.shape;
const { opentime, closetime } = RestaurantStepSchema.shape;

export const SettingsFormSchema = z.object({
  name,
  image,
  location,
  cuisines,
  opentime,
  closetime,
  deliveryCities,
  deliveryPincodes,
});

export type SettingsFormValues = z.input<typeof SettingsFormSchema>;
export type SettingsFormOutput = z.output<typeof SettingsFormSchema>;

const firstIssue = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues[0]?.message;

/** Why a typed delivery city cannot be added, or undefined. */
export const checkCity = (value: string) => firstIssue(CitySchema.safeParse(value));

/** Why a typed PIN code cannot be added, or undefined. */
export const checkPincode = (value: string) => firstIssue(PincodeSchema.safeParse(value));
