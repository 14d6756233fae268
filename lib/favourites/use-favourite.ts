"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { FavouriteKind } from "@/lib/favourites/contract";
import { toast } from "@/lib/ui/toast";
import { useViewer } from "@/lib/viewer/use-viewer";

/** A heart as its button draws it: whether to draw it, whether it is on, and whether it waits. */
type FavouriteState = { hidden: boolean; on: boolean; busy: boolean; toggle: () => void };

/**
 * One favourite with the viewer's state (GET /api/me): on for a customer's favourite, leading to login for a visitor,
 * hidden for a restaurant account. Until the viewer is known it is off and busy (a click then would send a customer to
 * log in). It changes only once the server has confirmed, never optimistically, and the route is refreshed for the
 * pages that list favourites on the server (the Favourites page). The call and what follows it
 * (lib/favourites/send-change.ts) are fetched with the first click. Written the customer pages' way
 * (docs/decisions/0013): a React transition, which costs no bytes, is the pending flag.
 */
export function useFavourite(kind: FavouriteKind, id: string): FavouriteState {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const { data: viewer } = useViewer();
  const favourites = viewer?.favourites;
  const initial = favourites
    ? (kind === "restaurant" ? favourites.restaurantIds : favourites.menuItemIds).includes(id)
    : false;
  const [on, setOn] = useState(initial);
  // The server's answer wins when the viewer changes (the same item changed elsewhere, a refresh).
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setOn(initial);
  }
  const userId = viewer ? (viewer.user?.id ?? null) : undefined;
  const toggle = () => {
    if (userId === undefined) return;
    // The spec: favouriting uses the customer login; the visitor comes back to this page afterwards.
    if (userId === null) {
      router.push(
        `/auth/login/customer?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
      return;
    }
    // The call starts in the click, outside the transition, which only waits for it: a chunk fetched from inside an
    // async transition was seen never to arrive (Reorder, issue 28 item 2).
    const call = import("@/lib/favourites/send-change").then((m) =>
      m.sendFavouriteChange({ kind, id, userId, on: !on }),
    );
    startTransition(async () => {
      try {
        setOn(await call);
        router.refresh();
      } catch (error) {
        // The API client's errors carry the server's message; failing to fetch the call's code is a network failure too.
        toast.error(error instanceof Error && error.name === "ApiError" ? error.message : "Network Error");
      }
    });
  };
  return { hidden: viewer?.user?.userType === "restaurant", on, busy: isPending || userId === undefined, toggle };
}
