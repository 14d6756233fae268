import { RestaurantCard } from "@/components/restaurants/restaurant-card";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";
import { restaurantCardOf } from "@/components/restaurants/card-data";

/** Cards fetched eagerly: the first row on a wide screen, the first two on a phone. */
const EAGER_CARDS = 4;

/** Restaurant cards with their hearts, 1 column on phones up to 4 on wide screens. */
export function RestaurantGrid({
  restaurants,
  headingLevel,
}: Readonly<{ restaurants: ApiRestaurant[]; headingLevel?: 2 | 3 }>) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
      {restaurants.map((r, i) => (
        <li key={r._id}>
          <RestaurantCard card={restaurantCardOf(r)} eager={i < EAGER_CARDS} headingLevel={headingLevel} heart />
        </li>
      ))}
    </ul>
  );
}
