"use client";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { Viewer } from "@/lib/viewer/types";

// The browser's copy of GET /api/me (lib/viewer/types.ts): one read per page load, shared by the
// top bar, the hearts, the cart and live updates. Plain fetch, not the API client: this runs on
// every page's first load and must stay small.

export const VIEWER_KEY = ["viewer"] as const;

async function fetchViewer(): Promise<Viewer> {
  const response = await fetch("/api/me", { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
  return (await response.json()) as Viewer;
}

const subscribeNever = () => () => {};

/**
 * Who is looking at this page; `data` is undefined until the first answer. While a part of the page
 * hydrates, it is undefined too, even when the answer is already here (another part asked first): a
 * hydrating render must match the server's HTML, which was drawn for nobody in particular, because
 * React keeps the server's attributes (a heart's `disabled`) and would never correct them. The render
 * right after hydration brings the answer.
 */
export function useViewer() {
  const query = useQuery({ queryKey: VIEWER_KEY, queryFn: fetchViewer, staleTime: 60_000, retry: 2 });
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return hydrated ? query : { ...query, data: undefined };
}

/** After a login, logout, profile, address or favourite change: read the viewer again. */
export function forgetViewer(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: VIEWER_KEY });
}

/** Puts a favourite call's answer (the caller's ids after the change) into the viewer at once. */
export function setViewerFavourites(
  client: QueryClient,
  favourites: { restaurantIds: string[]; menuItemIds: string[] },
): void {
  client.setQueryData<Viewer>(VIEWER_KEY, (viewer) => viewer && { ...viewer, favourites });
}

/**
 * After a login or logout: everything read for the previous person (orders, addresses) is dropped
 * without being read again (the page that showed it is being left, and would read it as nobody),
 * and the viewer is read again at once (the top bar stays mounted across the navigation).
 */
export function switchViewer(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== VIEWER_KEY[0] });
  void client.resetQueries({ queryKey: VIEWER_KEY });
}
