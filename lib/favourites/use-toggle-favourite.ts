"use client";
import { useRouter } from "next/navigation";
import type { FavouriteAnswer } from "@/lib/favourites/contract";
import type { FavouriteChange } from "@/lib/favourites/queries";
import { useWrite } from "@/lib/query/use-write";
import { setViewerFavourites } from "@/lib/viewer/use-viewer";

/**
 * Marks or unmarks a favourite. The answer (the caller's favourite ids after the change) goes into
 * the viewer, so every heart on the page shows it at once; the route is refreshed for the pages
 * that list favourites on the server (the Favourites page). The call's code (the API client) is
 * fetched with the first click: hearts are on every card, clicks on them are rare. useWrite, not
 * useMutation: hearts are on the cached public pages, which do not load TanStack Query (about 10 kB).
 */
export function useToggleFavourite() {
  const router = useRouter();
  const write = useWrite({
    mutationFn: async (request: FavouriteChange): Promise<FavouriteAnswer> =>
      (await import("@/lib/favourites/queries")).changeFavourite(request),
    onSuccess: (answer) => {
      setViewerFavourites({ restaurantIds: answer.favouriteRestaurants, menuItemIds: answer.favouriteFoodItems });
      router.refresh();
    },
  });
  return { change: write.mutateAsync, isPending: write.isPending };
}
