// The spec's cuisine list on its own, without zod: pickers and filters shown in a page's first load
// use it, and the schemas (lib/accounts/schemas.ts) check against the same list.

/** The spec's cuisine list, spelled as it spells them. */
export const CUISINES = [
  "American",
  "Chinese",
  "Hyderbadi",
  "Biryani",
  "North Indian",
  "South Indian",
  "Juices",
  "Beverages",
  "Kebab",
  "Pizza",
  "Fast Food",
  "Dessert",
  "korean",
] as const;
