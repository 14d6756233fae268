// Calling the checkout, payment and order handlers as the spec's clients do, for integration tests.
import { POST as addReview } from "@/app/api/(orders)/addReview/route";
import { POST as cancelOrder } from "@/app/api/(orders)/cancelOrder/route";
import { POST as createPaymentOrder } from "@/app/api/(checkout)/createPaymentOrder/route";
import { GET as getOrders } from "@/app/api/(orders)/getOrdersByCustomerId/route";
import { GET as getPaymentKey } from "@/app/api/(checkout)/getPaymentAPIKey/route";
import { POST as paymentVerification } from "@/app/api/(checkout)/paymentVerification/route";
import { POST as placeOrder } from "@/app/api/(checkout)/placeOrder/route";
import { POST as webhook } from "@/app/api/(checkout)/razorpayWebhook/route";
import { POST as testFail } from "@/app/api/(checkout)/testGateway/fail/route";
import { POST as testPay } from "@/app/api/(checkout)/testGateway/pay/route";
import { POST as verifyPayment } from "@/app/api/(checkout)/verifyPayment/route";
import { randomIp } from "@/tests/support/accounts";
import { createMenuItem, createOpenRestaurant, createUser } from "@/tests/support/factories";
import { bearerHeaders, jsonPost } from "@/tests/support/session";

type Handler = (request: Request) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field in tests
export type Answer = { status: number; body: any };

export const routes = {
  addReview,
  cancelOrder,
  createPaymentOrder,
  paymentVerification,
  placeOrder,
  testFail,
  testPay,
  verifyPayment,
} satisfies Record<string, Handler>;

const paths: Record<keyof typeof routes, string> = {
  addReview: "/api/addReview",
  cancelOrder: "/api/cancelOrder",
  createPaymentOrder: "/api/createPaymentOrder",
  paymentVerification: "/api/paymentVerification",
  placeOrder: "/api/placeOrder",
  testFail: "/api/testGateway/fail",
  testPay: "/api/testGateway/pay",
  verifyPayment: "/api/verifyPayment",
};

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() };
}

/** A JSON POST to one of the calls, as `headers` (use {} for a visitor). */
export async function post(name: keyof typeof routes, body: unknown, headers: Record<string, string>) {
  return answer(await routes[name](jsonPost(paths[name], body, headers)));
}

/**
 * The provider's HTML form post to the callback URL (from its own page: a foreign Origin, none of our
 * cookies). Answers the status and the redirect's Location, or the JSON error body.
 */
export async function postCallbackForm(
  name: "paymentVerification" | "verifyPayment",
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: "https://api.razorpay.com" },
) {
  const response = await routes[name](
    new Request(`http://localhost${paths[name]}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  const location = response.headers.get("location");
  return { status: response.status, location, body: location ? null : await response.json() };
}

export async function getPaymentApiKey(headers: Record<string, string>) {
  return answer(await getPaymentKey(new Request("http://localhost/api/getPaymentAPIKey", { headers })));
}

export async function listOrders(query: Record<string, string | number>, headers: Record<string, string>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return answer(await getOrders(new Request(`http://localhost/api/getOrdersByCustomerId?${search}`, { headers })));
}

/** The restaurant's form of cancelOrder: `?_id=` and no body, or a body `{ reason }` when given one. */
export async function cancelAsRestaurant(orderId: string, headers: Record<string, string>, reason?: unknown) {
  const request =
    reason === undefined
      ? new Request(`http://localhost/api/cancelOrder?_id=${orderId}`, { method: "POST", headers })
      : jsonPost(`/api/cancelOrder?_id=${orderId}`, { reason }, headers);
  return answer(await cancelOrder(request));
}

export async function postWebhook(body: string, headers: Record<string, string>) {
  const request = new Request("http://localhost/api/razorpayWebhook", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return answer(await webhook(request));
}

/** A customer with Bearer headers from an address of their own (rate limits are per address). */
export async function customerSession() {
  const customer = await createUser("customer");
  return { customer, headers: { ...(await bearerHeaders(customer)), "x-forwarded-for": randomIp() } };
}

/** A restaurant open around the clock with dishes at these prices (paise). */
export async function openRestaurantWithDishes(prices: number[] = [25000, 12000, 9900]) {
  const restaurant = await createOpenRestaurant();
  const dishes = [];
  for (const pricePaise of prices) dishes.push(await createMenuItem(restaurant.id, { pricePaise }));
  return { restaurant, dishes };
}

/**
 * The spec's stored local order for these dishes, delivered in Hyderabad: the city the test factories'
 * restaurants deliver to (pass another deliveryLocation in `extra` for a restaurant elsewhere).
 */
export function checkoutBody(
  restaurantId: string,
  items: Array<{ id: string; quantity?: number }>,
  extra: Record<string, unknown> = {},
) {
  return {
    user_email: "ignored@example.test",
    customerName: "Asha Rao",
    restaurant_id: restaurantId,
    items: items.map((item) => ({ item_id: item.id, quantity: item.quantity ?? 1 })),
    totalPrice: 1,
    deliveryLocation: { address: "12 Road No. 3, Banjara Hills", city: "Hyderabad", state: "Telangana" },
    deliveryStatus: "pending",
    paymentStatus: "success",
    ...extra,
  };
}
