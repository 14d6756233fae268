import Link from "next/link";
import type { SessionUser } from "@/lib/auth/session-user";
import { buttonClasses } from "@/components/ui/button";
import { CartButton } from "@/components/shell/cart-button";
import { Logo } from "@/components/shell/logo";
import { NavLink } from "@/components/shell/nav-link";
import { NAV_LINKS } from "@/components/shell/nav-links";
import { SidePanelButton } from "@/components/shell/side-panel-button";
import { cn } from "@/lib/ui/cn";

/**
 * The top bar of the customer and owner layouts; a restaurant user sees the partner heading
 * instead of browsing. The owner area spans the full width, beside its sidebar.
 */
export function TopBar({ user, fullWidth = false }: Readonly<{ user: SessionUser | null; fullWidth?: boolean }>) {
  const isRestaurant = user?.userType === "restaurant";
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur">
      <div className={cn("mx-auto flex h-16 items-center gap-3 px-4 sm:px-6", !fullWidth && "max-w-7xl")}>
        <Logo />
        {isRestaurant ? (
          <p className="ml-2 truncate text-base font-bold text-brand-700 sm:text-lg">Restaurant Partner Page</p>
        ) : (
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.href} href={link.href}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        )}
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
      </div>
    </header>
  );
}
