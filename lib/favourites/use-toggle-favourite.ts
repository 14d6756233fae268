"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import type { FavouriteAnswer } from "@/lib/favourites/contract";
import type { FavouriteChange } from "@/lib/favourites/queries";
import { setViewerFavourites } from "@/lib/viewer/use-viewer";

/**
 * Marks or unmarks a favourite. The answer (the caller's favourite ids after the change) goes into
 * the viewer, so every heart on the page shows it at once; the route is refreshed for the pages
 * that list favourites on the server (the Favourites page). The call's code (the API client) is
 * fetched with the first click: hearts are on every card, clicks on them are rare. Written the
 * customer pages' way (docs/decisions/0013): a React transition, which costs no bytes, is the pending flag.
 */
export function useToggleFavourite() {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  /** Resolves with the server's answer once the viewer holds it; the heart stays busy until then. */
  const change = (request: FavouriteChange): Promise<FavouriteAnswer> => {
    // The call starts in the click, outside the transition, which only waits for it: a chunk fetched from
    // inside an async transition was seen never to arrive (Reorder, issue 28 item 2).
    const call = import("@/lib/favourites/queries").then(({ changeFavourite }) => changeFavourite(request));
    return new Promise((resolve, reject) =>
      startTransition(async () => {
        try {
          const answer = await call;
          setViewerFavourites({ restaurantIds: answer.favouriteRestaurants, menuItemIds: answer.favouriteFoodItems });
          router.refresh();
          resolve(answer);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
  };
  /** The spec: favouriting uses the customer login; the visitor comes back to this page afterwards. */
  const logInFirst = () =>
    router.push(
      `/auth/login/customer?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`,
    );
  return { change, isPending, logInFirst };
}
