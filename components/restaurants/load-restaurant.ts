import "server-only";
import { cache } from "react";
import { getRestaurant } from "@/lib/restaurants/service";

/**
 * One restaurant, read once per request: the restaurant page's layout, its tab page and their
 * metadata all ask for it, and must agree on whether it is open.
 */
export const loadRestaurant = cache((id: string) => getRestaurant(id));
