import { z } from "zod";
import { CUISINES } from "@/lib/accounts/cuisines";
import { ADDRESS_MAX, CITY_MAX, RESTAURANT_NAME_MAX, STATE_MAX } from "@/lib/text/limits";
import { ownerText } from "@/lib/text/schemas";

// One schema per input, shared by the forms (zodResolver) and the route handlers.

export const USER_TYPES = ["customer", "restaurant", "rider", "admin"] as const;
export const UserTypeSchema = z.enum(USER_TYPES, { error: "usertype must be customer, restaurant, rider or admin" });

export { CUISINES } from "@/lib/accounts/cuisines";

export const PASSWORD_MIN = 8;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Email should be valid")
  .transform((e) => e.toLowerCase());
const password = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200, "Password is too long");
const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(2, "Username must be at least 2 characters")
  .max(60);
const text = (what: string, max = 200) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

export const LoginSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
  // The path names the account type; the spec's clients repeat it in the body, where it is ignored.
  usertype: z.string().max(20).optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const CustomerSignupSchema = z
  .object({
    username,
    email,
    password,
    confirmPassword: z.string({ error: "Confirm your password" }),
    usertype: z.literal("customer").optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords are not matching",
    path: ["confirmPassword"],
  });
export type CustomerSignupInput = z.infer<typeof CustomerSignupSchema>;

/**
 * A time of day as the spec's clients may send it: "HH:MM", an ISO date-time (read in
 * Asia/Kolkata), or the sign-up form's {openhour, openminute} / {closehour, closeminute}.
 */
const hour = z.coerce.number().int().min(0, "Hour must be 0 to 23").max(23, "Hour must be 0 to 23");
const minute = z.coerce.number().int().min(0, "Minute must be 0 to 59").max(59, "Minute must be 0 to 59");
export const TimeOfDaySchema = z.union([
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM (24-hour)"),
  z.string().datetime({ offset: true, message: "Time must be HH:MM or a date-time" }),
  z.object({ openhour: hour, openminute: minute }),
  z.object({ closehour: hour, closeminute: minute }),
  z.object({ hour, minute }),
]);
export type TimeOfDayInput = z.infer<typeof TimeOfDaySchema>;

export const ImageRefSchema = z.object({
  imageUrl: text("Restaurant image", 2048),
  public_id: z.string().trim().max(300).optional().default(""),
});

export const RestaurantSignupSchema = z.object({
  user: z.object({ username, email, password, usertype: z.literal("restaurant").optional() }),
  // The name and address show on every card and menu: no word a phone cannot wrap (issue 27).
  name: ownerText("Restaurant name", RESTAURANT_NAME_MAX),
  image: ImageRefSchema,
  location: z.object({
    address: ownerText("Address", ADDRESS_MAX),
    city: text("City", CITY_MAX),
    state: text("State", STATE_MAX),
  }),
  cuisines: z
    .array(z.enum(CUISINES, { error: "Unknown cuisine" }))
    .min(1, "Choose at least one cuisine")
    .max(13),
  opentime: TimeOfDaySchema,
  closetime: TimeOfDaySchema,
});
export type RestaurantSignupInput = z.infer<typeof RestaurantSignupSchema>;

/**
 * The spec's client sends what it holds: its tokens and the email (or null when it has none stored).
 * Only the refresh token (here or in its cookie) decides whose session is renewed; the rest is ignored.
 */
export const RefreshSchema = z.object({
  accessToken: z.string().max(4096).nullish(),
  refreshToken: z.string().max(200).nullish(),
  email: z.string().max(254).nullish(),
});

export const UpdateEmailSchema = z.object({
  username: z.string().max(60).optional(),
  email: z
    .string({ error: "Email should be valid" })
    .trim()
    .max(254)
    .refine((e) => e.includes("@"), "Email should be valid")
    .pipe(z.string().email("Email should be valid"))
    .transform((e) => e.toLowerCase()),
  /** Not in the spec: the current password, needed when the login is older than 10 minutes. */
  password: z.string().max(200).optional(),
});

/** A token from a mailed link (reset, confirmation, undo). */
export const AccountTokenSchema = z.object({
  token: z.string({ error: "The link is incomplete" }).trim().min(1, "The link is incomplete").max(200),
});

export const ForgotPasswordSchema = z.object({ email, usertype: UserTypeSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

const newPassword = { password, confirmPassword: z.string({ error: "Confirm your password" }) };
const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [(v) => v.password === v.confirmPassword, { message: "Passwords are not matching", path: ["confirmPassword"] }];

/** The reset page's form: the new password follows sign-up's rules. */
export const NewPasswordSchema = z.object(newPassword).refine(...passwordsMatch);

export const ResetPasswordSchema = AccountTokenSchema.extend(newPassword).refine(...passwordsMatch);
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;
