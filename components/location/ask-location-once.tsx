"use client";
import { useEffect } from "react";
import { markLocationAsked, wasLocationAsked } from "@/lib/location/asked-once";
import { useUiStore } from "@/lib/ui/store";

/**
 * On the first visit to the restaurant list without a delivery location, opens the chooser once;
 * later visits show every restaurant and a button to choose, without asking again.
 */
export function AskLocationOnce() {
  useEffect(() => {
    if (wasLocationAsked()) return;
    markLocationAsked();
    const { modal, openModal } = useUiStore.getState();
    // Never over another dialog (a cart that came back from logging in, say).
    if (modal === "" && !useUiStore.getState().cartOpen) openModal("chooseLocation");
  }, []);
  return null;
}
