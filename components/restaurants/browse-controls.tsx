"use client";
import { useSearchParams } from "next/navigation";
import { parseBrowseFilter } from "@/lib/restaurants/browse-filter";
import { FiltersButton } from "@/components/restaurants/filters-button";
import { SearchBox } from "@/components/restaurants/search-box";

/**
 * The search box and Filters button above the list. They read the filter from the URL
 * themselves, so they live in the layout and stay put (focus and typing included) while the
 * list below reloads for a new filter.
 */
export function BrowseControls({ cuisines }: Readonly<{ cuisines: readonly string[] }>) {
  const params = useSearchParams();
  const filter = parseBrowseFilter(Object.fromEntries(params), cuisines);
  return (
    <div className="flex items-center gap-2">
      <SearchBox filter={filter} />
      <FiltersButton filter={filter} cuisines={cuisines} />
    </div>
  );
}
