"use client";
import { useEffect, useMemo } from "react";
import { SearchResults, searchOptions, type SearchOption } from "@/components/restaurants/search-results";
import { MIN_QUERY } from "@/lib/search/contract";
import type { SearchPlace } from "@/lib/search/queries";
import { useCatalogSearch, useDebouncedValue } from "@/lib/search/use-catalog-search";
import { useShopperLocation } from "@/lib/location/shopper-store";

/** How long typing must pause before a search is sent. */
const DEBOUNCE_MS = 300;

export type SearchListState = { options: SearchOption[]; expanded: boolean };

type SearchDropdownProps = Readonly<{
  id: string;
  /** What is typed, trimmed. */
  text: string;
  /** The list's location from the URL; without one, the shopper's remembered location. */
  place: SearchPlace;
  open: boolean;
  active: number;
  optionId: (index: number) => string;
  /** Tells the search box what the arrow keys can reach and whether the list shows. */
  onState: (state: SearchListState) => void;
  onPick: () => void;
}>;

/**
 * The search box's results: fetched as the user types (debounced), shown under the box. Loaded
 * with the first focus on the box, so the list pages (and every page that prefetches them) do not
 * carry the query and result code.
 */
export function SearchDropdown({ id, text, place, open, active, optionId, onState, onPick }: SearchDropdownProps) {
  const query = useDebouncedValue(text, DEBOUNCE_MS);
  const remembered = useShopperLocation((s) => s.current?.location ?? null);
  const search = useCatalogSearch(query, place ?? remembered);
  const answer = text.length >= MIN_QUERY ? search.data : undefined;
  const expanded = open && text.length >= MIN_QUERY && (answer !== undefined || search.isFetching);
  const options = useMemo(() => searchOptions(answer), [answer]);

  useEffect(() => onState({ options, expanded }), [options, expanded, onState]);

  const count = options.length;
  const status = !expanded
    ? ""
    : answer === undefined
      ? "Searching…"
      : count === 0
        ? `Nothing found for “${text}”`
        : `${answer.restaurants.length} restaurants and ${answer.dishes.length} dishes found`;

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      {expanded && (
        // On a phone the box shares its row with the Filters button: the results take the page's
        // whole width (less its padding), not just the box's, so names and prices fit.
        <div className="absolute left-0 top-full z-30 mt-2 w-[calc(100vw-2rem)] overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-stone-200 animate-fade-in sm:w-[calc(100vw-3rem)] md:inset-x-0 md:w-auto">
          {answer && count > 0 ? (
            <>
              <SearchResults id={id} answer={answer} active={active} optionId={optionId} onPick={onPick} />
              <p className="border-t border-stone-100 px-4 py-2 text-xs text-muted">
                Press Enter to show every restaurant matching “{text}”.
              </p>
            </>
          ) : (
            <p id={id} className="px-4 py-5 text-sm text-muted">
              {answer ? `No restaurants or dishes match “${text}”.` : "Searching…"}
            </p>
          )}
        </div>
      )}
    </>
  );
}
