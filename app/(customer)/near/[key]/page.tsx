import { BeyondBusiness } from "@/components/home/beyond-business";
import { Hero } from "@/components/home/hero";
import { HomePicks } from "@/components/home/home-picks";
import { filterOfListCacheKey, listLocation } from "@/components/restaurants/browse-filter";
import { CUISINES } from "@/lib/accounts/cuisines";

// The landing page for a shopper who chose a place: reached only through proxy.ts, which rewrites
// "/" here when the location cookie names one. Cached per place like the lists.
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
