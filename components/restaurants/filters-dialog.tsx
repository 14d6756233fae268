"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/ui/toast";
import { browseHref, SORT_LABELS, type BrowseFilter } from "@/lib/restaurants/browse-filter";
import { Button } from "@/components/ui/button";
import type { RestaurantSort } from "@/lib/restaurants/service";
import { useUiStore } from "@/lib/ui/store";
import { cn } from "@/lib/ui/cn";

type FiltersDialogProps = Readonly<{ filter: BrowseFilter; cuisines: readonly string[] }>;

/** The spec's showFilters modal. Its choices go into the URL, which the server list reads. */
export function FiltersDialog({ filter, cuisines }: FiltersDialogProps) {
  const open = useUiStore((s) => s.modal === "showFilters");
  const openModal = useUiStore((s) => s.openModal);
  const closeModal = useUiStore((s) => s.closeModal);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? openModal("showFilters") : closeModal())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 animate-fade-in" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[min(35rem,calc(100dvh-2rem))] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl animate-fade-in focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-bold">Filters</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                Sort the restaurants and pick the cuisines you feel like.
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-3 text-muted hover:bg-stone-100" aria-label="Close">
              <Icon name="x" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {/* Mounted with each opening, so it starts from the filter in the URL. */}
          <FiltersForm filter={filter} cuisines={cuisines} onDone={closeModal} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FiltersForm({ filter, cuisines, onDone }: FiltersDialogProps & Readonly<{ onDone: () => void }>) {
  const router = useRouter();
  const [sort, setSort] = useState<RestaurantSort | undefined>(filter.sort);
  const [chosen, setChosen] = useState<string[]>(filter.cuisines);

  const toggle = (cuisine: string) =>
    setChosen((now) => (now.includes(cuisine) ? now.filter((c) => c !== cuisine) : [...now, cuisine]));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Keep the list's order of cuisines, so the same choice always makes the same URL.
    const ordered = cuisines.filter((c) => chosen.includes(c));
    const { city, locality, pincode } = filter;
    router.push(browseHref({ sort, cuisines: ordered, q: filter.q, city, locality, pincode }));
    onDone();
    toast.success("Filtered Applied");
  };

  const clear = () => {
    setSort(undefined);
    setChosen([]);
    // The search box has its own clear button, the location its chooser; Clear Filters resets what this dialog sets.
    router.push(browseHref({ q: filter.q, city: filter.city, locality: filter.locality, pincode: filter.pincode }));
    onDone();
  };

  return (
    <form method="post" onSubmit={apply} className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-6 overflow-y-auto px-5 py-5">
        <fieldset>
          <legend className="text-sm font-semibold">Sort by</legend>
          <div className="mt-3 grid grid-cols-2 gap-2">
            {(Object.keys(SORT_LABELS) as RestaurantSort[]).map((value) => (
              <label
                key={value}
                className={cn(
                  "flex h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
                  sort === value
                    ? "border-brand-500 bg-brand-50 text-brand-800"
                    : "border-stone-300 hover:border-brand-400",
                )}
              >
                <input
                  type="radio"
                  name="sort"
                  value={value}
                  checked={sort === value}
                  onChange={() => setSort(value)}
                  className="h-4 w-4 accent-brand-500"
                />
                {SORT_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">
            Cuisines <span className="font-normal text-muted">({chosen.length} selected)</span>
          </legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {cuisines.map((cuisine) => {
              const on = chosen.includes(cuisine);
              return (
                <label
                  key={cuisine}
                  className={cn(
                    "relative inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
                    on
                      ? "border-brand-500 bg-brand-500 text-white hover:bg-brand-600"
                      : "border-stone-300 bg-white hover:border-brand-400 hover:text-brand-700",
                  )}
                >
                  {/* The real checkbox covers the chip, invisible: the chip is what shows its state. */}
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={() => toggle(cuisine)}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                  />
                  {on && <Icon name="check" className="h-3.5 w-3.5" />}
                  {cuisine}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
      <div className="flex gap-3 border-t border-stone-200 px-5 py-4">
        <Button variant="outline" size="lg" className="flex-1" onClick={clear}>
          Clear Filters
        </Button>
        <Button type="submit" size="lg" className="flex-1">
          Apply Filters
        </Button>
      </div>
    </form>
  );
}
