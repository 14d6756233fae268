"use client";
import { useEffect } from "react";
import { markLocationAsked, wasLocationAsked } from "@/lib/location/asked-once";
import { useUiStore } from "@/lib/ui/store";
import { useViewer } from "@/lib/viewer/use-viewer";

/**
 * On the first visit to the restaurant list without a delivery location, opens the chooser once;
 * later visits show every restaurant and a button to choose, without asking again. Waits for the
 * viewer: a customer whose default address gives the place is not asked.
 */
export function AskLocationOnce() {
  const { data: viewer } = useViewer();
  const placeless = viewer !== undefined && !viewer.location && viewer.user?.userType !== "restaurant";
  useEffect(() => {
    if (!placeless || wasLocationAsked()) return;
    markLocationAsked();
    const { modal, openModal } = useUiStore.getState();
    // Never over another dialog (a cart that came back from logging in, say).
    if (modal === "" && !useUiStore.getState().cartOpen) openModal("chooseLocation");
  }, [placeless]);
  return null;
}
