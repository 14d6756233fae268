import { LayoutDashboard, ListOrdered, PlusCircle, UtensilsCrossed, type LucideIcon } from "lucide-react";

/** The restaurant partner's menu, with the spec's labels, shared by the sidebar and the side panel. */
export const OWNER_MENU: ReadonlyArray<{ href: string; label: string; icon: LucideIcon }> = [
  { href: "/restaurant/dashboard", label: "dashboard", icon: LayoutDashboard },
  { href: "/restaurant/orders", label: "orders", icon: ListOrdered },
  { href: "/restaurant/menu", label: "menu", icon: UtensilsCrossed },
  { href: "/restaurant/addmenuitem", label: "Add Item", icon: PlusCircle },
];
