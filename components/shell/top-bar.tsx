import type { ReactNode } from "react";
import { Logo } from "@/components/shell/logo";
import { NavLink } from "@/components/shell/nav-link";
import { NAV_LINKS } from "@/components/shell/nav-links";
import { cn } from "@/lib/ui/cn";

type TopBarProps = Readonly<{
  /** The right side: the account (and the cart, for shoppers). */
  children: ReactNode;
  /**
   * Shoppers' delivery location chooser: the button drawn for wide screens (beside the logo) and for
   * narrower ones (a row of its own under it; one of the two is displayed), and the dialog's host.
   */
  location?: Readonly<{ wide: ReactNode; narrow: ReactNode; host: ReactNode }>;
  /** The owner area: the partner heading instead of the browse links, spanning the full width. */
  partner?: boolean;
}>;

/**
 * The frame of the top bar, shared by the customer and owner layouts (customer-top-bar.tsx,
 * owner-top-bar.tsx). It imports no client part of either, so each area loads only its own.
 */
export function TopBar({ children, location, partner = false }: TopBarProps) {
  return (
    <header
      data-top-bar
      // Its height below 1280 px is two rows (the location's own under the logo): the page's scroll padding follows
      // (app/globals.css).
      data-location={location ? "" : undefined}
      className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur"
    >
      <div className={cn("mx-auto px-4 sm:px-6", !partner && "max-w-7xl")}>
        <div className={cn("flex items-center gap-3", location ? "h-14 xl:h-16" : "h-16")}>
          <Logo compact />
          {location?.wide}
          {partner ? (
            <p className="ml-2 min-w-0 text-sm font-bold leading-tight text-brand-700 sm:truncate sm:text-lg">
              Restaurant Partner Page
            </p>
          ) : (
            // From a laptop's width (below it they are in the menu, side-panel.tsx): at 768 px the four links, the logo
            // and the account side are 9 px wider than the row. Their height from the start, so a paint before they
            // are all parsed does not move the bar.
            <nav aria-label="Main" className="ml-4 hidden h-9 items-center gap-1 lg:flex">
              {NAV_LINKS.map((link) => (
                <NavLink key={link.href} href={link.href}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
          )}
          {children}
        </div>
        {location?.narrow}
      </div>
      {location?.host}
    </header>
  );
}
