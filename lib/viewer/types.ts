import type { UserType } from "@/lib/auth/session-user";
import type { ShopperLocation } from "@/lib/location/shopper-store";

// GET /api/me: who is looking at a page served from the cache, read once by the browser. Cached
// pages are the same HTML for everyone; the top bar's account, the hearts, the cart's owner and
// the shopper's place come from this answer (lib/viewer/use-viewer.ts). Types only, so the
// browser's first load carries no schema code.

type ViewerUser = {
  id: string;
  username: string;
  userType: UserType;
  imageUrl: string | null;
  /** The account's email as it is now (checkout's delivery details show it read-only). */
  email: string;
};

/** Where this shopper wants food: the place chosen in the chooser, else a customer's default address. */
type ViewerLocation = ShopperLocation;

export type Viewer = {
  /** Null for a visitor. */
  user: ViewerUser | null;
  /** A customer's favourite restaurant and dish ids; null for visitors and restaurant accounts. */
  favourites: { restaurantIds: string[]; menuItemIds: string[] } | null;
  /** Null for a restaurant account (it does not shop) and for a shopper with no place yet. */
  location: ViewerLocation;
  /**
   * A visitor who holds a refresh cookie: the session cookie lasts an hour, the refresh cookie a month,
   * so the browser may renew (POST /api/refreshAccessToken) and read again before treating them as
   * nobody (Order For does). False for anyone logged in.
   */
  canRenew: boolean;
};
