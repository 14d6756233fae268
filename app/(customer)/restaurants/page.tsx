import type { Metadata } from "next";
import Link from "next/link";
import { getFavouriteViewer } from "@/components/favourites/favourite-viewer";
import { AskLocationOnce } from "@/components/location/ask-location-once";
import { getShopperLocation } from "@/components/location/shopper-location";
import { ActiveFilters } from "@/components/restaurants/active-filters";
import { ListCount } from "@/components/restaurants/list-count";
import {
  browseHref,
  isFiltered,
  parseBrowseFilter,
  type SearchParamsRecord,
} from "@/components/restaurants/browse-filter";
import { Pagination } from "@/components/restaurants/pagination";
import { RestaurantGrid } from "@/components/restaurants/restaurant-grid";
import { buttonClasses } from "@/components/ui/button";
import { CUISINES } from "@/lib/accounts/schemas";
import type { DeliveryLocation } from "@/lib/location/schemas";
import { listRestaurants } from "@/lib/restaurants/service";

export const metadata: Metadata = { title: "Restaurants" };

/**
 * The list of restaurants that deliver to the shopper's location: the one in the URL (the chooser
 * puts it there, and a shared link carries it), else the remembered one (cookie, else a customer's
 * default address), else every restaurant.
 */
export default async function RestaurantsPage({
  searchParams,
}: Readonly<{ searchParams: Promise<SearchParamsRecord> }>) {
  const filter = parseBrowseFilter(await searchParams, CUISINES);
  const location: DeliveryLocation | null = filter.city
    ? { city: filter.city, locality: filter.locality, pincode: filter.pincode }
    : ((await getShopperLocation())?.location ?? null);
  const [list, viewer] = await Promise.all([
    listRestaurants({
      sort: filter.sort,
      cuisines: filter.cuisines,
      q: filter.q,
      page: filter.page,
      city: location?.city,
      pincode: location?.pincode,
    }),
    getFavouriteViewer(),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const filtered = isFiltered(filter);

  return (
    <>
      {!location && <AskLocationOnce />}
      <ActiveFilters filter={filter} />
      <ListCount total={list.total} filtered={filtered} location={location} />
      {list.restaurants.length === 0 ? (
        <div className="mt-16 flex flex-col items-center gap-4 text-center">
          <p className="text-lg font-semibold text-muted">Oops......No restaurants found.</p>
          {(filtered || filter.page > 1) && (
            <Link
              href={browseHref({ city: filter.city, locality: filter.locality, pincode: filter.pincode })}
              className={buttonClasses("outline", "md")}
            >
              Show all restaurants
            </Link>
          )}
        </div>
      ) : (
        <div className="mt-4">
          <RestaurantGrid restaurants={list.restaurants} viewer={viewer} />
        </div>
      )}
      <Pagination filter={filter} pageCount={pageCount} />
    </>
  );
}
