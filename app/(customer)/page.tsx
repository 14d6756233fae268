import { BeyondBusiness } from "@/components/home/beyond-business";
import { Hero } from "@/components/home/hero";
import { HomePicks } from "@/components/home/home-picks";

// Static, refreshed when the lists change (LISTS_TAG) or every minute. A shopper with a chosen place
// is sent by proxy.ts to the same page for that place (near/[key]).
export const revalidate = 60;

export default function HomePage() {
  return (
    <>
      <Hero />
      <HomePicks location={null} />
      <BeyondBusiness />
    </>
  );
}
