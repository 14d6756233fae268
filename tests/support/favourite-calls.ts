// Calling the favourite handlers as the spec's clients do, for the favourites' integration tests.
import { GET as getFavourites } from "@/app/api/getFavouritesByCustomerid/route";
import { jsonPost } from "@/tests/support/session";

export { POST as markFoodItem } from "@/app/api/markFoodItemAsFavourite/route";
export { POST as markRestaurant } from "@/app/api/markRestaurantAsFavourite/route";
export { POST as removeFoodItem } from "@/app/api/removeFoodItemFromFavourite/route";
export { POST as removeRestaurant } from "@/app/api/reomveRestaurantFromFavourite/route";

type Handler = (request: Request) => Promise<Response>;
export type IdsBody = { message: string; favouriteRestaurants: string[]; favouriteFoodItems: string[] };

/** A POST to one of the four favourite calls; the status and the JSON answer. */
export async function call(route: Handler, path: string, body: unknown, headers: Record<string, string>) {
  const response = await route(jsonPost(path, body, headers));
  return { status: response.status, body: (await response.json()) as IdsBody };
}

/** GET /api/getFavouritesByCustomerid for `userId`. */
export async function readFavourites(userId: string, headers: Record<string, string>) {
  const response = await getFavourites(
    new Request(`http://localhost/api/getFavouritesByCustomerid?_id=${userId}`, { headers }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
