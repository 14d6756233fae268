import type { Metadata } from "next";
import { RestaurantCard } from "@/components/restaurants/restaurant-card";
import { listRestaurants } from "@/lib/restaurants/service";

export const metadata: Metadata = { title: "Restaurants" };
export const dynamic = "force-dynamic";

export default async function RestaurantsPage() {
  const restaurants = await listRestaurants();
  return (
    <div>
      <h1 className="text-2xl font-extrabold sm:text-3xl">Restaurants</h1>
      {restaurants.length === 0 ? (
        <p className="mt-16 text-center text-lg font-semibold text-muted">Oops......No restaurants found.</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {restaurants.map((r) => (
            <li key={r.id}>
              <RestaurantCard restaurant={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
