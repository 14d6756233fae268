import { BeyondBusiness } from "@/components/home/beyond-business";
import { Hero } from "@/components/home/hero";
import { HomePicks } from "@/components/home/home-picks";

export default function HomePage() {
  return (
    <>
      <Hero />
      <HomePicks />
      <BeyondBusiness />
    </>
  );
}
