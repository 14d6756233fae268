import type { Metadata } from "next";
import Link from "next/link";
import { getFavouriteViewer } from "@/components/favourites/favourite-viewer";
import { ActiveFilters } from "@/components/restaurants/active-filters";
import { parseBrowseFilter, type SearchParamsRecord } from "@/components/restaurants/browse-filter";
import { Pagination } from "@/components/restaurants/pagination";
import { RestaurantGrid } from "@/components/restaurants/restaurant-grid";
import { buttonClasses } from "@/components/ui/button";
import { CUISINES } from "@/lib/accounts/schemas";
import { listRestaurants } from "@/lib/restaurants/service";

export const metadata: Metadata = { title: "Restaurants" };

export default async function RestaurantsPage({
  searchParams,
}: Readonly<{ searchParams: Promise<SearchParamsRecord> }>) {
  const filter = parseBrowseFilter(await searchParams, CUISINES);
  const [list, viewer] = await Promise.all([
    listRestaurants({ sort: filter.sort, cuisines: filter.cuisines, q: filter.q, page: filter.page }),
    getFavouriteViewer(),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const filtered = filter.sort !== undefined || filter.cuisines.length > 0 || filter.q !== undefined;

  return (
    <>
      <ActiveFilters filter={filter} />
      <p className="mt-4 text-sm text-muted" role="status">
        {list.total === 1 ? "1 restaurant" : `${list.total} restaurants`}
        {filtered ? " match your choice" : " deliver to you"}
      </p>
      {list.restaurants.length === 0 ? (
        <div className="mt-16 flex flex-col items-center gap-4 text-center">
          <p className="text-lg font-semibold text-muted">Oops......No restaurants found.</p>
          {(filtered || filter.page > 1) && (
            <Link href="/restaurants" className={buttonClasses("outline", "md")}>
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
