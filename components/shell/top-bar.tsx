import Link from "next/link";
import type { SessionUser } from "@/lib/auth/session-user";
import { buttonClasses } from "@/components/ui/button";
import { LocationButton } from "@/components/location/location-button";
import { LocationDialogHost } from "@/components/location/location-button-shell";
import { AccountSlot } from "@/components/shell/account-slot";
import { CartButton } from "@/components/shell/cart-button";
import { Logo } from "@/components/shell/logo";
import { NavLink } from "@/components/shell/nav-link";
import { NAV_LINKS } from "@/components/shell/nav-links";
import { SidePanelButton } from "@/components/shell/side-panel-button";
import { cn } from "@/lib/ui/cn";

type TopBarProps = Readonly<{
  /**
   * The owner area's user (rendered per request). Undefined on customer pages, which are served
   * from the cache: their account side and delivery location come from the viewer in the browser.
   */
  user?: SessionUser | null;
  fullWidth?: boolean;
}>;

/**
 * The top bar of the customer and owner layouts; a restaurant user sees the partner heading
 * instead of browsing. Shoppers get the delivery location button: beside the logo on wide screens,
 * on a row of its own under it on narrower ones (one of the two is displayed; one chooser serves
 * both). The owner area spans the full width, beside its sidebar, and knows its user on the
 * server; customer pages (cached) learn theirs in the browser (AccountSlot, GET /api/me).
 */
export function TopBar({ user, fullWidth = false }: TopBarProps) {
  const isRestaurant = user?.userType === "restaurant";
  const withLocation = user === undefined;
  const locationButton = (className: string) => <LocationButton className={className} />;
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur">
      <div className={cn("mx-auto px-4 sm:px-6", !fullWidth && "max-w-7xl")}>
        <div className={cn("flex items-center gap-3", withLocation ? "h-14 lg:h-16" : "h-16")}>
          <Logo />
          {withLocation && locationButton("ml-2 w-60 max-lg:hidden xl:w-80")}
          {isRestaurant ? (
            <p className="ml-2 min-w-0 text-sm font-bold leading-tight text-brand-700 sm:truncate sm:text-lg">
              Restaurant Partner Page
            </p>
          ) : (
            <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
              {NAV_LINKS.map((link) => (
                <NavLink key={link.href} href={link.href}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
          )}
          {user === undefined ? (
            <AccountSlot />
          ) : (
          <div className="ml-auto flex items-center gap-2">
            {!isRestaurant && <CartButton />}
            {user ? (
              <SidePanelButton label={`Open menu for ${user.username}`} variant="profile" />
            ) : (
              <>
                <Link href="/auth/login/customer" className={buttonClasses("ghost", "sm", "max-sm:hidden")}>
                  Login
                </Link>
                <Link href="/auth/signup/customer" className={buttonClasses("primary", "sm")}>
                  SignUp
                </Link>
                <SidePanelButton label="Open menu" variant="menu" />
              </>
            )}
          </div>
          )}
        </div>
        {/* Up to a laptop's width the links need the first row: the location gets a row of its own. */}
        {withLocation && locationButton("-ml-2 -mt-1 mb-1.5 w-[calc(100%+1rem)] lg:hidden")}
      </div>
      {withLocation && <LocationDialogHost />}
    </header>
  );
}
