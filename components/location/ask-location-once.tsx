"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { browseHref, type BrowseFilter } from "@/components/restaurants/browse-filter";
import { markLocationAsked, wasLocationAsked } from "@/lib/location/asked-once";
import { useUiStore } from "@/lib/ui/store";
import { useViewer } from "@/lib/viewer/use-viewer";

/**
 * On the restaurant list without a delivery location: a customer's default address is their place
 * (the viewer read says so; the cached list cannot know it), so the list is shown for it; otherwise,
 * on the first visit only, the chooser opens once. Later visits show every restaurant and a button
 * to choose, without asking again.
 */
export function AskLocationOnce({ filter }: Readonly<{ filter: BrowseFilter }>) {
  const router = useRouter();
  const viewer = useViewer();
  const place = viewer.data?.location?.location;
  const known = viewer.data !== undefined;
  const target = place ? browseHref({ ...filter, city: place.city, locality: place.locality, pincode: place.pincode }) : null;
  useEffect(() => {
    if (!known) return;
    if (target) {
      router.replace(target);
      return;
    }
    if (wasLocationAsked()) return;
    markLocationAsked();
    const { modal, openModal } = useUiStore.getState();
    // Never over another dialog (a cart that came back from logging in, say).
    if (modal === "" && !useUiStore.getState().cartOpen) openModal("chooseLocation");
  }, [known, target, router]);
  return null;
}
