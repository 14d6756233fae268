// Calling the favourite handlers as the spec's clients do, for the favourites' integration tests.
import { GET as getFavourites } from "@/app/api/(favourites)/getFavouritesByCustomerid/route";
import { POST as markFoodItem } from "@/app/api/(favourites)/markFoodItemAsFavourite/route";
import { POST as markRestaurant } from "@/app/api/(favourites)/markRestaurantAsFavourite/route";
import { POST as removeFoodItem } from "@/app/api/(favourites)/removeFoodItemFromFavourite/route";
import { POST as removeRestaurant } from "@/app/api/(favourites)/reomveRestaurantFromFavourite/route";
import { jsonPost } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
type IdsBody = { message: string; favouriteRestaurants: string[]; favouriteFoodItems: string[] };

/** The four favourite calls by name: the handler, and the path the spec's clients post to. */
const CALLS = {
  markRestaurant: { route: markRestaurant, path: "/api/markRestaurantAsFavourite" },
  removeRestaurant: { route: removeRestaurant, path: "/api/reomveRestaurantFromFavourite" },
  markFoodItem: { route: markFoodItem, path: "/api/markFoodItemAsFavourite" },
  removeFoodItem: { route: removeFoodItem, path: "/api/removeFoodItemFromFavourite" },
} satisfies Record<string, { route: Handler; path: string }>;

export type FavouriteCall = keyof typeof CALLS;

/** A POST to one of the four favourite calls; the status and the JSON answer. */
export async function call(name: FavouriteCall, body: unknown, headers: Record<string, string>) {
  const { route, path } = CALLS[name];
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
