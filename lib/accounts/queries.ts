import type {
  CustomerSignupBody,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  RestaurantSignupBody,
  UpdateEmailBody,
} from "@/lib/accounts/contract";
import { apiFetch } from "@/lib/api/client";
import type { UserType } from "@/lib/auth/session-user";

// The browser's account calls: sign in, sign out, the two sign-ups and the profile's email. Nothing
// here is read through TanStack Query (who is signed in is the viewer's, lib/viewer), so there are no
// query keys; each write is a useMutation in its form. The sign-in and sign-up paths answer 401/409
// for a wrong form, never for a lost session, so they do not try to renew it (lib/api/client.ts).

export function logIn(usertype: UserType, values: Omit<LoginBody, "usertype">) {
  const body: LoginBody = { ...values, usertype };
  return apiFetch<LoginAnswer>(`/api/login/${usertype}`, { method: "POST", json: body });
}

export function logOut(usertype: UserType) {
  return apiFetch<MessageAnswer>("/api/logout", { method: "POST", json: {}, usertype });
}

export function signUpCustomer(values: Omit<CustomerSignupBody, "usertype">) {
  const body: CustomerSignupBody = { ...values, usertype: "customer" };
  return apiFetch<MessageAnswer>("/api/signup/customer", { method: "POST", json: body });
}

export function signUpRestaurant(body: RestaurantSignupBody) {
  return apiFetch<MessageAnswer>("/api/restaurantSignup", { method: "POST", json: body });
}

export function updateEmail(body: UpdateEmailBody, usertype: UserType) {
  return apiFetch<MessageAnswer>("/api/updateUserEmail", { method: "POST", json: body, usertype });
}
