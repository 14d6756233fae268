"use client";
import { lazyClient } from "@/components/ui/lazy-client";
import type { PanelUser } from "@/components/shell/side-panel";
import { useUiStore } from "@/lib/ui/store";

// The side panel and the cart drawer (Radix dialogs) are fetched the first time they open, so
// pages that never open them do not pay for their code on first load.
const SidePanel = lazyClient(() => import("@/components/shell/side-panel").then((m) => m.SidePanel));
const CartDrawer = lazyClient(() => import("@/components/cart/cart-drawer").then((m) => m.CartDrawer));

type LazyPanelsProps = Readonly<{ user: PanelUser | null; profileImageUrl: string | null; withCart: boolean }>;

export function LazyPanels({ user, profileImageUrl, withCart }: LazyPanelsProps) {
  const sidebarUsed = useUiStore((s) => s.sidebarUsed);
  const cartUsed = useUiStore((s) => s.cartUsed);
  return (
    <>
      {sidebarUsed && <SidePanel user={user} profileImageUrl={profileImageUrl} />}
      {withCart && cartUsed && <CartDrawer />}
    </>
  );
}
