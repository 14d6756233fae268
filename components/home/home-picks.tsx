import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { HomeParamCleanup } from "@/components/location/home-param-cleanup";
import { PlaceSync } from "@/components/location/place-sync";
import { SetLocationButton } from "@/components/location/set-location-button";
import { RestaurantCard } from "@/components/restaurants/restaurant-card";
import { restaurantCardOf } from "@/components/restaurants/card-data";
import { describeLocation, type DeliveryLocation } from "@/lib/location/schemas";
import { toApiRestaurantPage } from "@/lib/restaurants/api-shape";
import { cachedRestaurantList } from "@/lib/restaurants/public-cache";
import { listRestaurants, type RestaurantFilter } from "@/lib/restaurants/service";

/** A list read past the data cache, in the wire shape the cards take (as cachedRestaurantList gives it). */
async function listApiRestaurants(filter: RestaurantFilter) {
  return toApiRestaurantPage(await listRestaurants(filter));
}

/** One row of cards on a wide screen. */
const PICKS = 4;
/** The best-rated few, of which those open now come first. */
const CANDIDATES = 12;

/**
 * The home page's picks: the best-rated restaurants that deliver to the shopper's location (open
 * ones first), or, with no location yet, the best-rated of all and a button to choose one. The cards carry no
 * favourite hearts (the list does): the hearts' code would take the landing page past its
 * first-load JS budget (bench/budgets.json).
 */
export async function HomePicks({
  location,
  perRequest = false,
}: Readonly<{
  location: DeliveryLocation | null;
  /** A place outside the known ones: read past the data cache, which would keep an entry per place. */
  perRequest?: boolean;
}>) {
  const list = await (perRequest ? listApiRestaurants : cachedRestaurantList)({
    sort: "rating",
    pageSize: CANDIDATES,
    city: location?.city,
    pincode: location?.pincode,
  });
  // A pick is something to order now: open kitchens first, each group still by rating (a stable sort).
  const picks = [...list.restaurants].sort((a, b) => Number(b.isOpen) - Number(a.isOpen)).slice(0, PICKS);
  const place = location ? describeLocation(location) : null;
  return (
    <section aria-labelledby="picks-title" className="mt-16 sm:mt-20">
      <PlaceSync rendered={location} />
      <HomeParamCleanup rendered={location} />
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h2 id="picks-title" className="text-2xl font-extrabold sm:text-3xl">
            {place ? "Top picks near you" : "Top picks on Thali"}
          </h2>
          <p className="mt-2 text-muted">
            {place
              ? list.total === 0
                ? `No restaurants deliver to ${place} yet.`
                : `${list.total === 1 ? "1 restaurant delivers" : `${list.total} restaurants deliver`} to ${place}.`
              : "Set your delivery location to see who delivers to you."}
          </p>
        </div>
        {place && list.total > 0 ? (
          <AppLink
            href="/restaurants"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            See all {list.total} <Icon name="arrow-right" className="h-4 w-4" />
          </AppLink>
        ) : (
          <SetLocationButton variant="secondary">
            <Icon name="map-pin" className="h-4 w-4" /> {place ? "Change location" : "Set delivery location"}
          </SetLocationButton>
        )}
      </div>
      {picks.length > 0 && (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {picks.map((r) => (
            <li key={r._id}>
              <RestaurantCard card={restaurantCardOf(r)} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
