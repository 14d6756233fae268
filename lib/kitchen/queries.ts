import { apiFetch } from "@/lib/api/client";
import type { AcceptOrderBody, KitchenSettingsSaved, KitchenStepAnswer, RejectOrderBody } from "@/lib/kitchen/contract";
import type { KitchenSettings } from "@/lib/kitchen/contract";

// The owner console's kitchen calls (issue 30; docs/api.md): the browser's fetchers, no TanStack code.

const asOwner = { usertype: "restaurant" } as const;

export function acceptOrder(body: AcceptOrderBody) {
  return apiFetch<KitchenStepAnswer>("/api/acceptOrder", { ...asOwner, method: "POST", json: body });
}

export function rejectOrder(body: RejectOrderBody) {
  return apiFetch<KitchenStepAnswer>("/api/rejectOrder", { ...asOwner, method: "POST", json: body });
}

export function markOrderPreparing(id: string) {
  return apiFetch<KitchenStepAnswer>("/api/markOrderPreparing", { ...asOwner, method: "POST", json: { _id: id } });
}

export function markOrderReady(id: string) {
  return apiFetch<KitchenStepAnswer>("/api/markOrderReady", { ...asOwner, method: "POST", json: { _id: id } });
}

export function saveKitchenSettings(body: KitchenSettings) {
  return apiFetch<KitchenSettingsSaved>("/api/updateKitchenSettings", { ...asOwner, method: "POST", json: body });
}
