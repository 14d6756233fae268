"use client";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

/** The classes of the card a search result pointed at (MenuItemCard draws the others). */
const MARK = ["ring-2", "ring-brand-400", "focus:outline-none"];

/**
 * Shows the dish a search result pointed at (`?dish=<id>`): opens its section, marks the card,
 * brings it into view and gives it focus, so a keyboard or screen-reader user lands on it too.
 * Read in the browser (under a Suspense boundary): the menu page is cached, one HTML for every
 * link to it.
 */
export function DishFocus() {
  const dishId = useSearchParams().get("dish");
  useEffect(() => {
    const element = dishId ? document.getElementById(`dish-${dishId}`) : null;
    if (!element) return;
    const section = element.closest("details");
    if (section) section.open = true;
    element.classList.remove("ring-1", "ring-stone-200");
    element.classList.add(...MARK);
    element.tabIndex = -1;
    element.scrollIntoView({ block: "center" });
    element.focus({ preventScroll: true });
  }, [dishId]);
  return null;
}
