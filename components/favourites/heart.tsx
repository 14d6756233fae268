import type { FavouriteViewer } from "@/components/favourites/favourite-viewer";
import { FavouriteToggle } from "@/components/favourites/favourite-toggle";
import type { FavouriteKind } from "@/lib/favourites/client";

type HeartProps = Readonly<{
  viewer: FavouriteViewer;
  kind: FavouriteKind;
  id: string;
  name: string;
  variant?: "icon" | "button";
  className?: string;
}>;

/** A favourite toggle with the viewer's current state; nothing for a restaurant account. */
export function Heart({ viewer, kind, id, name, variant, className }: HeartProps) {
  if (viewer.kind === "restaurant") return null;
  const initial =
    viewer.kind === "customer" && (kind === "restaurant" ? viewer.restaurantIds : viewer.menuItemIds).has(id);
  return (
    <FavouriteToggle
      kind={kind}
      id={id}
      name={name}
      userId={viewer.kind === "customer" ? viewer.userId : null}
      initial={initial}
      variant={variant}
      className={className}
    />
  );
}
