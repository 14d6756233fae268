"use client";
import { Bell, Heart, ReceiptText, UserRound } from "lucide-react";
import Image from "next/image";
import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import type { ComponentType } from "react";
import type { SessionUser } from "@/lib/auth/session-user";
import { LogoutButton } from "@/components/auth/logout-button";
import { ProfileImageEditor } from "@/components/profile/profile-image-editor";
import { Drawer } from "@/components/ui/drawer";
import { Tooltip } from "@/components/ui/tooltip";
import { NAV_LINKS } from "@/components/shell/nav-links";
import { OWNER_MENU } from "@/components/owner/owner-menu";
import { useUiStore } from "@/lib/ui/store";

/** Who the panel greets: the owner area's session user or a customer page's viewer. */
export type PanelUser = Pick<SessionUser, "id" | "username" | "userType">;

type Entry = { href: string; label: string; icon: ComponentType<{ className?: string }> };

const CUSTOMER_MENU: ReadonlyArray<Entry> = [
  { href: "/profile", label: "profile", icon: UserRound },
  { href: "/orders", label: "My Orders", icon: ReceiptText },
  { href: "/favourites", label: "favourites", icon: Heart },
  { href: "/account/notifications", label: "notifications", icon: Bell },
];

const RESTAURANT_MENU: ReadonlyArray<Entry> = OWNER_MENU;

const entryClass = "flex items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium";

/** The side panel: greeting, profile image (editable), the menu of the user's type, and logout. */
export function SidePanel({
  user,
  profileImageUrl,
}: Readonly<{ user: PanelUser | null; profileImageUrl: string | null }>) {
  const open = useUiStore((s) => s.sidebar);
  const setSidebar = useUiStore((s) => s.setSidebar);
  const close = () => setSidebar(false);
  const pathname = usePathname();
  const menu = user?.userType === "restaurant" ? RESTAURANT_MENU : CUSTOMER_MENU;

  return (
    <Drawer
      open={open}
      onOpenChange={setSidebar}
      title={`Welcome${user ? `, ${user.username}` : ""}`}
      description="Your account menu"
    >
      <div className="flex flex-col gap-6 p-5">
        <div className="flex items-center gap-4">
          {user ? (
            <ProfileImageEditor userId={user.id} usertype={user.userType} imageUrl={profileImageUrl} size={64} />
          ) : (
            <Image
              src="/images/avatar-placeholder.svg"
              alt="Profile image"
              width={64}
              height={64}
              className="h-16 w-16 rounded-full bg-stone-100"
            />
          )}
          <p className="text-sm text-muted">
            {/* Not the email: the session's copy lags behind an email change until the next login. */}
            {user
              ? user.userType === "restaurant"
                ? "Restaurant partner"
                : "Customer account"
              : "You are browsing as a guest."}
          </p>
        </div>

        <nav aria-label="Account" className="flex flex-col gap-1">
          {menu.map(({ href, label, icon: Icon }) =>
            user ? (
              <AppLink
                key={href}
                href={href}
                onClick={close}
                aria-current={pathname === href ? "page" : undefined}
                className={`${entryClass} hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700`}
              >
                <Icon className="h-5 w-5" aria-hidden /> {label}
              </AppLink>
            ) : (
              <Tooltip key={href} content="Login In Continue" side="left">
                <span
                  role="link"
                  aria-disabled="true"
                  tabIndex={0}
                  className={`${entryClass} cursor-not-allowed text-stone-400`}
                >
                  <Icon className="h-5 w-5" aria-hidden /> {label}
                </span>
              </Tooltip>
            ),
          )}
        </nav>

        {user?.userType !== "restaurant" && (
          <nav aria-label="Browse" className="flex flex-col gap-1 border-t border-stone-200 pt-4 lg:hidden">
            {NAV_LINKS.map((link) => (
              <AppLink key={link.href} href={link.href} onClick={close} className={`${entryClass} hover:bg-stone-100`}>
                {link.label}
              </AppLink>
            ))}
          </nav>
        )}

        {user && (
          <div className="border-t border-stone-200 pt-4">
            <LogoutButton usertype={user.userType} onDone={close} className="w-full" />
          </div>
        )}

        {!user && (
          <div className="flex gap-2 border-t border-stone-200 pt-4">
            <AppLink
              href="/auth/login/customer"
              onClick={close}
              className="flex-1 rounded-xl border border-stone-300 py-2.5 text-center text-sm font-semibold hover:border-brand-400"
            >
              Login
            </AppLink>
            <AppLink
              href="/auth/signup/customer"
              onClick={close}
              className="flex-1 rounded-xl bg-brand-500 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-600"
            >
              SignUp
            </AppLink>
          </div>
        )}
      </div>
    </Drawer>
  );
}
