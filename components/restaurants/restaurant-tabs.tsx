"use client";
import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/ui/cn";

/** Menu and Reviews: links (each tab has its own URL) that look like tabs. */
export function RestaurantTabs({ restaurantId, reviewCount }: Readonly<{ restaurantId: string; reviewCount: number }>) {
  const pathname = usePathname();
  const tabs = [
    { href: `/restaurantPage/${restaurantId}/menu`, label: "Menu" },
    { href: `/restaurantPage/${restaurantId}/reviews`, label: "Reviews", count: reviewCount },
  ];
  return (
    <nav aria-label="Restaurant sections" className="mt-6 border-b border-stone-200">
      <ul className="-mb-px flex gap-2">
        {tabs.map((tab) => {
          const current = pathname === tab.href;
          return (
            <li key={tab.href}>
              <AppLink
                href={tab.href}
                scroll={false}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-12 items-center gap-2 border-b-[3px] px-4 text-base font-semibold transition-colors",
                  current
                    ? "border-brand-500 text-brand-600"
                    : "border-transparent text-muted hover:border-stone-300 hover:text-ink",
                )}
              >
                {tab.label}
                {tab.count !== undefined && tab.count > 0 && (
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-bold text-muted">
                    {tab.count}
                  </span>
                )}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
