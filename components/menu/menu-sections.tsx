import { ChevronDown } from "lucide-react";
import type { FavouriteViewer } from "@/components/favourites/favourite-viewer";
import { Heart } from "@/components/favourites/heart";
import { DishFocus } from "@/components/menu/dish-focus";
import { MenuItemCard } from "@/components/menu/menu-item-card";
import type { MenuGroup } from "@/lib/menu/service";

type MenuSectionsProps = Readonly<{
  groups: MenuGroup[];
  restaurantName: string;
  disabledReason?: string;
  viewer: FavouriteViewer;
  /** A dish to show: its section starts open too, and the card is marked. */
  dishId?: string;
}>;

/**
 * The menu by category in collapsible sections with their counts; the first starts open.
 * Native details/summary: keyboard-operable and announced as expandable with no script at all.
 */
export function MenuSections({ groups, restaurantName, disabledReason, viewer, dishId }: MenuSectionsProps) {
  const shown = dishId !== undefined && groups.some((g) => g.items.some((item) => item.id === dishId));
  return (
    <div className="flex flex-col gap-4">
      {shown && <DishFocus elementId={`dish-${dishId}`} />}
      {groups.map((group, index) => {
        const hasDish = dishId !== undefined && group.items.some((item) => item.id === dishId);
        return (
          <details
            key={group.category}
            open={index === 0 || hasDish}
            className="group rounded-2xl bg-stone-100/70 ring-1 ring-stone-200"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
              <h2 className="text-lg font-bold">
                {group.category} <span className="font-semibold text-muted">({group.items.length})</span>
              </h2>
              <ChevronDown
                className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <div className="grid gap-4 px-3 pb-4 sm:px-4 lg:grid-cols-2">
              {group.items.map((item) => (
                <MenuItemCard
                  key={item.id}
                  item={item}
                  restaurantName={restaurantName}
                  disabledReason={disabledReason}
                  highlighted={item.id === dishId}
                  heart={
                    <Heart
                      viewer={viewer}
                      kind="menuItem"
                      id={item.id}
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
