"use client";
import { Icon } from "@/components/ui/icon";
import { lazyClient } from "@/components/ui/lazy-client";
import { useState } from "react";
import { activeFilterCount, type BrowseFilter } from "@/lib/restaurants/browse-filter";
import { buttonClasses } from "@/components/ui/button";
import { useUiStore } from "@/lib/ui/store";

// The dialog (Radix) is fetched when first wanted, not with the list.
const loadDialog = () => import("@/components/restaurants/filters-dialog");
const FiltersDialog = lazyClient(() => loadDialog().then((m) => m.FiltersDialog));

type FiltersButtonProps = Readonly<{ filter: BrowseFilter; cuisines: readonly string[] }>;

/** Opens the showFilters dialog; the badge counts the filters in force. */
export function FiltersButton({ filter, cuisines }: FiltersButtonProps) {
  const openModal = useUiStore((s) => s.openModal);
  const [wanted, setWanted] = useState(false);
  const count = activeFilterCount(filter);
  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={count > 0 ? `Filters, ${count} on` : "Filters"}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          openModal("showFilters");
        }}
        className={buttonClasses("outline", "lg", "relative shrink-0 max-sm:w-12 max-sm:px-0 sm:px-4")}
      >
        <Icon name="sliders-horizontal" className="h-5 w-5" />
        {/* Icon only on phones, where the search box needs the width. */}
        <span className="hidden sm:inline">Filters</span>
        {count > 0 && (
          <span className="absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-500 px-1.5 text-xs font-bold text-white sm:static">
            {count}
          </span>
        )}
      </button>
      {wanted && <FiltersDialog filter={filter} cuisines={cuisines} />}
    </>
  );
}
