"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { FavouriteChange } from "@/lib/favourites/client";
import { setViewerFavourites } from "@/lib/viewer/use-viewer";

/**
 * Marks or unmarks a favourite. The answer (the caller's favourite ids after the change) goes into
 * the viewer, so every heart on the page shows it at once; the route is refreshed for the pages
 * that list favourites on the server (the Favourites page). The call's code (the API client) is
 * fetched with the first click: hearts are on every card, clicks on them are rare.
 */
export function useToggleFavourite() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: FavouriteChange) => (await import("@/lib/favourites/client")).changeFavourite(change),
    onSuccess: (answer) => {
      setViewerFavourites(queryClient, {
        restaurantIds: answer.favouriteRestaurants,
        menuItemIds: answer.favouriteFoodItems,
      });
      router.refresh();
    },
  });
}
