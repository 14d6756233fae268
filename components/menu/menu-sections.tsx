import { Icon } from "@/components/ui/icon";
import { Suspense } from "react";
import { Heart } from "@/components/favourites/heart";
import { DishFocus } from "@/components/menu/dish-focus";
import { MenuItemCard } from "@/components/menu/menu-item-card";
import type { ApiMenuGroup } from "@/lib/menu/api-shape";

type MenuSectionsProps = Readonly<{
  groups: ApiMenuGroup[];
  restaurantName: string;
  /** Why dishes cannot be added while the restaurant is closed (the page's OpenState says when). */
  closedReason: string;
  /** The restaurant's time zone: when a sold-out dish is back is said on its clock. */
  timeZone: string;
}>;

/**
 * The menu by category in collapsible sections with their counts; the first starts open.
 * Native details/summary: keyboard-operable and announced as expandable with no script at all.
 * The same HTML for every visitor (the page is cached): a search result's `?dish=` is shown by
 * DishFocus in the browser.
 */
export function MenuSections({ groups, restaurantName, closedReason, timeZone }: MenuSectionsProps) {
  return (
    <div className="flex flex-col gap-4">
      <Suspense fallback={null}>
        <DishFocus />
      </Suspense>
      {groups.map((group, index) => {
        return (
          <details
            key={group._id}
            open={index === 0}
            className="group rounded-2xl bg-stone-100/70 ring-1 ring-stone-200"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
              <h2 className="text-lg font-bold">
                {group._id} <span className="font-semibold text-muted">({group.category_count})</span>
              </h2>
              <Icon
                name="chevron-down"
                className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="grid gap-4 px-3 pb-4 sm:px-4 lg:grid-cols-2">
              {group.items.map((item) => (
                <MenuItemCard
                  key={item._id}
                  item={item}
                  restaurantName={restaurantName}
                  closedReason={closedReason}
                  timeZone={timeZone}
                  heart={
                    <Heart
                      kind="menuItem"
                      id={item._id}
                      name={item.name}
                      className="h-11 w-11 [&_svg]:h-5 [&_svg]:w-5"
                    />
                  }
                />
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
