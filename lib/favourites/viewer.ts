import "server-only";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";
import { getFavouriteIds } from "@/lib/favourites/service";

/** Who is looking at hearts: visitors get hearts that lead to login, restaurant users get none. */
export type FavouriteViewer =
  | { kind: "visitor" }
  | { kind: "restaurant" }
  | { kind: "customer"; customer: SessionUser; restaurantIds: ReadonlySet<string>; menuItemIds: ReadonlySet<string> };

/** Read once per request, however many layouts and pages on it draw hearts. */
export const getFavouriteViewer = cache(async (): Promise<FavouriteViewer> => {
  const user = await getSessionUser();
  if (!user) return { kind: "visitor" };
  if (user.userType !== "customer") return { kind: "restaurant" };
  const ids = await getFavouriteIds(user);
  return {
    kind: "customer",
    customer: user,
    restaurantIds: new Set(ids.restaurantIds),
    menuItemIds: new Set(ids.menuItemIds),
  };
});
