import { apiFetch } from "@/lib/api/client";
import type {
  AcceptOrderBody,
  KitchenOrderBody,
  KitchenSettings,
  KitchenSettingsSaved,
  KitchenStepAnswer,
  RejectOrderBody,
} from "@/lib/kitchen/contract";

// The owner console's kitchen calls (issue 30; docs/api.md): the browser's fetchers, no TanStack code.

const asOwner = { usertype: "restaurant" } as const;

export function acceptOrder(body: AcceptOrderBody) {
  return apiFetch<KitchenStepAnswer>("/api/acceptOrder", { ...asOwner, method: "POST", json: body });
}

export function rejectOrder(body: RejectOrderBody) {
  return apiFetch<KitchenStepAnswer>("/api/rejectOrder", { ...asOwner, method: "POST", json: body });
}

export function markOrderPreparing(id: string) {
  const body: KitchenOrderBody = { _id: id };
  return apiFetch<KitchenStepAnswer>("/api/markOrderPreparing", { ...asOwner, method: "POST", json: body });
}

export function markOrderReady(id: string) {
  const body: KitchenOrderBody = { _id: id };
  return apiFetch<KitchenStepAnswer>("/api/markOrderReady", { ...asOwner, method: "POST", json: body });
}

export function saveKitchenSettings(body: KitchenSettings) {
  return apiFetch<KitchenSettingsSaved>("/api/updateKitchenSettings", { ...asOwner, method: "POST", json: body });
}
