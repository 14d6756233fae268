import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getFavouriteViewer } from "@/components/favourites/favourite-viewer";
import { loadRestaurant } from "@/components/restaurants/load-restaurant";
import { RestaurantHeader } from "@/components/restaurants/restaurant-header";
import { RestaurantTabs } from "@/components/restaurants/restaurant-tabs";

type LayoutProps = Readonly<{ children: ReactNode; params: Promise<{ id: string }> }>;

/** The restaurant page's header and tabs, shared by its Menu and Reviews tabs. */
export default async function RestaurantLayout({ children, params }: LayoutProps) {
  const { id } = await params;
  const [restaurant, viewer] = await Promise.all([loadRestaurant(id), getFavouriteViewer()]);
  if (!restaurant) notFound();
  return (
    <div>
      <RestaurantHeader restaurant={restaurant} viewer={viewer} />
      <RestaurantTabs restaurantId={restaurant.id} reviewCount={restaurant.reviewCount} />
      <div className="pt-6">{children}</div>
    </div>
  );
}
