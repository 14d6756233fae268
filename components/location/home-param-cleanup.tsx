"use client";
import { useEffect } from "react";
import { placeKey } from "@/components/location/place-sync";
import { HOME_PLACE_PARAM } from "@/lib/location/home-param";
import type { DeliveryLocation } from "@/lib/location/schemas";

/**
 * On the landing page: the location chooser's cache-busting `/?at=` (location-dialog.tsx) has done its work once the
 * page is drawn for the new place, so it leaves the address bar. Apart from PlaceSync, which the lists use too, so that
 * they do not load it.
 */
export function HomeParamCleanup({ rendered }: Readonly<{ rendered: DeliveryLocation | null }>) {
  const shown = placeKey(rendered);
  useEffect(() => {
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
  return null;
}
