import { BeyondBusiness } from "@/components/home/beyond-business";
import { Hero } from "@/components/home/hero";

export default function HomePage() {
  return (
    <>
      <Hero />
      <BeyondBusiness />
    </>
  );
}
