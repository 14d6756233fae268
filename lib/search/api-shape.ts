import { toApiRestaurant } from "@/lib/restaurants/api-shape";
import type { SearchResults } from "@/lib/search/service";

/** `GET /api/search`'s answer: restaurants as the lists show them, dishes (already in the wire shape) with their restaurant's name. */
export function toApiSearchResults({ restaurants, dishes }: SearchResults) {
  return {
    restaurants: restaurants.map(toApiRestaurant),
    dishes,
  };
}
