import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: { default: "Rider", template: "%s · Thali Rider" } };

/**
 * The delivery partner's area. proxy.ts already sends everyone else to the rider login; this keeps the
 * layout safe on its own. Read per request (the session), so no copy is ever shared between riders; the
 * pages below key their state by the account.
 */
export default async function RiderLayout({ children }: Readonly<{ children: ReactNode }>) {
  const user = await getSessionUser();
  if (user?.userType !== "rider") redirect("/auth/login/rider?redirect=%2Frider");
  return (
    <div className="min-h-dvh bg-stone-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[90] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {children}
    </div>
  );
}
