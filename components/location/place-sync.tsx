"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { markLocationAsked, wasLocationAsked } from "@/lib/location/asked-once";
import type { DeliveryLocation } from "@/lib/location/schemas";
import { useUiStore } from "@/lib/ui/store";
import { useViewer } from "@/lib/viewer/use-viewer";

/** A place as one string, to compare the page's place with the viewer's ("" for none). */
export const placeKey = (place: DeliveryLocation | null | undefined) =>
  place ? JSON.stringify([place.city, place.locality ?? "", place.pincode ?? ""]) : "";

/**
 * On a cached page built for a place (the landing page's picks, a list): when the viewer's place
 * is another (a customer's default address, which the server routes by only once GET /api/me has
 * noted it), fetch the page again, now routed to the viewer's place. A place in the URL (a shared
 * list link) is the page's own and is kept.
 *
 * With `askOnce` (the restaurant list): on the first visit without a delivery location, it opens the chooser once;
 * later visits show every restaurant and a button to choose, without asking again. It waits for the viewer: a
 * customer whose default address gives the place is not asked. (One component with PlaceSync, as both follow the
 * viewer's place: the list's first-load JS, bench/budgets.json.)
 */
export function PlaceSync({
  rendered,
  askOnce = false,
}: Readonly<{ rendered: DeliveryLocation | null; askOnce?: boolean }>) {
  const router = useRouter();
  const { data: viewer } = useViewer();
  const wanted = viewer ? placeKey(viewer.location?.location) : null;
  const shown = placeKey(rendered);
  const ask = askOnce && viewer !== undefined && !viewer.location && viewer.user?.userType !== "restaurant";
  useEffect(() => {
    if (!ask || wasLocationAsked()) return;
    markLocationAsked();
    const { modal, openModal, cartOpen } = useUiStore.getState();
    // Never over another dialog (a cart that came back from logging in, say).
    if (modal === "" && !cartOpen) openModal("chooseLocation");
  }, [ask]);
  useEffect(() => {
    if (wanted === null || wanted === shown) return;
    if (new URLSearchParams(window.location.search).has("city")) return;
    router.refresh();
  }, [wanted, shown, router]);
  return null;
}
