import type { ApiMenuItem } from "@/lib/menu/api-shape";
import { cn } from "@/lib/ui/cn";

/**
 * The small print of a dish on the customers' cards (the menu's and the favourites'): how many it
 * serves. One place for it, so a fact added to a menu item is shown on both cards by one change here.
 */
export function DishFacts({ item, className }: Readonly<{ item: ApiMenuItem; className?: string }>) {
  return <p className={cn("text-xs font-medium text-muted", className)}>Serves For : {item.servesfor}</p>;
}
