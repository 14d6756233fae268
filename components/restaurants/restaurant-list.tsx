import { AppLink } from "@/components/ui/app-link";
import { PlaceSync } from "@/components/location/place-sync";
import { ActiveFilters } from "@/components/restaurants/active-filters";
import { browseHref, isFiltered } from "@/lib/restaurants/browse-filter";
import { ListCount } from "@/components/restaurants/list-count";
import { Pagination } from "@/components/restaurants/pagination";
import { RestaurantGrid } from "@/components/restaurants/restaurant-grid";
import { buttonClasses } from "@/components/ui/button";
import type { ListRequest } from "@/lib/restaurants/page-routes";
import type { ApiRestaurantPage } from "@/lib/restaurants/api-shape";

/**
 * The restaurant list of one filter (its place included): the count, the cards with their hearts
 * and the pages. The same for everyone who asks for that filter, so it is served from the cache
 * (app/(customer)/browse/[key]); a text search renders it per request (browse/search).
 */
export function RestaurantList({ request, list }: Readonly<{ request: ListRequest; list: ApiRestaurantPage }>) {
  const { filter, place: location } = request;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const filtered = isFiltered(filter);
  const pastTheEnd = list.restaurants.length === 0 && list.total > 0;
  return (
    <>
      <PlaceSync rendered={location} askOnce={!location} />
      <ActiveFilters filter={filter} />
      {pastTheEnd ? (
        // A page past the last (an old link, ?page=99): no count of a list it does not show.
        <div className="mt-16 flex flex-col items-center gap-4 text-center">
          <p className="text-lg font-semibold text-muted">
            There is no page {filter.page}: this list has {pageCount === 1 ? "1 page" : `${pageCount} pages`}.
          </p>
          <AppLink href={browseHref({ ...filter, page: 1 })} className={buttonClasses("outline", "md")}>
            Go to the first page
          </AppLink>
        </div>
      ) : (
        <ListCount total={list.total} filtered={filtered} location={location} />
      )}
      {pastTheEnd ? null : list.restaurants.length === 0 ? (
        <div className="mt-16 flex flex-col items-center gap-4 text-center">
          <p className="text-lg font-semibold text-muted">Oops......No restaurants found.</p>
          {(filtered || filter.page > 1) && (
            <AppLink
              href={browseHref({ city: filter.city, locality: filter.locality, pincode: filter.pincode })}
              className={buttonClasses("outline", "md")}
            >
              Show all restaurants
            </AppLink>
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
