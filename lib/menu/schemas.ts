import { z } from "zod";
import { recordId } from "@/lib/restaurants/schemas";

/** The spec's menu categories, in the order a menu shows them. */
export const MENU_CATEGORIES = [
  "Starters",
  "Breakfast",
  "Biryani",
  "Fast Food",
  "Sweets",
  "Desserts",
  "Curries",
] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const MenuQuerySchema = z.object({ _id: recordId("_id") });
