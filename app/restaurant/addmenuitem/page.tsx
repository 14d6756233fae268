import type { Metadata } from "next";
import { AddMenuItem } from "@/components/owner/add-menu-item";
import { NoRestaurant } from "@/components/owner/no-restaurant";
import { signedInOwner } from "@/lib/owner/signed-in-owner";

export const metadata: Metadata = { title: "Add Menu Item" };

export default async function AddMenuItemPage() {
  const restaurantId = (await signedInOwner())?.restaurantId;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Add Menu Item</h1>
        <p className="mt-1 text-sm text-muted">A new dish appears on your menu for customers as soon as it is added.</p>
      </div>
      {restaurantId ? (
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7" aria-label="New dish">
          <AddMenuItem restaurantId={restaurantId} />
        </section>
      ) : (
        <NoRestaurant />
      )}
    </div>
  );
}
