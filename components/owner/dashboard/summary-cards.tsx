import { IndianRupee, ShoppingBag, Users, UtensilsCrossed, type LucideIcon } from "lucide-react";
import type { DashboardDetails } from "@/lib/owner/contract";
import { formatRupees } from "@/lib/ui/format";

type Card = { label: string; value: string; icon: LucideIcon; tint: string };

/** The spec's four summary cards, four to a row on wide screens. */
export function SummaryCards({ details }: Readonly<{ details: DashboardDetails }>) {
  const cards: Card[] = [
    {
      label: "Total Revenue",
      value: formatRupees(details.totalRevenue),
      icon: IndianRupee,
      tint: "bg-brand-50 text-brand-600",
    },
    { label: "Orders", value: String(details.totalOrders), icon: ShoppingBag, tint: "bg-amber-50 text-amber-700" },
    {
      label: "Menu Items",
      value: String(details.totalMenuItems),
      icon: UtensilsCrossed,
      tint: "bg-green-50 text-veg",
    },
    { label: "Customers", value: String(details.totalCustomers), icon: Users, tint: "bg-sky-50 text-sky-700" },
  ];
  return (
    <dl aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, tint }) => (
        <div
          key={label}
          data-card={label}
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
        >
          <dt className="flex items-center justify-between gap-2 text-sm font-semibold text-muted">
            {label}
            <span className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-xl ${tint}`} aria-hidden>
              <Icon className="h-5 w-5" />
            </span>
          </dt>
          <dd className="break-all text-xl font-extrabold tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
