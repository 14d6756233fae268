"use client";
import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

/** A top bar link that marks the current page. */
export function NavLink({ href, children }: Readonly<{ href: string; children: ReactNode }>) {
  const pathname = usePathname();
  const active = href === "/" ? pathname === "/" : pathname.startsWith(href);
  return (
    <AppLink
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:text-brand-600",
        active ? "text-brand-600" : "text-muted",
      )}
    >
      {children}
    </AppLink>
  );
}
