"use client";
import { CartModals } from "@/components/cart/cart-modals";
import { LiveUpdates } from "@/components/live/live-updates";
import { LazyPanels } from "@/components/shell/lazy-panels";
import { useViewer } from "@/lib/viewer/use-viewer";

/**
 * The personal parts around a customer page, decided in the browser so that the page itself can be
 * cached for everyone: the side panel (with the account), the cart and its checkout modals (not for
 * restaurant accounts) and, for a logged-in customer, live order updates.
 */
export function ShopperExtras() {
  const user = useViewer().data?.user ?? null;
  const isRestaurant = user?.userType === "restaurant";
  return (
    <>
      <LazyPanels user={user} profileImageUrl={user?.imageUrl ?? null} withCart={!isRestaurant} />
      {!isRestaurant && <CartModals />}
      {user?.userType === "customer" && <LiveUpdates key={user.id} role="customer" />}
    </>
  );
}
