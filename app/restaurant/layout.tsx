import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { LiveUpdates } from "@/components/live/live-updates";
import { OwnerFrame } from "@/components/owner/owner-frame";
import { OwnerQueries } from "@/components/owner/owner-queries";
import { LazyPanels } from "@/components/shell/lazy-panels";
import { LoadingOverlay } from "@/components/shell/loading-overlay";
import { OwnerTopBar } from "@/components/shell/owner-top-bar";
import { getProfile } from "@/lib/accounts/service";
import { getSessionUser } from "@/lib/auth/session";

/**
 * The console installs as its own app ("Thali Partner", public/partner.webmanifest, scope /restaurant/):
 * its manifest and home-screen icon are linked from the console's pages only.
 */
export const metadata: Metadata = {
  manifest: "/partner.webmanifest",
  icons: { icon: "/images/favicon.svg", apple: "/images/partner/apple-touch-icon.png" },
  appleWebApp: { capable: true, title: "Thali Partner", statusBarStyle: "default" },
};

/**
 * The owner layout: top bar, collapsible restaurant sidebar, content (under the console's one TanStack
 * Query provider, docs/decisions/0013), and the side panel.
 */
export default async function RestaurantLayout({ children }: Readonly<{ children: ReactNode }>) {
  // proxy.ts already turns other visitors away; this keeps the layout safe on its own.
  const user = await getSessionUser();
  if (user?.userType !== "restaurant") redirect("/auth/login/restaurant?redirect=%2Frestaurant%2Fdashboard");
  const profile = await getProfile(user.id);
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[90] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <OwnerTopBar username={user.username} />
      <OwnerFrame>
        <OwnerQueries>{children}</OwnerQueries>
      </OwnerFrame>
      <LazyPanels user={user} profileImageUrl={profile?.imageUrl ?? null} withCart={false} />
      {user.restaurantId && <LiveUpdates key={user.id} role="restaurant" />}
      <LoadingOverlay />
    </div>
  );
}
