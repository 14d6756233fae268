"use client";
import { AppLink } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CartButton } from "@/components/shell/cart-button";
import { SidePanelButton } from "@/components/shell/side-panel-button";
import { cn } from "@/lib/ui/cn";
import { useViewer } from "@/lib/viewer/use-viewer";

type Face = "visitor" | "customer" | "restaurant" | "rider" | "admin";

/**
 * The top bar's right-hand side on pages served from the cache: Login and SignUp for a visitor,
 * the profile button for a logged-in user, the cart for shoppers, the way to the console for an owner. All faces are drawn in one grid
 * cell, right-aligned, and only the viewer's is visible, so the bar is as wide before the viewer
 * is known as after (no layout shift) and nothing else in the bar moves when it arrives.
 */
export function AccountSlot() {
  const { data } = useViewer();
  const shown: Face | null = !data ? null : !data.user ? "visitor" : data.user.userType;
  const face = (name: Face, children: ReactNode) => (
    <div
      className={cn(
        "col-start-1 row-start-1 flex items-center justify-self-end gap-1.5 sm:gap-2",
        shown !== name && "invisible",
      )}
      aria-hidden={shown !== name || undefined}
      inert={shown !== name}
      data-face={name}
    >
      {children}
    </div>
  );
  // One cart button at a time (it also keeps the stored cart in step); the other face keeps its room.
  const cart = (name: Face) =>
    shown === name || (shown === null && name === "visitor") ? <CartButton /> : <span className="h-10 w-10" />;
  // At least as wide as its widest face at every width (238 px on a phone, 271 px from 640 px): the browser can
  // paint the bar before it has parsed all the faces, and a right-aligned grid that grows as they arrive counts as
  // a layout shift (0.002 at 1280 px in CI: a 40 px grid, the first face's cart only, then 271 px). The row has the
  // room because the links join it only at 1024 px and the location only at 1280 px (top-bar.tsx).
  return (
    <div className="ml-auto grid min-w-60 sm:min-w-68" data-viewer={shown ?? "pending"}>
      {face(
        "visitor",
        <>
          {cart("visitor")}
          {/* Both on a phone too (the spec's Login and SignUp), a little narrower there to fit 360 px. */}
          <AppLink href="/auth/login/customer" className={buttonClasses("ghost", "sm", "max-sm:px-2.5")}>
            Login
          </AppLink>
          <AppLink href="/auth/signup/customer" className={buttonClasses("primary", "sm", "max-sm:px-2.5")}>
            SignUp
          </AppLink>
          <SidePanelButton label="Open menu" variant="menu" />
        </>,
      )}
      {face(
        "customer",
        <>
          {cart("customer")}
          <SidePanelButton label={`Open menu for ${data?.user?.username ?? ""}`} variant="profile" />
        </>,
      )}
      {face(
        "restaurant",
        <>
          {/* An owner browsing the storefront: no cart (the spec's partner page has none), a way back instead. */}
          <AppLink href="/restaurant/dashboard" className={buttonClasses("secondary", "sm", "max-sm:px-2.5")}>
            <span className="max-sm:hidden">Restaurant</span> Partner Page
          </AppLink>
          <SidePanelButton label={`Open menu for ${data?.user?.username ?? ""}`} variant="profile" />
        </>,
      )}
      {face(
        "rider",
        <>
          {/* A delivery partner browsing the storefront: the way back to the rider console. */}
          <AppLink href="/rider" className={buttonClasses("secondary", "sm", "max-sm:px-2.5")}>
            Rider console
          </AppLink>
          <SidePanelButton label={`Open menu for ${data?.user?.username ?? ""}`} variant="profile" />
        </>,
      )}
      {face(
        "admin",
        <>
          {/* The platform's staff looking at the storefront: the way back to the console. */}
          <AppLink href="/admin" className={buttonClasses("secondary", "sm", "max-sm:px-2.5")}>
            Platform console
          </AppLink>
          <SidePanelButton label={`Open menu for ${data?.user?.username ?? ""}`} variant="profile" />
        </>,
      )}
    </div>
  );
}
