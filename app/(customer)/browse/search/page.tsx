import type { Metadata } from "next";
import type { SearchParamsRecord } from "@/lib/restaurants/browse-filter";
import { RestaurantList } from "@/components/restaurants/restaurant-list";
import { parseListQuery } from "@/lib/restaurants/page-routes";
import { toApiRestaurantPage } from "@/lib/restaurants/api-shape";
import { listRestaurants } from "@/lib/restaurants/service";

export const metadata: Metadata = { title: "Restaurants" };

/**
 * `/restaurants?q=…` (a text search, or a page past the cached ones) as proxy.ts routes it: rendered
 * per request, since every search text would otherwise be a cache entry of its own. The proxy puts
 * the shopper's place into the query.
 */
export default async function SearchedRestaurantsPage({
  searchParams,
}: Readonly<{ searchParams: Promise<SearchParamsRecord> }>) {
  const request = parseListQuery(await searchParams);
  const { filter, place } = request;
  const list = toApiRestaurantPage(
    await listRestaurants({
      sort: filter.sort,
      cuisines: filter.cuisines,
      q: filter.q,
      page: filter.page,
      city: place?.city,
      pincode: place?.pincode,
    }),
  );
  return <RestaurantList request={request} list={list} />;
}
