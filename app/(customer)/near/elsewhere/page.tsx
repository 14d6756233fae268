import { BeyondBusiness } from "@/components/home/beyond-business";
import { Hero } from "@/components/home/hero";
import { HomePicks } from "@/components/home/home-picks";
import type { SearchParamsRecord } from "@/lib/restaurants/browse-filter";
import { parseElsewhereQuery } from "@/lib/restaurants/page-routes";

/**
 * The landing page `/` for a place the chooser does not know (a typed city), as proxy.ts routes it:
 * rendered per request like a text search, since every typed place would otherwise be a cache entry
 * of its own (lib/restaurants/page-routes.ts). The proxy puts the place into the query.
 */
export default async function HomeElsewherePage({
  searchParams,
}: Readonly<{ searchParams: Promise<SearchParamsRecord> }>) {
  const place = parseElsewhereQuery(await searchParams);
  return (
    <>
      <Hero />
      <HomePicks location={place} perRequest />
      <BeyondBusiness />
    </>
  );
}
