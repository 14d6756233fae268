"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FavouriteAnswer } from "@/lib/favourites/contract";
import type { FavouriteChange } from "@/lib/favourites/queries";
import { setViewerFavourites } from "@/lib/viewer/use-viewer";

/**
 * Marks or unmarks a favourite. The answer (the caller's favourite ids after the change) goes into
 * the viewer, so every heart on the page shows it at once; the route is refreshed for the pages
 * that list favourites on the server (the Favourites page). The call's code (the API client) is
 * fetched with the first click: hearts are on every card, clicks on them are rare. A busy flag, not
 * useMutation: hearts are on the cached public pages, which do not load TanStack Query (about 10 kB).
 */
export function useToggleFavourite() {
  const router = useRouter();
  const [isPending, setPending] = useState(false);
  const change = async (request: FavouriteChange): Promise<FavouriteAnswer> => {
    setPending(true);
    try {
      const answer = await (await import("@/lib/favourites/queries")).changeFavourite(request);
      setViewerFavourites({ restaurantIds: answer.favouriteRestaurants, menuItemIds: answer.favouriteFoodItems });
      router.refresh();
      return answer;
    } finally {
      setPending(false);
    }
  };
  return { change, isPending };
}
