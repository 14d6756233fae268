import { BeyondBusiness } from "@/components/home/beyond-business";
import { Hero } from "@/components/home/hero";
import { HomePicks } from "@/components/home/home-picks";
import { filterOfListCacheKey, listLocation } from "@/components/restaurants/browse-filter";
import { CUISINES } from "@/lib/accounts/cuisines";

// The landing page, cached per place like the lists: proxy.ts rewrites "/" here, to "all" or to the
// place the location cookie names. Rendered on its first visit (the build has no database).
export const revalidate = 60;
export function generateStaticParams(): Array<{ key: string }> {
  return [];
}

export default async function HomeNearPage({ params }: Readonly<{ params: Promise<{ key: string }> }>) {
  const location = listLocation(filterOfListCacheKey((await params).key, CUISINES));
  return (
    <>
      <Hero />
      <HomePicks location={location} />
      <BeyondBusiness />
    </>
  );
}
