import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { loadRestaurant } from "@/components/restaurants/load-restaurant";
import { openHoursOf } from "@/components/restaurants/open-hours";
import { OpenState } from "@/components/restaurants/open-state";
import { RestaurantHeader } from "@/components/restaurants/restaurant-header";
import { RestaurantTabs } from "@/components/restaurants/restaurant-tabs";

type LayoutProps = Readonly<{ children: ReactNode; params: Promise<{ id: string }> }>;

/** The restaurant page's header and tabs, shared by its Menu and Reviews tabs. */
export default async function RestaurantLayout({ children, params }: LayoutProps) {
  const { id } = await params;
  const restaurant = await loadRestaurant(id);
  if (!restaurant) notFound();
  return (
    <OpenState hours={openHoursOf(restaurant)}>
      <RestaurantHeader restaurant={restaurant} />
      <RestaurantTabs restaurantId={restaurant.id} reviewCount={restaurant.reviewCount} />
      <div className="pt-6">{children}</div>
    </OpenState>
  );
}
