import { apiFetch } from "@/lib/api/client";
import { cityKey } from "@/lib/location/city-key";
import type { DeliveryArea } from "@/lib/location/delivery-area";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";

// The location's reads: a restaurant's delivery area, once per restaurant (every place is then
// judged in the browser by deliversTo). A public read: a visitor is never sent to a login page from here.

export const locationKeys = {
  all: ["location"] as const,
  area: (restaurantId: string) => [...locationKeys.all, "area", restaurantId] as const,
};

/** `GET /api/getRestauarntById`'s answer, as far as the delivery area goes. */
type AreaAnswer = { restaurant: Pick<ApiRestaurant, "name" | "deliveryCities" | "deliveryPincodes"> };

export type RestaurantArea = DeliveryArea & { name: string };

async function fetchDeliveryArea(restaurantId: string, signal?: AbortSignal): Promise<RestaurantArea> {
  const { restaurant } = await apiFetch<AreaAnswer>(`/api/getRestauarntById?_id=${encodeURIComponent(restaurantId)}`, {
    signal,
    reauth: false,
  });
  return {
    name: restaurant.name,
    deliveryCityKeys: restaurant.deliveryCities.map(cityKey),
    deliveryPincodes: restaurant.deliveryPincodes,
  };
}

/** The query of a restaurant's delivery area (for useQuery and fetchQuery alike). */
export const deliveryAreaQuery = (restaurantId: string) => ({
  queryKey: locationKeys.area(restaurantId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDeliveryArea(restaurantId, signal),
  staleTime: 5 * 60_000,
});
