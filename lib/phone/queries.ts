import type { LoginAnswer, MessageAnswer } from "@/lib/accounts/contract";
import { apiFetch } from "@/lib/api/client";
import type { PhoneBody, PhoneCodeBody, PhoneVerified } from "@/lib/phone/contract";

// The browser's side of the phone calls. No query keys: the profile redraws from the server (a
// refresh) and a login switches the viewer, as the other account calls do (lib/accounts/queries.ts).

/** POST /api/phone/sendCode. */
export function sendPhoneCode(body: PhoneBody): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>("/api/phone/sendCode", { method: "POST", json: body, usertype: "customer" });
}

/** POST /api/phone/verify. */
export function verifyPhoneCode(body: PhoneCodeBody): Promise<PhoneVerified> {
  return apiFetch<PhoneVerified>("/api/phone/verify", { method: "POST", json: body, usertype: "customer" });
}

/** DELETE /api/phone. */
export function removePhoneNumber(): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>("/api/phone", { method: "DELETE", usertype: "customer" });
}

/** POST /api/phone/loginCode: no session yet, so a refusal never sends the visitor to a login page. */
export function sendLoginCode(body: PhoneBody): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>("/api/phone/loginCode", { method: "POST", json: body, reauth: false });
}

/** POST /api/phone/login: a wrong code is a 401 about the code, not an expired session. */
export function logInWithPhone(body: PhoneCodeBody): Promise<LoginAnswer> {
  return apiFetch<LoginAnswer>("/api/phone/login", { method: "POST", json: body, reauth: false });
}
