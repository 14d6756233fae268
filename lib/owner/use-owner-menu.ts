import { useMutation, useQuery } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import type { OwnerMenuItem, UpdateMenuItemBody } from "@/lib/owner/contract";
import { deleteMenuItem, fetchOwnerMenu, ownerKeys, updateMenuItem } from "@/lib/owner/queries";

// The Menu tab's reading and the writes made from it. Each write puts up the loading overlay while
// it runs, then has the list read again from the server, as the spec's screen reloads it (not
// awaited: the overlay and the busy state end with the call, as before).

/** The restaurant's dishes; `initialItems` is the server's reading, so both first renders agree. */
export function useOwnerMenu(restaurantId: string, initialItems: OwnerMenuItem[]) {
  return useQuery(
    {
      queryKey: ownerKeys.menu(restaurantId),
      queryFn: ({ signal }) => fetchOwnerMenu(restaurantId, signal),
      initialData: initialItems,
    },
    appQueryClient(),
  );
}

function reloadMenu(restaurantId: string) {
  void appQueryClient().invalidateQueries({ queryKey: ownerKeys.menu(restaurantId) });
}

export function useDeleteMenuItem(restaurantId: string) {
  return useMutation(
    { mutationFn: deleteMenuItem, onSuccess: () => reloadMenu(restaurantId), meta: { loading: true } },
    appQueryClient(),
  );
}

export function useUpdateMenuItem(restaurantId: string) {
  return useMutation(
    {
      mutationFn: (body: UpdateMenuItemBody) => updateMenuItem(body),
      onSuccess: () => reloadMenu(restaurantId),
      meta: { loading: true },
    },
    appQueryClient(),
  );
}
