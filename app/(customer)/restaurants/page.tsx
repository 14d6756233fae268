import type { Metadata } from "next";
import { getShopperLocation } from "@/components/location/shopper-location";
import { parseBrowseFilter, type SearchParamsRecord } from "@/components/restaurants/browse-filter";
import { RestaurantList } from "@/components/restaurants/restaurant-list";
import { CUISINES } from "@/lib/accounts/schemas";
import type { DeliveryLocation } from "@/lib/location/schemas";
import { listRestaurants } from "@/lib/restaurants/service";

export const metadata: Metadata = { title: "Restaurants" };

/**
 * The restaurant list for a search (?q=), rendered per request: searches are as many as the words
 * people type, too many to cache. Every other list (filters, sort, place, page) is rewritten by
 * proxy.ts to the cached route `restaurants/in/[key]`. The place is the URL's, else the remembered
 * one (cookie, else a customer's default address), else everywhere.
 */
export default async function RestaurantsPage({
  searchParams,
}: Readonly<{ searchParams: Promise<SearchParamsRecord> }>) {
  const filter = parseBrowseFilter(await searchParams, CUISINES);
  const location: DeliveryLocation | null = filter.city
    ? { city: filter.city, locality: filter.locality, pincode: filter.pincode }
    : ((await getShopperLocation())?.location ?? null);
  const list = await listRestaurants({
    sort: filter.sort,
    cuisines: filter.cuisines,
    q: filter.q,
    page: filter.page,
    city: location?.city,
    pincode: location?.pincode,
  });
  return <RestaurantList filter={filter} location={location} list={list} />;
}
