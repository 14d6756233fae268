import Link from "next/link";
import { AskLocationOnce } from "@/components/location/ask-location-once";
import { ActiveFilters } from "@/components/restaurants/active-filters";
import { browseHref, isFiltered, type BrowseFilter } from "@/components/restaurants/browse-filter";
import { ListCount } from "@/components/restaurants/list-count";
import { Pagination } from "@/components/restaurants/pagination";
import { RestaurantGrid } from "@/components/restaurants/restaurant-grid";
import { buttonClasses } from "@/components/ui/button";
import type { DeliveryLocation } from "@/lib/location/schemas";
import type { RestaurantPage } from "@/lib/restaurants/service";

/** One page of the restaurant list as the cached and the searched routes both show it. */
export function RestaurantList({
  filter,
  location,
  list,
}: Readonly<{ filter: BrowseFilter; location: DeliveryLocation | null; list: RestaurantPage }>) {
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const filtered = isFiltered(filter);
  return (
    <>
      {!location && <AskLocationOnce filter={filter} />}
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
          <RestaurantGrid restaurants={list.restaurants} />
        </div>
      )}
      <Pagination filter={filter} pageCount={pageCount} />
    </>
  );
}
