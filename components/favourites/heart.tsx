"use client";
import { FavouriteToggle } from "@/components/favourites/favourite-toggle";
import type { FavouriteKind } from "@/lib/favourites/contract";
import { useViewer } from "@/lib/viewer/use-viewer";

type HeartProps = Readonly<{
  kind: FavouriteKind;
  id: string;
  name: string;
  variant?: "icon" | "button";
  className?: string;
}>;

/**
 * A favourite toggle with the viewer's state (GET /api/me): filled for a customer's favourite,
 * leading to login for a visitor, absent for a restaurant account. Until the viewer is known it is
 * drawn unfilled and inert, in its place, so the card does not move when it arrives.
 */
export function Heart({ kind, id, name, variant, className }: HeartProps) {
  const { data: viewer } = useViewer();
  if (viewer?.user?.userType === "restaurant") return null;
  const favourites = viewer?.favourites;
  const on = favourites
    ? (kind === "restaurant" ? favourites.restaurantIds : favourites.menuItemIds).includes(id)
    : false;
  return (
    <FavouriteToggle
      kind={kind}
      id={id}
      name={name}
      userId={viewer ? (viewer.user?.id ?? null) : undefined}
      initial={on}
      variant={variant}
      className={className}
    />
  );
}
