import { notFound } from "next/navigation";
import { BeyondBusiness } from "@/components/home/beyond-business";
import { Hero } from "@/components/home/hero";
import { HomePicks } from "@/components/home/home-picks";
import { parseHomeKey } from "@/lib/restaurants/page-routes";

// The landing page `/` as proxy.ts routes it: one cached render per delivery place (its picks are
// the best-rated restaurants that deliver there), expired by any restaurant's change, else 60 s.
export const revalidate = 60;
export function generateStaticParams(): Array<{ place: string }> {
  return [];
}

export default async function HomePage({ params }: Readonly<{ params: Promise<{ place: string }> }>) {
  const place = parseHomeKey((await params).place);
  if (place === undefined) notFound();
  return (
    <>
      <Hero />
      <HomePicks location={place} />
      <BeyondBusiness />
    </>
  );
}
