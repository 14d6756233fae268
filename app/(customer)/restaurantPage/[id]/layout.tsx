import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { RestaurantHeader } from "@/components/restaurants/restaurant-header";
import { RestaurantTabs } from "@/components/restaurants/restaurant-tabs";
import { cachedOpeningHours } from "@/lib/restaurants/hours-public";
import { cachedRestaurant } from "@/lib/restaurants/public-cache";

type LayoutProps = Readonly<{ children: ReactNode; params: Promise<{ id: string }> }>;

/** The restaurant page's header and tabs, shared by its Menu and Reviews tabs (both cached). */
export default async function RestaurantLayout({ children, params }: LayoutProps) {
  const restaurant = await cachedRestaurant((await params).id);
  if (!restaurant) notFound();
  const openingHours = await cachedOpeningHours(restaurant._id);
  return (
    <div>
      <RestaurantHeader restaurant={restaurant} openingHours={openingHours} />
      <RestaurantTabs restaurantId={restaurant._id} reviewCount={restaurant.reviewCount} />
      <div className="pt-6">{children}</div>
    </div>
  );
}
