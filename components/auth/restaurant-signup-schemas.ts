import { z } from "zod";
import type { RestaurantSignupBody } from "@/lib/accounts/contract";
import { RestaurantSignupSchema } from "@/lib/accounts/schemas";

// The two steps of the restaurant sign-up form, cut from the handler's own schema so that the
// browser and the server accept the same thing.
const { user, name, image, location, cuisines } = RestaurantSignupSchema.shape;

export const AccountStepSchema = user
  .omit({ usertype: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

// A cleared box must not silently become midnight: blank is refused rather than coerced to 0.
const blankAsMissing = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const numberIn = (max: number, message: string) =>
  z.preprocess(blankAsMissing, z.coerce.number({ error: message }).int(message).min(0, message).max(max, message));
const hour = numberIn(23, "Hour must be 0 to 23");
const minute = numberIn(59, "Minute must be 0 to 59");
const clock = z.object({ hour, minute });

export const RestaurantStepSchema = z.object({ name, image, location, cuisines, opentime: clock, closetime: clock });

export type AccountStepValues = z.input<typeof AccountStepSchema>;
export type RestaurantStepValues = z.input<typeof RestaurantStepSchema>;

/** "09:05" from the form's hour and minute. */
export function toClock({ hour, minute }: z.output<typeof clock>): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** The body of POST /api/restaurantSignup from the two validated steps. */
export function signupBody(
  account: z.output<typeof AccountStepSchema>,
  restaurant: z.output<typeof RestaurantStepSchema>,
): RestaurantSignupBody {
  const { confirmPassword: _confirm, ...credentials } = account;
  return {
    user: { ...credentials, usertype: "restaurant" as const },
    name: restaurant.name,
    image: restaurant.image,
    location: restaurant.location,
    cuisines: restaurant.cuisines,
    opentime: toClock(restaurant.opentime),
    closetime: toClock(restaurant.closetime),
  };
}
