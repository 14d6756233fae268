"use client";
import { CartModals } from "@/components/cart/cart-modals";
import { LiveUpdates } from "@/components/live/live-updates";
import { LazyPanels } from "@/components/shell/lazy-panels";
import { useViewer } from "@/lib/viewer/use-viewer";

/**
 * The customer layout's parts that depend on who is looking, mounted once the viewer is known:
 * the side panel and cart drawer (on first use), the cart's modals for shoppers, and a customer's
 * live order updates.
 */
export function ViewerExtras() {
  const { data } = useViewer();
  if (!data) return null;
  const { user } = data;
  const shopper = user?.userType !== "restaurant";
  return (
    <>
      <LazyPanels user={user} profileImageUrl={user?.imageUrl ?? null} withCart={shopper} />
      {shopper && <CartModals />}
      {user?.userType === "customer" && <LiveUpdates key={user.id} role="customer" />}
    </>
  );
}
