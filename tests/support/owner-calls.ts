// Calling the partner console's handlers as the spec's clients do, for integration tests.
import { POST as addMenuItem } from "@/app/api/(owner)/addMenuItem/route";
import { POST as cancelOrder } from "@/app/api/(orders)/cancelOrder/route";
import { POST as deleteMenuItem } from "@/app/api/(owner)/deleteMenuItem/route";
import { GET as getDashboardDetails } from "@/app/api/(owner)/getDashboardDetails/route";
import { GET as getItemsByRestaurantId } from "@/app/api/(owner)/getItemsByRestaurantId/route";
import { GET as getOrdersByRestaurantId } from "@/app/api/(orders)/getOrdersByRestaurantId/route";
import { POST as updateMenuItem } from "@/app/api/(owner)/updateMenuItem/route";
import { POST as updateOrderStatus } from "@/app/api/(orders)/updateOrderStatus/route";
import { db } from "@/lib/db";
import { uploadImage } from "@/lib/images/service";
import type { ImageFolder } from "@/lib/images/schemas";
import { randomIp } from "@/tests/support/accounts";
import { createOpenRestaurant, createUser } from "@/tests/support/factories";
import { SAMPLE_IMAGES } from "@/tests/support/image-fixtures";
import { bearerHeaders, jsonPost, sessionUserOf } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field in tests
export type Answer = { status: number; body: any };
type Headers = Record<string, string>;

const posts = { addMenuItem, updateMenuItem, deleteMenuItem, updateOrderStatus } satisfies Record<string, Handler>;
const gets = { getDashboardDetails, getItemsByRestaurantId, getOrdersByRestaurantId } satisfies Record<string, Handler>;

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() };
}

/** A JSON POST to one of the calls, as `headers` (use {} for a visitor). */
export async function post(name: keyof typeof posts, body: unknown, headers: Headers): Promise<Answer> {
  return answer(await posts[name](jsonPost(`/api/${name}`, body, headers)));
}

/** A GET of one of the calls with this query string, as `headers`. */
export async function get(
  name: keyof typeof gets,
  query: Record<string, string | number>,
  headers: Headers,
): Promise<Answer> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return answer(await gets[name](new Request(`http://localhost/api/${name}?${search}`, { headers })));
}

/** The restaurant's form of cancelOrder: `?_id=` and no body. */
export async function cancelAsRestaurant(orderId: string, headers: Headers): Promise<Answer> {
  const request = new Request(`http://localhost/api/cancelOrder?_id=${orderId}`, { method: "POST", headers });
  return answer(await cancelOrder(request));
}

/** A restaurant open around the clock and its owner, with Bearer headers from an address of their own. */
export async function ownerSession() {
  const restaurant = await createOpenRestaurant();
  const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
  const headers = { ...(await bearerHeaders(owner, restaurant.id)), "x-forwarded-for": randomIp() };
  return { restaurant, owner, user: sessionUserOf(owner, restaurant.id), headers };
}

/** The callers who may not act on someone else's restaurant: a customer, another owner, a visitor. */
export async function strangers(): Promise<Record<"customer" | "otherOwner" | "visitor", Headers>> {
  const customer = await createUser("customer");
  const other = await ownerSession();
  return { customer: await bearerHeaders(customer), otherOwner: other.headers, visitor: {} };
}

/** An image uploaded by `ownerId` through the upload service (local disk: call setTemporaryDataDir first). */
export async function uploadedImage(ownerId: string, folder: ImageFolder = "FoodItemImages") {
  const user = await db().user.findUniqueOrThrow({ where: { id: ownerId } });
  return uploadImage({ bytes: SAMPLE_IMAGES.png, folder, caller: { user: sessionUserOf(user), ip: randomIp() } });
}

/** The spec's add form for a dish with this uploaded image. */
export function itemBody(restaurantId: string, image: { url: string; publicId: string }, extra: object = {}) {
  return {
    name: "Paneer Tikka",
    category: "Starters",
    price: 249.5,
    type: "veg",
    servesfor: 2,
    description: "Charred cottage cheese with peppers.",
    imageUrl: image.url,
    public_id: image.publicId,
    restaurant_id: restaurantId,
    ...extra,
  };
}
