"use client";
import { useEffect } from "react";

/**
 * Brings the dish a search result pointed at into view and gives it focus, so a keyboard or
 * screen-reader user lands on it too. The URL's #hash alone is not enough: the menu streams in
 * after the client-side navigation that carried it.
 */
export function DishFocus({ elementId }: Readonly<{ elementId: string }>) {
  useEffect(() => {
    const element = document.getElementById(elementId);
    if (!element) return;
    element.scrollIntoView({ block: "center" });
    element.focus({ preventScroll: true });
  }, [elementId]);
  return null;
}
