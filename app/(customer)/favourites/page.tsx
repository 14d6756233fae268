import type { Metadata } from "next";
import { FavouriteFoodCard } from "@/components/favourites/favourite-food-card";
import { FavouritesLoginPrompt } from "@/components/favourites/favourites-login-prompt";
import { Heart } from "@/components/favourites/heart";
import { closedReason } from "@/components/restaurants/closed-reason";
import { RestaurantGrid } from "@/components/restaurants/restaurant-grid";
import { getFavourites } from "@/lib/favourites/service";
import { getFavouriteViewer } from "@/lib/favourites/viewer";
import { toApiRestaurant } from "@/lib/restaurants/api-shape";
import { getRestaurantsByIds } from "@/lib/restaurants/service";

export const metadata: Metadata = { title: "Favourites" };

export default async function FavouritesPage() {
  const viewer = await getFavouriteViewer();
  if (viewer.kind === "visitor") return <FavouritesLoginPrompt />;
  if (viewer.kind === "restaurant") {
    return (
      <p className="py-16 text-center text-lg font-semibold text-muted">Favourites are kept by customer accounts.</p>
    );
  }

  const favourites = await getFavourites(viewer.customer);
  const { menuItems } = favourites;
  // Components take restaurants in their wire shape, as getFavouritesByCustomerid answers them.
  const restaurants = favourites.restaurants.map(toApiRestaurant);
  // A dish's restaurant gives the cart its name and says whether it can be ordered now.
  const dishRestaurants = new Map(
    (await getRestaurantsByIds(menuItems.map((item) => item.restaurant_id))).map(
      (r) => [r.id, toApiRestaurant(r)] as const,
    ),
  );

  return (
    <div className="flex flex-col gap-12">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Favourites</h1>
      <section aria-labelledby="favourite-food">
        <h2 id="favourite-food" className="text-xl font-bold">
          Favourite Food Items
        </h2>
        {menuItems.length === 0 ? (
          <p className="mt-4 rounded-2xl bg-white px-6 py-10 text-center font-semibold text-muted ring-1 ring-stone-200">
            No Favourite FoodItems were marked...
          </p>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {menuItems.map((item) => {
              const restaurant = dishRestaurants.get(item.restaurant_id);
              return (
                <li key={item._id}>
                  <FavouriteFoodCard
                    item={item}
                    restaurantName={restaurant?.name ?? ""}
                    disabledReason={restaurant ? closedReason(restaurant) : undefined}
                    heart={<Heart kind="menuItem" id={item._id} name={item.name} />}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="favourite-restaurants">
        <h2 id="favourite-restaurants" className="text-xl font-bold">
          Favourite Restaurants
        </h2>
        {restaurants.length === 0 ? (
          <p className="mt-4 rounded-2xl bg-white px-6 py-10 text-center font-semibold text-muted ring-1 ring-stone-200">
            No Favourite restaurants were marked...
          </p>
        ) : (
          <div className="mt-4">
            <RestaurantGrid restaurants={restaurants} headingLevel={3} />
          </div>
        )}
      </section>
    </div>
  );
}
