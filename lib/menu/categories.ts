/**
 * The spec's menu categories, in the order a menu shows them, plus Beverages (issue 15: drinks were
 * filed under Desserts). No zod here: forms import it on first load.
 */
export const MENU_CATEGORIES = [
  "Starters",
  "Breakfast",
  "Biryani",
  "Fast Food",
  "Sweets",
  "Desserts",
  "Curries",
  "Beverages",
] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];
