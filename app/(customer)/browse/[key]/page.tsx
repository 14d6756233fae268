import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RestaurantList } from "@/components/restaurants/restaurant-list";
import { parseListKey } from "@/lib/restaurants/page-routes";
import { cachedRestaurantList } from "@/lib/restaurants/public-cache";

export const metadata: Metadata = { title: "Restaurants" };

// `/restaurants?<filter>` as proxy.ts routes it (lib/restaurants/page-routes.ts): one cached render per
// list, built on its first request and kept until an owner's change expires it (or 60 s pass).
export const revalidate = 60;
export function generateStaticParams(): Array<{ key: string }> {
  return [];
}

export default async function CachedRestaurantsPage({ params }: Readonly<{ params: Promise<{ key: string }> }>) {
  const request = parseListKey((await params).key);
  if (!request) notFound();
  const { filter, place } = request;
  const list = await cachedRestaurantList({
    sort: filter.sort,
    cuisines: filter.cuisines,
    page: filter.page,
    city: place?.city,
    pincode: place?.pincode,
  });
  return <RestaurantList request={request} list={list} />;
}
