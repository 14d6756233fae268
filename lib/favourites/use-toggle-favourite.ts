"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { FavouriteChange } from "@/lib/favourites/client";
import type { Viewer } from "@/lib/viewer/types";
import { viewerKey } from "@/lib/viewer/use-viewer";

/**
 * Marks or unmarks a favourite. Hearts read the viewer (GET /api/me), so a confirmed change writes
 * the server's answer there (every heart on the page follows), and the route is refreshed for the
 * favourites page, which lists them on the server. The call's code (the API client) is fetched with
 * the first click: hearts are on every card, clicks on them are rare.
 */
export function useToggleFavourite() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: FavouriteChange) => (await import("@/lib/favourites/client")).changeFavourite(change),
    onSuccess: (answer) => {
      queryClient.setQueryData<Viewer>(viewerKey, (viewer) =>
        viewer && {
          ...viewer,
          favourites: { restaurantIds: answer.favouriteRestaurants, menuItemIds: answer.favouriteFoodItems },
        },
      );
      router.refresh();
    },
  });
}
