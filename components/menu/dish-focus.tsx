"use client";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

/**
 * Brings the dish a search result pointed at (`?dish=<id>`) into view: opens its section, marks the
 * card and gives it focus, so a keyboard or screen-reader user lands on it too. Done in the browser
 * because the menu page is cached and the same for every visitor; the URL's #hash alone is not
 * enough, since the menu streams in after the client-side navigation that carried it.
 */
export function DishFocus() {
  const dishId = useSearchParams().get("dish");
  useEffect(() => {
    if (!dishId) return;
    const element = document.getElementById(`dish-${dishId}`);
    if (!element) return;
    const section = element.closest("details");
    if (section) section.open = true;
    element.dataset.highlighted = "true";
    element.tabIndex = -1;
    element.scrollIntoView({ block: "center" });
    element.focus({ preventScroll: true });
    return () => {
      delete element.dataset.highlighted;
      element.removeAttribute("tabindex");
    };
  }, [dishId]);
  return null;
}
