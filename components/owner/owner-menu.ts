import {
  Bell,
  LayoutDashboard,
  ListOrdered,
  CirclePercent,
  PlusCircle,
  Settings,
  UtensilsCrossed,
  Wallet,
  type LucideIcon,
} from "lucide-react";

/**
 * The restaurant partner's menu, with the spec's labels (and Settings, issue 14; Notifications, issue 29; Settlement
 * and Offers, issue 31),
 * shared by the sidebar and the side panel. `phoneTab` names the phone tab an entry is folded into: the
 * phone's row holds five tabs at 375 px, so Notifications sits under Settings there and Settlement under the
 * dashboard and Offers under the menu (all in the side panel).
 */
export const OWNER_MENU: ReadonlyArray<{ href: string; label: string; icon: LucideIcon; phoneTab?: string }> = [
  { href: "/restaurant/dashboard", label: "dashboard", icon: LayoutDashboard },
  { href: "/restaurant/orders", label: "orders", icon: ListOrdered },
  { href: "/restaurant/menu", label: "menu", icon: UtensilsCrossed },
  { href: "/restaurant/addmenuitem", label: "Add Item", icon: PlusCircle },
  { href: "/restaurant/settings", label: "Settings", icon: Settings },
  { href: "/restaurant/offers", label: "Offers", icon: CirclePercent, phoneTab: "/restaurant/menu" },
  { href: "/restaurant/settlement", label: "Settlement", icon: Wallet, phoneTab: "/restaurant/dashboard" },
  { href: "/restaurant/notifications", label: "Notifications", icon: Bell, phoneTab: "/restaurant/settings" },
];
