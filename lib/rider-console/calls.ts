import { apiFetch } from "@/lib/api/client";
import type {
  DeliverBody,
  DeliveredAnswer,
  MessageAnswer,
  OfferAnswerBody,
  PositionAnswer,
  PositionBody,
  RiderEarnings,
  RiderMe,
  RiderOfferAnswer,
  RiderDetailsAnswer,
  RiderProfile,
  RiderSignupBody,
} from "@/lib/rider-console/types";
import type { Vehicle } from "@/lib/rider-console/vehicles";

// The browser's side of the rider's calls (lib/riders and lib/dispatch answer them). A lost session leads to
// the rider login.
const asRider = { usertype: "rider" } as const;

/** POST /api/signup/rider: before the account exists, so a refusal never redirects. */
export function signUpRider(body: RiderSignupBody) {
  return apiFetch<MessageAnswer>("/api/signup/rider", { json: body, reauth: false });
}

export function fetchRiderMe(signal?: AbortSignal) {
  return apiFetch<RiderMe>("/api/rider/me", { ...asRider, signal });
}

/** POST /api/rider/online: answers the rider part as `{rider}`. */
export function setRiderOnline(online: boolean) {
  return apiFetch<{ rider: RiderProfile }>("/api/rider/online", { json: { online }, ...asRider });
}

/** PATCH /api/rider/profile: a rider under review corrects their details ("" clears a number). */
export function updateRiderDetails(body: {
  phone: string;
  vehicle: Vehicle;
  vehicleNumber: string;
  licenceNumber: string;
}) {
  return apiFetch<RiderDetailsAnswer>("/api/rider/profile", { method: "PATCH", json: body, ...asRider });
}

export function fetchRiderOffer(signal?: AbortSignal) {
  return apiFetch<RiderOfferAnswer>("/api/rider/offer", { ...asRider, signal });
}

export function acceptOffer(offerId: string) {
  return apiFetch<OfferAnswerBody>("/api/acceptDelivery", { json: { _id: offerId }, ...asRider });
}

export function passOffer(offerId: string) {
  return apiFetch<OfferAnswerBody>("/api/passDelivery", { json: { _id: offerId }, ...asRider });
}

export function markPickedUp(orderId: string) {
  return apiFetch<MessageAnswer>("/api/pickedUp", { json: { _id: orderId }, ...asRider });
}

export function deliverOrder(body: DeliverBody) {
  return apiFetch<DeliveredAnswer>("/api/deliverOrder", { json: body, ...asRider });
}

export function sendPosition(body: PositionBody) {
  return apiFetch<PositionAnswer>("/api/rider/position", { json: body, ...asRider });
}

export function fetchEarnings(date: string | null, signal?: AbortSignal) {
  const query = date ? `?date=${encodeURIComponent(date)}` : "";
  return apiFetch<RiderEarnings>(`/api/rider/earnings${query}`, { ...asRider, signal });
}
