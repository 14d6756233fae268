"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { FavouriteChange } from "@/lib/favourites/client";

/**
 * Marks or unmarks a favourite. Pages render favourites on the server, so a confirmed change
 * refreshes the route: every heart and the favourites grid then show the server's state. The
 * call's code (the API client) is fetched with the first click: hearts are on every card, clicks
 * on them are rare.
 */
export function useToggleFavourite() {
  const router = useRouter();
  return useMutation({
    mutationFn: async (change: FavouriteChange) => (await import("@/lib/favourites/client")).changeFavourite(change),
    onSuccess: () => router.refresh(),
  });
}
