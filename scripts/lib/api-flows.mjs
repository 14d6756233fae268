// The app's HTTP API as its clients use it, for scripts and multi-instance tests: sign-up, login,
// a paid order through the built-in test gateway, an owner's status change.
import { randomBytes } from "node:crypto";

const DEMO_PASSWORD = "demo12345";

/** One JSON call; `{ status, body }` (network errors become status 0). */
export async function call(baseUrl, method, url, { body, token, ip } = {}) {
  const headers = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  // Node's fetch sends no Origin; a browser sends its page's on every POST, and login and sign-up demand it.
  if (method !== "GET" && method !== "HEAD") headers.origin = new URL(baseUrl).origin;
  // Sign-up and login are rate limited per address; each simulated user gets its own (the server counts it
  // when started with TRUST_PROXY_HOPS=1, as behind one proxy).
  if (ip) headers["x-forwarded-for"] = ip;
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { message: text.slice(0, 200) };
    }
    return { status: response.status, body: json };
  } catch (error) {
    return { status: 0, body: { message: error.cause?.code ?? error.message } };
  }
}

function expectStatus(answer, status, what) {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${answer.body?.message}`);
  return answer.body;
}

const randomIp = () => `10.${[1, 2, 3].map(() => 1 + Math.floor(Math.random() * 250)).join(".")}`;

/** A new customer, logged in: `{ id, token, ip, email }`. */
export async function newCustomer(baseUrl, name = "Live Customer") {
  const ip = randomIp();
  const email = `live-${randomBytes(5).toString("hex")}@example.test`;
  const password = `live-${randomBytes(4).toString("hex")}-pass`;
  expectStatus(
    await call(baseUrl, "POST", "/api/signup/customer", {
      body: { username: name, email, password, confirmPassword: password, usertype: "customer" },
      ip,
    }),
    200,
    "Customer sign-up",
  );
  const login = expectStatus(
    await call(baseUrl, "POST", "/api/login/customer", { body: { email, password }, ip }),
    200,
    "Customer login",
  );
  return { id: login.user._id, token: login.user.accessToken, ip, email, password };
}

/** The owner of a demo restaurant (the seeded accounts share one password), logged in. */
export async function demoOwner(baseUrl, slug = "snack-shack") {
  const ip = randomIp();
  const login = expectStatus(
    await call(baseUrl, "POST", "/api/login/restaurant", {
      body: { email: `${slug}@thali.demo`, password: DEMO_PASSWORD },
      ip,
    }),
    200,
    "Owner login",
  );
  return { id: login.user._id, token: login.user.accessToken, ip, restaurantId: login.restaurantInfo?._id ?? null };
}

/** A demo restaurant by name (open, with its first dishes). */
export async function restaurantNamed(baseUrl, name = "Snack Shack Express") {
  const list = await call(baseUrl, "GET", `/api/fetchRestaurants?q=${encodeURIComponent(name)}`);
  const restaurant = list.body?.restaurants?.find((r) => r.name === name);
  if (!restaurant) throw new Error(`${name} is not listed (${list.status})`);
  const menu = await call(baseUrl, "GET", `/api/getMenuByRestaurantId?_id=${encodeURIComponent(restaurant._id)}`);
  const dishes = (menu.body?.menuitems ?? []).flatMap((group) => group.items);
  return { restaurant, dishes };
}

/** A paid order of `customer` at `restaurant`: createPaymentOrder → testGateway/pay → verifyPayment. Its id. */
export async function paidOrder(baseUrl, customer, restaurant, dish, { quantity = 1 } = {}) {
  const { token, ip } = customer;
  const order = {
    user_email: customer.email,
    customerName: "Live Customer",
    restaurant_id: restaurant._id,
    items: [{ item_id: dish._id, quantity }],
    // a different address each time: the same cart repeated within minutes counts as a double click;
    // in the restaurant's own city, since checkout refuses an address outside its delivery area
    deliveryLocation: {
      address: `${randomBytes(3).toString("hex")} Live Street`,
      city: restaurant.location?.city ?? "Chennai",
      state: restaurant.location?.state ?? "Tamil Nadu",
    },
    deliveryStatus: "pending",
    paymentStatus: "success",
  };
  const created = expectStatus(
    await call(baseUrl, "POST", "/api/createPaymentOrder", { body: order, token, ip }),
    200,
    "createPaymentOrder",
  );
  const paid = expectStatus(
    await call(baseUrl, "POST", "/api/testGateway/pay", { body: { order_id: created.order.id }, token, ip }),
    200,
    "testGateway/pay",
  );
  const verified = expectStatus(
    await call(baseUrl, "POST", "/api/verifyPayment", { body: paid, token, ip }),
    200,
    "verifyPayment",
  );
  return verified.orderId;
}

/** The owner moves an order on (POST /api/updateOrderStatus). */
export async function setStatus(baseUrl, owner, orderId, status) {
  return expectStatus(
    await call(baseUrl, "POST", "/api/updateOrderStatus", {
      body: { _id: orderId, status },
      token: owner.token,
      ip: owner.ip,
    }),
    200,
    "updateOrderStatus",
  );
}
