import type { Metadata } from "next";
import { filterOfListCacheKey, listLocation } from "@/components/restaurants/browse-filter";
import { RestaurantList } from "@/components/restaurants/restaurant-list";
import { CUISINES } from "@/lib/accounts/cuisines";
import { cachedListRestaurants } from "@/lib/restaurants/public-cache";

export const metadata: Metadata = { title: "Restaurants" };

// Reached only through proxy.ts, which rewrites /restaurants?<filter> (with the place from the URL or
// the location cookie, and no search) to /restaurants/in/<canonical filter>: each list is rendered on
// its first visit and served from Next's cache to everyone after, until an owner's change expires
// the lists (LISTS_TAG) or a minute passes (the "open first" order; each card's status is redone in
// the browser every minute).
export const revalidate = 60;
export function generateStaticParams(): Array<{ key: string }> {
  return [];
}

export default async function CachedRestaurantsPage({ params }: Readonly<{ params: Promise<{ key: string }> }>) {
  const filter = filterOfListCacheKey((await params).key, CUISINES);
  const location = listLocation(filter);
  const list = await cachedListRestaurants({
    sort: filter.sort,
    cuisines: filter.cuisines,
    page: filter.page,
    city: location?.city,
    pincode: location?.pincode,
  });
  return <RestaurantList filter={filter} location={location} list={list} />;
}
