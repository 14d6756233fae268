import { PlusCircle } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { categorySlices } from "@/components/owner/dashboard/chart-data";
import { LazyCategoryChart } from "@/components/owner/dashboard/lazy-charts";
import { buttonClasses } from "@/components/ui/button";
import type { DashboardDetails } from "@/lib/owner/contract";

/** 'Food Category Data' (the doughnut), or the spec's empty state when the menu has no dishes. */
export function CategorySection({ categoryData }: Readonly<{ categoryData: DashboardDetails["categoryData"] }>) {
  const slices = categorySlices(categoryData);
  if (slices.length === 0) {
    return (
      <section
        aria-labelledby="category-heading"
        className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:col-span-2"
      >
        <h2 id="category-heading" className="text-lg font-bold">
          Category Data
        </h2>
        <div className="flex flex-1 flex-col items-center justify-center gap-4 py-10 text-center">
          <p className="font-semibold text-muted">No Food Items were added to the menu.....</p>
          <AppLink href="/restaurant/addmenuitem" className={buttonClasses("primary", "md")}>
            <PlusCircle className="h-4 w-4" aria-hidden /> Add Food Items
          </AppLink>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="category-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:col-span-2"
    >
      <h2 id="category-heading" className="text-lg font-bold">
        Food Category Data
      </h2>
      <p className="text-sm text-muted">Dishes on your menu by category</p>
      <div className="mt-3">
        <LazyCategoryChart slices={slices} />
      </div>
      <table className="sr-only">
        <caption>Menu items per category</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Items</th>
          </tr>
        </thead>
        <tbody>
          {slices.map((s) => (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td>{s.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
