"use client";
import { usePathname } from "next/navigation";
import { AppLink } from "@/components/ui/app-link";
import { cn } from "@/lib/ui/cn";

/** The console's sections (issue 33), in the order a shift works through them. */
const ADMIN_SECTIONS = [
  { href: "/admin", label: "Health" },
  { href: "/admin/partners", label: "Partners" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/help", label: "Help" },
  { href: "/admin/people", label: "People" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The console's tabs: one row that scrolls sideways on a phone, the current section marked for screen readers too. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Console sections" className="overflow-x-auto border-b border-stone-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 px-3 sm:px-6">
        {ADMIN_SECTIONS.map((section) => {
          const current = isCurrent(pathname, section.href);
          return (
            <li key={section.href}>
              <AppLink
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
                  current
                    ? "border-brand-600 text-brand-700"
                    : "border-transparent text-stone-600 hover:text-stone-900",
                )}
              >
                {section.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
