import type { Metadata } from "next";
import { RestaurantOverview } from "@/components/owner/restaurant-overview";
import { getSessionUser } from "@/lib/auth/session";
import { getOwnerRestaurant } from "@/lib/restaurants/service";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await getSessionUser();
  const restaurant = user ? await getOwnerRestaurant(user.id) : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Dashboard</h1>
      {restaurant ? (
        <RestaurantOverview restaurant={restaurant} />
      ) : (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-stone-200">
          No restaurant is linked to this account yet.
        </p>
      )}
    </div>
  );
}
