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
 * fetched with the first click: hearts are on every card, clicks on them are rare. The one write with
 * its own pending flag instead of useMutation or useWrite: hearts are on every cached public page's first
 * load, which loads no TanStack Query (9-10 kB), and useWrite's 0.3 kB took /favourites over its budget.
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
  /** The spec: favouriting uses the customer login; the visitor comes back to this page afterwards. */
  const logInFirst = () =>
    router.push(
      `/auth/login/customer?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`,
    );
  return { change, isPending, logInFirst };
}
