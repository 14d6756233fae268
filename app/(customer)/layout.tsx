import type { ReactNode } from "react";
import { CartModals } from "@/components/cart/cart-modals";
import { LiveUpdates } from "@/components/live/live-updates";
import { Footer } from "@/components/shell/footer";
import { LoadingOverlay } from "@/components/shell/loading-overlay";
import { LazyPanels } from "@/components/shell/lazy-panels";
import { TopBar } from "@/components/shell/top-bar";
import { getShopperLocation } from "@/components/location/shopper-location";
import { getProfile } from "@/lib/accounts/service";
import { getSessionUser } from "@/lib/auth/session";

/** The customer layout: top bar, side panel, cart drawer and footer around every customer page. */
export default async function CustomerLayout({ children }: Readonly<{ children: ReactNode }>) {
  const user = await getSessionUser();
  const [profile, location] = await Promise.all([
    user ? getProfile(user.id) : null,
    user?.userType === "restaurant" ? undefined : getShopperLocation(),
  ]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[90] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <TopBar user={user} location={location} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
      <Footer />
      <LazyPanels user={user} profileImageUrl={profile?.imageUrl ?? null} withCart={user?.userType !== "restaurant"} />
      {user?.userType !== "restaurant" && <CartModals />}
      {user?.userType === "customer" && <LiveUpdates key={user.id} role="customer" />}
      <LoadingOverlay />
    </div>
  );
}
