import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { LogoutButton } from "@/components/auth/logout-button";
import { AppLink } from "@/components/ui/app-link";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: { default: "Platform console", template: "%s · Thali console" },
  robots: { index: false, follow: false },
};

/**
 * The platform's console (issue 33, docs/admin.md): staff only. proxy.ts already sends everyone else to the staff
 * login; this keeps the layout safe on its own. Reading the session here also moves the admin's idle clock, and an
 * admin idle for 30 minutes finds the login ended and is sent to log in again.
 */
export default async function AdminLayout({ children }: Readonly<{ children: ReactNode }>) {
  const user = await getSessionUser();
  if (user?.userType !== "admin") redirect("/auth/login/admin?redirect=%2Fadmin");
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[90] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {/* data-top-bar: toasts start under the bar and the section tabs (components/ui/toaster.tsx), not over the
          account's name and Logout, nor over the tabs: on a phone "Logged in successfully" sat on them for its 5 s,
          and a tap on Health then landed on the toast. */}
      <div data-top-bar>
        <header className="bg-stone-900 text-white">
          <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2 sm:px-6">
            <AppLink href="/admin" className="text-lg font-bold focus-visible:outline-2 focus-visible:outline-white">
              Thali <span className="font-normal text-stone-300">console</span>
            </AppLink>
            <span className="ml-auto truncate text-sm text-stone-300" title={user.email}>
              {user.username}
            </span>
            <LogoutButton usertype="admin" tone="dark" />
          </div>
        </header>
        <AdminNav />
      </div>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-5 sm:px-6">
        {children}
      </main>
    </div>
  );
}
