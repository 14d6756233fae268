import type { Metadata } from "next";
import { NoRestaurant } from "@/components/owner/no-restaurant";
import { OffersView } from "@/components/owner/offers-view";
import { getSessionUser } from "@/lib/auth/session";
import { listOffers } from "@/lib/offers/service";

export const metadata: Metadata = { title: "Offers" };

export default async function OffersPage() {
  // The layout lets only restaurant accounts in; the list is read here, changes go through the API.
  const user = await getSessionUser();
  const offers = user?.restaurantId ? await listOffers(user) : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Offers</h1>
        <p className="mt-1 text-sm text-muted">
          An offer without a code is taken off every order it applies to and shown on your card; with a code it is a
          coupon customers type in their cart. You fund your own offers.
        </p>
      </div>
      {offers ? <OffersView initial={offers} /> : <NoRestaurant />}
    </div>
  );
}
