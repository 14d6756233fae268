"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MenuItemBody, MenuItemStockBody, OwnerMenuItem, UpdateMenuItemBody } from "@/lib/owner/contract";
import {
  addMenuItem,
  deleteMenuItem,
  fetchOwnerMenu,
  ownerKeys,
  setMenuItemStock,
  updateMenuItem,
} from "@/lib/owner/queries";

// The owner console's menu: its reading and its writes, under the console's provider
// (app/restaurant/layout.tsx, docs/decisions/0013). Each write puts up the loading overlay while it
// runs, then has the list read again from the server, as the spec's screen reloads it (not awaited:
// the overlay and the busy state end with the call, as before).

/** The restaurant's dishes; `initialItems` is the server's reading, so both first renders agree. */
export function useOwnerMenu(restaurantId: string, initialItems: OwnerMenuItem[]) {
  return useQuery({
    queryKey: ownerKeys.menu(restaurantId),
    queryFn: ({ signal }) => fetchOwnerMenu(restaurantId, signal),
    initialData: initialItems,
  });
}

function useReloadMenu(restaurantId: string) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ownerKeys.menu(restaurantId) });
}

export function useDeleteMenuItem(restaurantId: string) {
  const reloadMenu = useReloadMenu(restaurantId);
  return useMutation({ mutationFn: deleteMenuItem, onSuccess: reloadMenu, meta: { loading: true } });
}

export function useUpdateMenuItem(restaurantId: string) {
  const reloadMenu = useReloadMenu(restaurantId);
  return useMutation({
    mutationFn: (body: UpdateMenuItemBody) => updateMenuItem(body),
    onSuccess: reloadMenu,
    meta: { loading: true },
  });
}

/** /restaurant/addmenuitem: adds a dish; the Menu tab's list, if this tab read it, is read again. */
export function useAddMenuItem(restaurantId: string) {
  const reloadMenu = useReloadMenu(restaurantId);
  return useMutation({
    mutationFn: (body: MenuItemBody) => addMenuItem(body),
    onSuccess: reloadMenu,
    meta: { loading: true },
  });
}

/** "Sold out today", "Sold out until…", "In stock": one dish's stock, then the list read again. */
export function useSetMenuItemStock(restaurantId: string) {
  const reloadMenu = useReloadMenu(restaurantId);
  return useMutation({
    mutationFn: (body: MenuItemStockBody) => setMenuItemStock(body),
    onSuccess: reloadMenu,
    meta: { loading: true },
  });
}
