import "server-only";
import { cache } from "react";
import { cachedRestaurant } from "@/lib/restaurants/public-cache";

/**
 * One restaurant, read once per request: the restaurant page's layout, its tab page and their
 * metadata all ask for it, and must agree on whether it is open. Through the public cache, so the
 * pages carry its tag.
 */
export const loadRestaurant = cache((id: string) => cachedRestaurant(id));
