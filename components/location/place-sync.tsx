"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { HOME_PLACE_PARAM } from "@/lib/location/home-param";
import type { DeliveryLocation } from "@/lib/location/schemas";
import { useViewer } from "@/lib/viewer/use-viewer";

const placeKey = (place: DeliveryLocation | null | undefined) =>
  place ? JSON.stringify([place.city, place.locality ?? "", place.pincode ?? ""]) : "";

/**
 * On a cached page built for a place (the landing page's picks, a list): when the viewer's place
 * is another (a customer's default address, which the server routes by only once GET /api/me has
 * noted it), fetch the page again, now routed to the viewer's place. A place in the URL (a shared
 * list link) is the page's own and is kept.
 */
export function PlaceSync({ rendered }: Readonly<{ rendered: DeliveryLocation | null }>) {
  const router = useRouter();
  const { data: viewer } = useViewer();
  const wanted = viewer ? placeKey(viewer.location?.location) : null;
  const shown = placeKey(rendered);
  useEffect(() => {
    // The chooser's cache-busting `/?at=` has done its work once the page is drawn (location-dialog.tsx).
    // A task later: the router writes the new URL in an effect of its own, which runs after this one.
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      if (url.pathname !== "/" || !url.searchParams.has(HOME_PLACE_PARAM)) return;
      url.searchParams.delete(HOME_PLACE_PARAM);
      // No state of ours: Next keeps its own and takes the new URL into its router (a state carrying
      // its internals would bypass the router, which then writes its URL back).
      window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    }, 0);
    return () => clearTimeout(timer);
  }, [shown]);
  useEffect(() => {
    if (wanted === null || wanted === shown) return;
    if (new URLSearchParams(window.location.search).has("city")) return;
    router.refresh();
  }, [wanted, shown, router]);
  return null;
}
