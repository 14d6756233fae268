"use client";
import Image from "next/image";
import { AppLink } from "@/components/ui/app-link";
import { useEffect } from "react";
import { VegMarker } from "@/components/cart/veg-marker";
import type { SearchAnswer } from "@/lib/search/contract";
import { imageSrc } from "@/lib/images/image-src";
import { formatRupees } from "@/lib/ui/format";

/** One pickable result, in the order the arrow keys move through them. */
export type SearchOption = { href: string };

/** A dish opens its restaurant's menu with its category unfolded and the dish in view. */
function dishHref(restaurantId: string, dishId: string): string {
  return `/restaurantPage/${restaurantId}/menu?dish=${encodeURIComponent(dishId)}#dish-${dishId}`;
}

export function searchOptions(answer: SearchAnswer | undefined): SearchOption[] {
  if (!answer) return [];
  return [
    ...answer.restaurants.map((r) => ({ href: `/restaurantPage/${r._id}/menu` })),
    ...answer.dishes.map((d) => ({ href: dishHref(d.restaurant_id, d._id) })),
  ];
}

type SearchResultsProps = Readonly<{
  id: string;
  answer: SearchAnswer;
  active: number;
  optionId: (index: number) => string;
  onPick: () => void;
}>;

const optionClass =
  "flex items-center gap-3 rounded-xl px-3 py-2 text-left outline-none aria-selected:bg-brand-50 hover:bg-stone-100";

/** The combobox's listbox: a Restaurants group, then a Dishes group. */
export function SearchResults({ id, answer, active, optionId, onPick }: SearchResultsProps) {
  const { restaurants, dishes } = answer;
  const heading = "px-3 pb-1 pt-2 text-xs font-bold uppercase tracking-wider text-muted";
  // The arrow keys move the active option; the scrolling list keeps it in sight.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active, optionId]);
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search results"
      // Keeps focus in the input, so a click is not lost to the input's blur closing the list.
      onMouseDown={(event) => event.preventDefault()}
      className="max-h-[min(28rem,70dvh)] overflow-y-auto p-2"
    >
      {restaurants.length > 0 && (
        <div role="group" aria-labelledby={`${id}-restaurants`}>
          <div id={`${id}-restaurants`} role="presentation" className={heading}>
            Restaurants
          </div>
          {restaurants.map((r, i) => (
            <AppLink
              key={r._id}
              id={optionId(i)}
              href={`/restaurantPage/${r._id}/menu`}
              role="option"
              // Results change with each keystroke: prefetching them all would be a render per result.
              prefetch={false}
              aria-selected={active === i}
              tabIndex={-1}
              onClick={onPick}
              className={optionClass}
            >
              <Thumb src={r.image.imageUrl} />
              <span className="min-w-0">
                <span className="line-clamp-2 font-semibold">{r.name}</span>
                <span className="block truncate text-sm text-muted">
                  {r.cuisines.join(", ")} · {r.location.city}
                </span>
              </span>
            </AppLink>
          ))}
        </div>
      )}
      {dishes.length > 0 && (
        <div role="group" aria-labelledby={`${id}-dishes`}>
          <div id={`${id}-dishes`} role="presentation" className={heading}>
            Dishes
          </div>
          {dishes.map((d, j) => {
            const i = restaurants.length + j;
            return (
              <AppLink
                key={d._id}
                id={optionId(i)}
                href={dishHref(d.restaurant_id, d._id)}
                role="option"
                prefetch={false}
                aria-selected={active === i}
                tabIndex={-1}
                onClick={onPick}
                className={optionClass}
              >
                <Thumb src={d.imageUrl} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2 font-semibold">
                    <VegMarker type={d.type} />
                    <span className="line-clamp-2">{d.name}</span>
                  </span>
                  <span className="block truncate text-sm text-muted">
                    {d.restaurantName} · {formatRupees(d.price)}
                  </span>
                </span>
              </AppLink>
            );
          })}
        </div>
      )}
    </div>
  );
}

function Thumb({ src }: Readonly<{ src: string }>) {
  return (
    <Image
      src={imageSrc(src)}
      alt=""
      width={48}
      height={48}
      loading="eager"
      className="h-12 w-12 shrink-0 rounded-lg bg-stone-100 object-cover"
    />
  );
}
