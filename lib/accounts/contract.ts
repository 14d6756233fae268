import type { z } from "zod";
import type {
  CustomerSignupSchema,
  LoginSchema,
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

/** POST /api/updateUserEmail. */
export type UpdateEmailBody = z.input<typeof UpdateEmailSchema>;

/** POST /api/setUserProfileImage and its answer. */
export type SetProfileImageBody = z.input<typeof SetProfileImageSchema>;
export type ProfileImageSet = MessageAnswer & { image: { imageUrl: string; public_id: string } };
/** POST /api/removeUserProfileImage. */
export type RemoveProfileImageBody = z.input<typeof RemoveProfileImageSchema>;
