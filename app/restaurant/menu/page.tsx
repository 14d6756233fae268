import { dehydrate, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Hydrate } from "@/components/query/hydrate";
import { MenuManager } from "@/components/owner/menu-manager";
import { NoRestaurant } from "@/components/owner/no-restaurant";
import { ownerMenuKey } from "@/components/owner/owner-query-keys";
import { ownerRestaurantId } from "@/components/owner/owner-restaurant-id";
import { listOwnerMenuItems } from "@/lib/owner/menu-service";

export const metadata: Metadata = { title: "Menu" };

export default async function MenuPage() {
  const restaurantId = await ownerRestaurantId();
  if (!restaurantId) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Menu</h1>
        <NoRestaurant />
      </div>
    );
  }
  // Rendered with the dishes in place; the client's cache starts from them and refreshes through the API.
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({
    queryKey: ownerMenuKey(restaurantId),
    queryFn: () => listOwnerMenuItems(restaurantId),
  });
  return (
    <Hydrate state={dehydrate(queryClient)}>
      <MenuManager restaurantId={restaurantId} />
    </Hydrate>
  );
}
