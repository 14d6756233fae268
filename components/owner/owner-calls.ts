import type { MenuItemFormOutput } from "@/components/owner/menu-item-form-values";
import { menuItemBody } from "@/components/owner/menu-item-form-values";
import { apiFetch } from "@/lib/api/client";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import type { ApiOrder } from "@/lib/orders/api-shape";
import type { ApiRestaurantSettings } from "@/lib/owner/settings-schemas";

// The partner console's calls to the app's own /api handlers (contracts-owner.md). A lost session
// leads to the restaurant login.
const asOwner = { usertype: "restaurant" } as const;

export async function fetchOwnerMenu(restaurantId: string, signal?: AbortSignal): Promise<ApiMenuItem[]> {
  const query = new URLSearchParams({ restaurant_id: restaurantId });
  const answer = await apiFetch<{ items: ApiMenuItem[] }>(`/api/getItemsByRestaurantId?${query}`, {
    ...asOwner,
    signal,
  });
  return answer.items;
}

export function addMenuItem(values: MenuItemFormOutput, restaurantId: string) {
  return apiFetch<{ message: string; menuItem: ApiMenuItem }>("/api/addMenuItem", {
    ...asOwner,
    method: "POST",
    json: menuItemBody(values, restaurantId),
  });
}

export function updateMenuItem(id: string, values: MenuItemFormOutput, restaurantId: string) {
  return apiFetch<{ message: string; menuItem: ApiMenuItem }>("/api/updateMenuItem", {
    ...asOwner,
    method: "POST",
    json: { ...menuItemBody(values, restaurantId), _id: id },
  });
}

export function deleteMenuItem(id: string) {
  return apiFetch<{ message: string; archived: boolean }>("/api/deleteMenuItem", {
    ...asOwner,
    method: "POST",
    json: { _id: id },
  });
}

export type SettableStatus = "pending" | "out for delivery" | "delivered";

export function updateOrderStatus(id: string, status: SettableStatus) {
  return apiFetch<{ message: string; order: ApiOrder }>("/api/updateOrderStatus", {
    ...asOwner,
    method: "POST",
    json: { _id: id, status },
  });
}

/** The restaurant's form of the cancel call: `?_id=` and no body. */
/** The spec's owner cancel (`?_id=`), with the reason the customer will read when there is one. */
export function cancelOrder(id: string, reason?: string) {
  return apiFetch<{ message: string; order: ApiOrder }>(`/api/cancelOrder?_id=${encodeURIComponent(id)}`, {
    ...asOwner,
    method: "POST",
    ...(reason && { json: { reason } }),
  });
}

/** Saves the restaurant's settings (the pause included); answers them as saved. */
export function saveRestaurantSettings(body: unknown) {
  return apiFetch<{ message: string; settings: ApiRestaurantSettings }>("/api/updateRestaurantSettings", {
    ...asOwner,
    method: "POST",
    json: body,
  });
}
