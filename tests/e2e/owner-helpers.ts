// The partner console's journeys (owner-*.spec.ts): new restaurants, dishes, customers and paid orders
// made through the API as a script makes them, and the console's login and waits.
import { expect, test, type APIRequest, type Page } from "./visitor";
import { approvePartner } from "./app-database";
import { png } from "./pictures";
import { appOrigin, logIn, newIp, PASSWORD, unique } from "./quality-helpers";

export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export type Call = { token?: string; ip: string; data?: unknown; multipart?: Record<string, unknown> };

/**
 * One API call as a script makes it: identified by its Bearer token only. Each call has a context of
 * its own, so no cookie from an earlier login turns it into a browser session (which needs XSRF).
 * The answer must have the `expected` status (the app's successes are 200, never 201).
 */
export async function call(
  api: APIRequest,
  method: "GET" | "POST",
  path: string,
  c: Call,
  expected = 200,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
): Promise<any> {
  // a script's fetch sends no Origin; login and sign-up demand the app's own, as a browser sends it
  const headers: Record<string, string> = { "x-forwarded-for": c.ip, ...(method === "POST" && appOrigin()) };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  const request = await api.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await request.fetch(path, {
      method,
      headers,
      ...(c.data !== undefined && { data: c.data }),
      ...(c.multipart && { multipart: c.multipart as Record<string, string> }),
    });
    const body = await response.json();
    expect(response.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(expected);
    return body;
  } finally {
    await request.dispose();
  }
}

export type Owner = { email: string; name: string; ip: string; token: string; restaurantId: string };

/** A new restaurant, open around the clock (equal open and close times), and its owner's Bearer token. */
export async function newRestaurant(
  request: APIRequest,
  tag: string,
  { approved = true }: { approved?: boolean } = {},
): Promise<Owner> {
  const ip = newIp();
  const username = unique(tag);
  const email = `${username}@example.in`;
  const name = `${tag[0]!.toUpperCase()}${tag.slice(1)} Kitchen ${username.slice(-5)}`;
  const photo = await call(request, "POST", "/api/uploadToCloudinary", {
    ip,
    multipart: {
      folderName: "RestaurantImages",
      image: { name: "front.png", mimeType: "image/png", buffer: await png([240, 110, 40]) },
    },
  });
  await call(request, "POST", "/api/restaurantSignup", {
    ip,
    data: {
      user: { username, email, password: PASSWORD, usertype: "restaurant" },
      name,
      image: { imageUrl: photo.imageUrl, public_id: photo.public_id },
      location: { address: "7 Residency Road", city: "Bengaluru", state: "Karnataka" },
      cuisines: ["North Indian"],
      opentime: "00:00",
      closetime: "00:00",
    },
  });
  const login = await call(request, "POST", "/api/login/restaurant", { ip, data: { email, password: PASSWORD } });
  // A new restaurant waits for the platform's review (issue 33); the journeys' kitchens are approved at once
  // unless the journey plays the review itself.
  if (approved) await approvePartner("restaurant", { id: login.restaurantInfo._id });
  return { email, name, ip, token: login.user.accessToken, restaurantId: login.restaurantInfo._id };
}

/** A dish added through the API, with an uploaded photo. */
export async function addDish(request: APIRequest, owner: Owner, dish: Record<string, unknown>) {
  const photo = await call(request, "POST", "/api/uploadToCloudinary", {
    ip: owner.ip,
    token: owner.token,
    multipart: {
      folderName: "FoodItemImages",
      image: { name: "dish.png", mimeType: "image/png", buffer: await png([200, 150, 60]) },
    },
  });
  const answer = await call(request, "POST", "/api/addMenuItem", {
    ip: owner.ip,
    token: owner.token,
    data: {
      type: "veg",
      servesfor: 1,
      description: "Made fresh to order",
      ...dish,
      imageUrl: photo.imageUrl,
      public_id: photo.public_id,
      restaurant_id: owner.restaurantId,
    },
  });
  return answer.menuItem as { _id: string; name: string; price: number };
}

export type Customer = { id: string; name: string; email: string; token: string; ip: string };

export async function newCustomer(request: APIRequest, name: string): Promise<Customer> {
  const ip = newIp();
  const email = `${unique("diner")}@example.in`;
  await call(request, "POST", "/api/signup/customer", {
    ip,
    data: { username: name, email, password: PASSWORD, confirmPassword: PASSWORD, usertype: "customer" },
  });
  const login = await call(request, "POST", "/api/login/customer", { ip, data: { email, password: PASSWORD } });
  return { id: login.user._id, name, email, token: login.user.accessToken, ip };
}

/** A paid order: checkout, the test gateway's payment, and its verification, as the customer's browser does. */
export async function paidOrder(
  request: APIRequest,
  customer: Customer,
  restaurantId: string,
  items: Array<{ item_id: string; quantity: number }>,
): Promise<string> {
  const { ip, token } = customer;
  const created = await call(request, "POST", "/api/createPaymentOrder", {
    ip,
    token,
    data: {
      customerName: customer.name,
      restaurant_id: restaurantId,
      items,
      deliveryLocation: { address: "12 MG Road", city: "Bengaluru", state: "Karnataka" },
    },
  });
  const paid = await call(request, "POST", "/api/testGateway/pay", { ip, token, data: { order_id: created.order.id } });
  const verified = await call(request, "POST", "/api/verifyPayment", { ip, token, data: paid });
  return verified.orderId as string;
}

export async function logInAsOwner(page: Page, owner: Owner, target: string) {
  await page.goto(`/auth/login/restaurant?redirect=${encodeURIComponent(target)}`);
  await logIn(page, owner.email);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, "\\?")}$`));
}

/** The value shown on one of the dashboard's summary cards. */
export const card = (page: Page, label: string) => page.locator(`[data-card="${label}"] dd`);
