import type { ReactNode } from "react";
import { Footer } from "@/components/shell/footer";
import { LoadingOverlay } from "@/components/shell/loading-overlay";
import { CustomerTopBar } from "@/components/shell/customer-top-bar";
import { ViewerExtras } from "@/components/shell/viewer-extras";

/**
 * The customer layout: top bar, side panel, cart drawer and footer around every customer page. It
 * reads nothing of the request, so the public pages inside it can be served from the cache; who is
 * looking (account, hearts, place, cart owner) is read by the browser (GET /api/me).
 */
export default function CustomerLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[90] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <CustomerTopBar />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
      <Footer />
      <ViewerExtras />
      <LoadingOverlay />
    </div>
  );
}
