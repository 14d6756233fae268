import type { UserType } from "@/lib/auth/session-user";
import type { ShopperLocation } from "@/lib/location/shopper-store";

/** The personal parts of a public page (GET /api/me): plain data, shared by server and browser. */
export type Viewer = {
  user: { id: string; username: string; userType: UserType; imageUrl: string | null } | null;
  /** A customer's favourite restaurants and dishes; null for visitors and restaurant accounts. */
  favourites: { restaurantIds: string[]; menuItemIds: string[] } | null;
  location: ShopperLocation;
};
