import { apiFetch } from "@/lib/api/client";
import type {
  AssignRiderBody,
  AvailableRidersAnswer,
  DispatchOrderBody,
  DispatchStepAnswer,
} from "@/lib/dispatch/contract";

// The owner console's dispatch calls (issue 32 part 4; docs/api.md): the riders it may assign by hand, the
// assignment, and delivering an order itself. Browser code: no server imports here.

const asOwner = { usertype: "restaurant" } as const;

/** Query keys: one list of available riders per order. */
export const dispatchKeys = {
  riders: (orderId: string) => ["dispatch", "riders", orderId] as const,
};

export function fetchAvailableRiders(orderId: string, signal?: AbortSignal) {
  return apiFetch<AvailableRidersAnswer>(`/api/availableRiders?_id=${encodeURIComponent(orderId)}`, {
    ...asOwner,
    signal,
  });
}

export function assignRider(orderId: string, riderId: string) {
  return apiFetch<DispatchStepAnswer>("/api/assignRider", {
    ...asOwner,
    method: "POST",
    json: { _id: orderId, riderId } satisfies AssignRiderBody,
  });
}

export function deliverItself(orderId: string) {
  return apiFetch<DispatchStepAnswer>("/api/deliverItself", {
    ...asOwner,
    method: "POST",
    json: { _id: orderId } satisfies DispatchOrderBody,
  });
}
