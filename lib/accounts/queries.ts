import { apiFetch } from "@/lib/api/client";
import type {
  AccountTokenBody,
  CustomerSignupBody,
  ForgotPasswordBody,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  PasswordResetAnswer,
  ProfileImageSet,
  RemoveProfileImageBody,
  ResetPasswordBody,
  RestaurantSignupBody,
  SetProfileImageBody,
  UpdateEmailBody,
} from "@/lib/accounts/contract";
import type { UserType } from "@/lib/auth/session-user";

// The browser's side of the account calls (sign-up, login, logout, the profile's email and picture), on the
// spec's paths and fields. No query keys: what they change reaches the page through the viewer and a refresh.
// `usertype` says whose login page a lost session leads to (lib/api/client.ts).

/** POST /api/login/{usertype}. */
export function logIn(usertype: UserType, values: Omit<LoginBody, "usertype">): Promise<LoginAnswer> {
  return apiFetch<LoginAnswer>(`/api/login/${usertype}`, {
    method: "POST",
    json: { ...values, usertype } satisfies LoginBody,
  });
}

/** POST /api/logout. */
export function logOut(usertype: UserType): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>("/api/logout", { method: "POST", json: {}, usertype });
}

/** POST /api/signup/customer. */
export function signUpCustomer(values: Omit<CustomerSignupBody, "usertype">): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>("/api/signup/customer", {
    method: "POST",
    json: { ...values, usertype: "customer" } satisfies CustomerSignupBody,
  });
}

/** POST /api/restaurantSignup: the owner's account and the restaurant in one call. */
export function signUpRestaurant(body: RestaurantSignupBody): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>("/api/restaurantSignup", { method: "POST", json: body });
}

/** POST /api/updateUserEmail. */
export function updateEmail(usertype: UserType, body: UpdateEmailBody): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>("/api/updateUserEmail", { method: "POST", json: body, usertype });
}

/** POST /api/setUserProfileImage. */
export function setProfileImage(usertype: UserType, body: SetProfileImageBody): Promise<ProfileImageSet> {
  return apiFetch<ProfileImageSet>("/api/setUserProfileImage", { method: "POST", json: body, usertype });
}

/** POST /api/removeUserProfileImage. */
export function removeProfileImage(usertype: UserType, userId: string): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>("/api/removeUserProfileImage", {
    method: "POST",
    json: { _id: userId } satisfies RemoveProfileImageBody,
    usertype,
  });
}

// The doors opened from mailed links and "Forgot password?": no session is needed, so a refusal (a used
// link, another account's) never renews one or leaves the page.

/** POST /api/forgotPassword. */
export function forgotPassword(body: ForgotPasswordBody): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>("/api/forgotPassword", { method: "POST", json: body, reauth: false });
}

/** POST /api/resetPassword. */
export function resetPassword(body: ResetPasswordBody): Promise<PasswordResetAnswer> {
  return apiFetch<PasswordResetAnswer>("/api/resetPassword", { method: "POST", json: body, reauth: false });
}

/** The calls a mailed link's button makes with its token. */
const TOKEN_CALLS = {
  verifyEmail: "/api/verifyEmail",
  confirmEmailChange: "/api/confirmEmailChange",
  undoEmailChange: "/api/undoEmailChange",
} as const;
export type TokenCall = keyof typeof TOKEN_CALLS;

/** POST /api/verifyEmail, /api/confirmEmailChange or /api/undoEmailChange with a link's token. */
export function spendLinkToken(call: TokenCall, token: string): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(TOKEN_CALLS[call], {
    method: "POST",
    json: { token } satisfies AccountTokenBody,
    reauth: false,
  });
}
