import type { z } from "zod";
import type {
  AccountTokenSchema,
  CustomerSignupSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
  RestaurantSignupSchema,
  UpdateEmailSchema,
} from "@/lib/accounts/schemas";
import type { loginPayload, Profile } from "@/lib/accounts/service";
import type { RemoveProfileImageSchema, SetProfileImageSchema } from "@/lib/images/schemas";

// Accounts, sessions and the profile on the wire (login, logout, the two sign-ups, the email and the
// profile image), written once: the bodies are what the route handlers' zod schemas take, the answers
// what the server builds. Types only (the service is never loaded): safe in browser code.

export type { Profile };

/** Any answer that carries only the text to show. */
export type MessageAnswer = { message: string };

/** POST /api/login/{usertype}. */
export type LoginBody = z.input<typeof LoginSchema>;
type LoginPayload = Awaited<ReturnType<typeof loginPayload>>;
/** The session's tokens ride along (the spec's clients stored them); this app reads the cookies. */
export type LoginAnswer = MessageAnswer & {
  user: LoginPayload["user"] & { accessToken: string; refreshToken: string };
  restaurantInfo?: NonNullable<LoginPayload["restaurantInfo"]>;
};

/** POST /api/signup/customer. */
export type CustomerSignupBody = z.input<typeof CustomerSignupSchema>;
/** POST /api/restaurantSignup: the owner's account and the restaurant in one call. */
export type RestaurantSignupBody = z.input<typeof RestaurantSignupSchema>;

/** POST /api/updateUserEmail: the answer is a message (a link goes to the new address first). */
export type UpdateEmailBody = z.input<typeof UpdateEmailSchema>;

/** POST /api/forgotPassword. */
export type ForgotPasswordBody = z.input<typeof ForgotPasswordSchema>;
/** POST /api/resetPassword and its answer: whose login page comes next. */
export type ResetPasswordBody = z.input<typeof ResetPasswordSchema>;
export type PasswordResetAnswer = MessageAnswer & { usertype: "customer" | "restaurant" };
/** POST /api/verifyEmail, /api/confirmEmailChange, /api/undoEmailChange: the token of a mailed link. */
export type AccountTokenBody = z.input<typeof AccountTokenSchema>;

/** POST /api/setUserProfileImage and its answer. */
export type SetProfileImageBody = z.input<typeof SetProfileImageSchema>;
export type ProfileImageSet = MessageAnswer & { image: { imageUrl: string; public_id: string } };
/** POST /api/removeUserProfileImage. */
export type RemoveProfileImageBody = z.input<typeof RemoveProfileImageSchema>;
