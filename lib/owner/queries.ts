import { apiFetch } from "@/lib/api/client";
import type {
  MenuItemBody,
  MenuItemDeleted,
  MenuItemSaved,
  OrderChanged,
  OwnerCancelBody,
  OwnerMenuAnswer,
  OwnerMenuItem,
  RestaurantSettingsBody,
  RestaurantSettingsSaved,
  SettableStatus,
  UpdateMenuItemBody,
  MenuItemStockBody,
} from "@/lib/owner/contract";

// The partner console's client data (docs/api.md, owner): its TanStack Query keys and its calls to
// the app's own /api handlers. No TanStack code here: the pages that only call a fetcher (adding a
// dish, the settings) stay without it; the hooks are beside this file (use-*.ts). A lost session
// leads to the restaurant login.

/** Query keys, nested: invalidating `ownerKeys.all` reaches every menu read. */
export const ownerKeys = {
  all: ["owner"] as const,
  menus: () => [...ownerKeys.all, "menu"] as const,
  menu: (restaurantId: string) => [...ownerKeys.menus(), restaurantId] as const,
};

const asOwner = { usertype: "restaurant" } as const;

export async function fetchOwnerMenu(restaurantId: string, signal?: AbortSignal): Promise<OwnerMenuItem[]> {
  const query = new URLSearchParams({ restaurant_id: restaurantId });
  const answer = await apiFetch<OwnerMenuAnswer>(`/api/getItemsByRestaurantId?${query}`, { ...asOwner, signal });
  return answer.items;
}

export function addMenuItem(body: MenuItemBody) {
  return apiFetch<MenuItemSaved>("/api/addMenuItem", { ...asOwner, method: "POST", json: body });
}

export function updateMenuItem(body: UpdateMenuItemBody) {
  return apiFetch<MenuItemSaved>("/api/updateMenuItem", { ...asOwner, method: "POST", json: body });
}

/** Sold out for today (no `until`), until a time, or back in stock. */
export function setMenuItemStock(body: MenuItemStockBody) {
  return apiFetch<MenuItemSaved>("/api/setMenuItemStock", { ...asOwner, method: "POST", json: body });
}

export function deleteMenuItem(id: string) {
  return apiFetch<MenuItemDeleted>("/api/deleteMenuItem", { ...asOwner, method: "POST", json: { _id: id } });
}

export function updateOrderStatus(id: string, status: SettableStatus) {
  return apiFetch<OrderChanged>("/api/updateOrderStatus", {
    ...asOwner,
    method: "POST",
    json: { _id: id, status },
  });
}

/** The spec's owner cancel (`?_id=`), with the reason the customer will read when there is one. */
export function cancelOrder(id: string, reason?: string) {
  const body: OwnerCancelBody | undefined = reason ? { reason } : undefined;
  return apiFetch<OrderChanged>(`/api/cancelOrder?_id=${encodeURIComponent(id)}`, {
    ...asOwner,
    method: "POST",
    ...(body && { json: body }),
  });
}

/** Saves the restaurant's settings (the pause included); answers them as saved. */
export function saveRestaurantSettings(body: RestaurantSettingsBody) {
  return apiFetch<RestaurantSettingsSaved>("/api/updateRestaurantSettings", { ...asOwner, method: "POST", json: body });
}

/** A cash or UPI on delivery order collected at the door, in cash or by UPI (paid, invoiced, delivered). */
export function markCodCollected(id: string, via: "cash" | "upi") {
  return apiFetch<OrderChanged>("/api/markCodCollected", { ...asOwner, method: "POST", json: { _id: id, via } });
}

/** A cash or UPI on delivery order the customer refused at the door (cancelled, no invoice). */
export function markCodRefused(id: string) {
  return apiFetch<OrderChanged>("/api/markCodRefused", { ...asOwner, method: "POST", json: { _id: id } });
}
