import type { z } from "zod";
import type {
  CustomerSignupSchema,
  LoginSchema,
  RestaurantSignupSchema,
  UpdateEmailSchema,
} from "@/lib/accounts/schemas";
import type { loginPayload, Profile } from "@/lib/accounts/service";

// Accounts, sessions and the profile on the wire (login, logout, the two sign-ups, the email; the
// profile image is in lib/images/contract.ts), written once: the bodies are what the route handlers' zod schemas take, the answers
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
