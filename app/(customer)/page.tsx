import { connection } from "next/server";
import { BeyondBusiness } from "@/components/home/beyond-business";
import { Hero } from "@/components/home/hero";
import { HomePicks } from "@/components/home/home-picks";

// proxy.ts serves "/" from the cached landing page near/[key] ("all", or the chosen place), which is
// rendered on its first visit (the build has no database to render it with). This page is only
// reached if the proxy did not run, and then renders per request.
export default async function HomePage() {
  await connection();
  return (
    <>
      <Hero />
      <HomePicks location={null} />
      <BeyondBusiness />
    </>
  );
}
