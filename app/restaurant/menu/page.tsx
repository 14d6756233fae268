import type { Metadata } from "next";
import { MenuManager } from "@/components/owner/menu-manager";
import { NoRestaurant } from "@/components/owner/no-restaurant";
import { listOwnerMenuItems } from "@/lib/owner/menu-service";
import { signedInOwner } from "@/lib/owner/signed-in-owner";

export const metadata: Metadata = { title: "Menu" };

export default async function MenuPage() {
  const owner = await signedInOwner();
  if (!owner) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Menu</h1>
        <NoRestaurant />
      </div>
    );
  }
  // Rendered with the dishes in place; the client's cache starts from them and refreshes through the API.
  return <MenuManager restaurantId={owner.restaurantId} initialItems={await listOwnerMenuItems(owner)} />;
}
