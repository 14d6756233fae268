"use client";
import { FavouriteToggle } from "@/components/favourites/favourite-toggle";
import type { FavouriteKind } from "@/lib/favourites/client";
import { cn } from "@/lib/ui/cn";
import { useViewer } from "@/lib/viewer/use-viewer";

type HeartProps = Readonly<{
  kind: FavouriteKind;
  id: string;
  name: string;
  variant?: "icon" | "button";
  className?: string;
}>;

/**
 * A favourite toggle with the viewer's state. Pages are cached for everyone, so whether this heart
 * is filled comes from the viewer read (GET /api/me), one round trip after the page; the heart
 * keeps its place meanwhile, and a restaurant account keeps an invisible one (nothing moves).
 */
export function Heart({ kind, id, name, variant, className }: HeartProps) {
  const { data } = useViewer();
  const user = data?.user ?? null;
  const favourites = data?.favourites;
  const initial =
    !!favourites && (kind === "restaurant" ? favourites.restaurantIds : favourites.menuItemIds).includes(id);
  return (
    <FavouriteToggle
      kind={kind}
      id={id}
      name={name}
      userId={user?.userType === "customer" ? user.id : null}
      // Until the viewer read answers, a click could take a logged-in customer to the login page.
      pending={data === undefined}
      initial={initial}
      variant={variant}
      className={cn(className, user?.userType === "restaurant" && "invisible")}
    />
  );
}
