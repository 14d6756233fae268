"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FavouriteAnswer, FavouriteChange } from "@/lib/favourites/client";
import { setViewerFavourites } from "@/lib/viewer/use-viewer";

/**
 * Marks or unmarks a favourite. The answer (the caller's favourite ids after the change) goes into
 * the viewer, so every heart on the page shows it at once; the route is refreshed for the pages
 * that list favourites on the server (the Favourites page). The call's code (the API client) is
 * fetched with the first click: hearts are on every card, clicks on them are rare. No TanStack
 * Query here: hearts are on the cached public pages, which do not load it.
 */
export function useToggleFavourite() {
  const router = useRouter();
  const [isPending, setPending] = useState(false);
  const change = async (request: FavouriteChange): Promise<FavouriteAnswer> => {
    setPending(true);
    try {
      const answer = await (await import("@/lib/favourites/client")).changeFavourite(request);
      setViewerFavourites({ restaurantIds: answer.favouriteRestaurants, menuItemIds: answer.favouriteFoodItems });
      router.refresh();
      return answer;
    } finally {
      setPending(false);
    }
  };
  return { change, isPending };
}
