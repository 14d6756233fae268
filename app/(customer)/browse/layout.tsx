import { Suspense, type ReactNode } from "react";
import { BrowseControls } from "@/components/restaurants/browse-controls";
import { CUISINES } from "@/lib/accounts/schemas";

/** The heading and the search and filter controls, which stay while the list below reloads. */
export default function RestaurantsLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <div>
      {/* As tall as the controls before they are parsed: the heading sits at the row's bottom and must not move. */}
      <div className="flex flex-col gap-4 md:min-h-12 md:flex-row md:items-end md:justify-between">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Restaurants</h1>
        <Suspense fallback={<div className="h-12 animate-pulse rounded-xl bg-stone-200 md:w-[31rem]" />}>
          <BrowseControls cuisines={CUISINES} />
        </Suspense>
      </div>
      {children}
    </div>
  );
}
