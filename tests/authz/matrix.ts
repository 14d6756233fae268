// The authorization matrix: for every route handler of the app (app/**/route.ts, one row per
// method), the status each actor gets for the same realistic request about the resources of
// "customer" and of "owner" (the customer's order at the owner's restaurant, the customer's
// favourites, the restaurant's menu...). tests/authz/authz.integration.test.ts sends each request
// as each actor, through the browser's cookie and through a Bearer token, and compares.
// A route on disk without a row here fails that test: a new endpoint must say who may call it.
//
// Columns: who(anonymous, customer, otherCustomer, owner, otherOwner).
// 404 for someone else's payment or provider order is deliberate: those ids are not revealed.
import { db } from "@/lib/db";
import { uploadImage } from "@/lib/images/service";
import { getRestaurantSettings } from "@/lib/owner/settings-service";
import { testGateway } from "@/lib/payments/test-gateway";
import { webhookSignature } from "@/lib/payments/signature";
import { randomIp } from "@/tests/support/accounts";
import { createMenuItem } from "@/tests/support/factories";
import { SAMPLE_IMAGES } from "@/tests/support/image-fixtures";
import { sessionUserOf } from "@/tests/support/session";
import type { Call, RouteKey } from "@/tests/authz/routes";
import {
  ADDRESS,
  customersAddress,
  customersOrder,
  customersPaidCheckout,
  customersPendingCheckout,
  newLogin,
  PASSWORD,
  suffix,
  uploadedImage,
  type Actor,
  type Expected,
  type World,
} from "@/tests/authz/world";

export type Row = {
  expect: Expected;
  /** The request, made afresh for each call (a new order to cancel, a new email to sign up with...). */
  request: (world: World, actor: Actor) => Call | Promise<Call>;
};

export function who(
  anonymous: number,
  customer: number,
  otherCustomer: number,
  owner: number,
  otherOwner: number,
): Expected {
  return { anonymous, customer, otherCustomer, owner, otherOwner };
}

const everyone = (status: number) => who(status, status, status, status, status);
/** Only the customer whose resource it is. */
const theCustomer = who(401, 200, 403, 403, 403);
/** Any customer, for their own new thing (a checkout, the payment key). */
const anyCustomer = who(401, 200, 200, 403, 403);
/** Only the owner of the restaurant whose resource it is. */
const theOwner = (ok = 200) => who(401, 403, 403, ok, 403);

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;
const isOwner = (actor: Actor) => actor === "owner" || actor === "otherOwner";

/** What a browser on the app's own page sends with a POST; login and sign-up refuse a call without it. */
const SAME_SITE = { origin: "http://localhost" };

function signupBody(email: string) {
  const password = PASSWORD;
  return { username: "Matrix Customer", email, password, confirmPassword: password, usertype: "customer" };
}

async function restaurantSignup(): Promise<Call> {
  const ip = randomIp();
  const image = await uploadedImage("RestaurantImages", null, ip);
  return {
    path: "/api/restaurantSignup",
    headers: { "x-forwarded-for": ip, ...SAME_SITE },
    body: {
      user: { username: "Matrix Owner", email: `owner-${suffix()}@example.test`, password: PASSWORD },
      name: `Matrix Kitchen ${suffix()}`,
      image: { imageUrl: image.url, public_id: image.publicId },
      location: { address: "2 Matrix Road", city: "Pune", state: "Maharashtra" },
      cuisines: ["Pizza"],
      opentime: "09:00",
      closetime: "22:00",
    },
  };
}

function signedWebhook(): Call {
  const body = JSON.stringify({
    event: "payment.captured",
    payload: {
      payment: { entity: { id: `pay_${suffix()}`, order_id: `order_${suffix()}`, amount: 100, status: "captured" } },
    },
  });
  return {
    path: "/api/razorpayWebhook",
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": webhookSignature(body, testGateway.webhookSecret()),
      "x-razorpay-event-id": `evt_${suffix()}`,
    },
  };
}

async function credentialsSignIn(world: World): Promise<Call> {
  // next-auth's own sign-in: its CSRF token (cookie + field), then the customer's credentials.
  const { GET } = await import("@/app/api/auth/[...nextauth]/route");
  const { NextRequest } = await import("next/server");
  const csrf = await GET(new NextRequest("http://localhost/api/auth/csrf"));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .find((line) => line.startsWith("authjs.csrf-token="))!
    .split(";")[0]!
    .slice("authjs.csrf-token=".length);
  const { user } = await newLogin(world);
  return {
    path: "/api/auth/callback/credentials",
    params: { nextauth: ["callback", "credentials"] },
    cookies: { "authjs.csrf-token": decodeURIComponent(cookie) },
    body: new URLSearchParams({ csrfToken, email: user.email, password: PASSWORD, usertype: "customer" }),
  };
}

/** A restaurant's current settings as GET /api/restaurantSettings answers them (the body a save sends back). */
async function settingsOf(restaurantId: string) {
  const restaurant = await db().restaurant.findUniqueOrThrow({ where: { id: restaurantId } });
  return getRestaurantSettings(
    sessionUserOf(await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } }), restaurantId),
  );
}

function imageForm(folderName: string): FormData {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(SAMPLE_IMAGES.png)], { type: "image/png" }), "dish.png");
  form.append("folderName", folderName);
  return form;
}

export const MATRIX: Partial<Record<RouteKey, Row>> = {
  // Unknown /api paths answer JSON 404 whatever the method and whoever asks.
  ...Object.fromEntries(
    (["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method) => [
      `${method} /api/[...path]`,
      { expect: everyone(404), request: () => ({ path: "/api/noSuchEndpoint", params: { path: ["noSuchEndpoint"] } }) },
    ]),
  ),

  // The probe of a container's HEALTHCHECK and of load balancers: anyone, and the same answer for everyone.
  "GET /api/health": { expect: everyone(200), request: () => ({ path: "/api/health" }) },

  // Browsing is public.
  "GET /api/fetchRestaurants": {
    expect: everyone(200),
    request: () => ({ path: query("/api/fetchRestaurants", { sort: "rating", cuisines: "Biryani" }) }),
  },
  "GET /api/getRestauarntById": {
    expect: everyone(200),
    request: (w) => ({ path: query("/api/getRestauarntById", { _id: w.restaurant.id }) }),
  },
  "GET /api/getMenuByRestaurantId": {
    expect: everyone(200),
    request: (w) => ({ path: query("/api/getMenuByRestaurantId", { _id: w.restaurant.id }) }),
  },
  "GET /api/search": { expect: everyone(200), request: () => ({ path: query("/api/search", { q: "biryani" }) }) },
  "GET /uploads/[...path]": {
    // Images stored on local disk are public, like Cloudinary's URLs.
    expect: everyone(200),
    request: async (w) => {
      const image = await uploadImage({
        bytes: SAMPLE_IMAGES.png,
        folder: "FoodItemImages",
        caller: { user: sessionUserOf(w.owner, w.restaurant.id), ip: randomIp() },
      });
      const path = image.url.slice("/uploads/".length).split("/");
      return { path: image.url, params: { path } };
    },
  },

  // Accounts: the credentials (or the refresh token) are what authorize these, not the session.
  "POST /api/signup/customer": {
    expect: everyone(200),
    request: () => ({
      path: "/api/signup/customer",
      headers: SAME_SITE,
      body: signupBody(`customer-${suffix()}@example.test`),
    }),
  },
  "POST /api/restaurantSignup": { expect: everyone(200), request: () => restaurantSignup() },
  "POST /api/login/[usertype]": {
    expect: everyone(200),
    request: async (w) => {
      const { user } = await newLogin(w);
      return {
        path: "/api/login/customer",
        params: { usertype: "customer" },
        headers: SAME_SITE,
        body: { email: user.email, password: PASSWORD, usertype: "customer" },
      };
    },
  },
  "POST /api/refreshAccessToken": {
    expect: everyone(200),
    request: async (w) => ({
      path: "/api/refreshAccessToken",
      body: { refreshToken: (await newLogin(w)).refreshToken },
    }),
  },
  "GET /api/session/refresh": {
    expect: everyone(303),
    request: async (w) => ({
      path: query("/api/session/refresh", { next: "/orders" }),
      cookies: { "thali.refresh-token": (await newLogin(w)).refreshToken },
    }),
  },
  "POST /api/logout": { expect: everyone(200), request: () => ({ path: "/api/logout" }) },
  // Everyone may ask who they are; each gets only their own viewer (lib/viewer/viewer.integration.test.ts).
  "GET /api/me": { expect: everyone(200), request: () => ({ path: "/api/me" }) },
  "GET /api/auth/[...nextauth]": {
    expect: everyone(200),
    request: () => ({ path: "/api/auth/session", params: { nextauth: ["session"] } }),
  },
  "POST /api/auth/[...nextauth]": { expect: everyone(302), request: (w) => credentialsSignIn(w) },
  "POST /api/updateUserEmail": {
    // The spec's client names the account by username: only its holder may change its email.
    expect: who(401, 200, 403, 403, 403),
    request: (w) => ({
      path: "/api/updateUserEmail",
      body: { username: w.customer.username, email: `renamed-${suffix()}@example.test` },
    }),
  },

  // Images: uploads need a login (anonymous ones only for a restaurant sign-up's picture), dish
  // pictures a restaurant account; an image is removed or used only by its uploader.
  "POST /api/uploadToCloudinary": {
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/uploadToCloudinary", body: imageForm("FoodItemImages") }),
  },
  "POST /api/deleteImageFromCloudinary": {
    expect: theCustomer,
    request: async (w) => ({
      path: "/api/deleteImageFromCloudinary",
      body: { public_id: (await uploadedImage("UserProfileImages", w.customer)).publicId },
    }),
  },
  "POST /api/setUserProfileImage": {
    expect: theCustomer,
    request: async (w) => {
      const image = await uploadedImage("UserProfileImages", w.customer);
      return {
        path: "/api/setUserProfileImage",
        body: { _id: w.customer.id, imageUrl: image.url, public_id: image.publicId },
      };
    },
  },
  "POST /api/removeUserProfileImage": {
    expect: theCustomer,
    request: (w) => ({ path: "/api/removeUserProfileImage", body: { _id: w.customer.id } }),
  },

  // Favourites: the customer's own only.
  "GET /api/getFavouritesByCustomerid": {
    expect: theCustomer,
    request: (w) => ({ path: query("/api/getFavouritesByCustomerid", { _id: w.customer.id }) }),
  },
  "POST /api/markRestaurantAsFavourite": {
    expect: theCustomer,
    request: (w) => ({
      path: "/api/markRestaurantAsFavourite",
      body: { restaurant_id: w.restaurant.id, user_id: w.customer.id },
    }),
  },
  "POST /api/reomveRestaurantFromFavourite": {
    expect: theCustomer,
    request: (w) => ({
      path: "/api/reomveRestaurantFromFavourite",
      body: { restaurant_id: w.restaurant.id, user_id: w.customer.id },
    }),
  },
  "POST /api/markFoodItemAsFavourite": {
    expect: theCustomer,
    request: (w) => ({
      path: "/api/markFoodItemAsFavourite",
      body: { menuitem_id: w.dishes[0]!.id, user_id: w.customer.id },
    }),
  },
  "POST /api/removeFoodItemFromFavourite": {
    expect: theCustomer,
    request: (w) => ({
      path: "/api/removeFoodItemFromFavourite",
      body: { menuitem_id: w.dishes[0]!.id, user_id: w.customer.id },
    }),
  },

  // The address book: each customer their own; another customer's address id is not found.
  "GET /api/addresses": { expect: anyCustomer, request: () => ({ path: "/api/addresses" }) },
  "POST /api/addresses": {
    expect: who(401, 201, 201, 403, 403),
    request: async (w, actor) => {
      // other rows add the customer's addresses directly; keep this row clear of the cap of 20
      if (actor === "customer" || actor === "otherCustomer") {
        await db().address.deleteMany({ where: { userId: w[actor].id } });
      }
      return { path: "/api/addresses", body: { ...ADDRESS, label: "Work", isDefault: true } };
    },
  },
  "PUT /api/addresses/[id]": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => {
      const { id } = await customersAddress(w);
      return { path: `/api/addresses/${id}`, params: { id }, body: { ...ADDRESS, label: "Office" } };
    },
  },
  "DELETE /api/addresses/[id]": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => {
      const { id } = await customersAddress(w);
      return { path: `/api/addresses/${id}`, params: { id } };
    },
  },

  // Checkout and payment: customers only, each on their own provider orders.
  "GET /api/getPaymentAPIKey": { expect: anyCustomer, request: () => ({ path: "/api/getPaymentAPIKey" }) },
  "POST /api/createPaymentOrder": {
    expect: anyCustomer,
    request: (w) => ({
      path: "/api/createPaymentOrder",
      body: {
        restaurant_id: w.restaurant.id,
        items: [{ item_id: w.dishes[1]!.id, quantity: 1 + Math.floor(Math.random() * 20) }],
        customerName: `Matrix ${suffix()}`,
        deliveryLocation: { address: "1 Matrix Road", city: "Hyderabad", state: "Telangana" },
      },
    }),
  },
  "POST /api/testGateway/pay": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => ({ path: "/api/testGateway/pay", body: { order_id: await customersPendingCheckout(w) } }),
  },
  "POST /api/testGateway/fail": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => ({ path: "/api/testGateway/fail", body: { order_id: await customersPendingCheckout(w) } }),
  },
  "POST /api/verifyPayment": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => ({ path: "/api/verifyPayment", body: await customersPaidCheckout(w) }),
  },
  "POST /api/paymentVerification": {
    // The JSON variant: the customer's own session. (The provider's form post is signed instead; see
    // lib/orders/spec-checkout.integration.test.ts.)
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => ({ path: "/api/paymentVerification", body: await customersPaidCheckout(w) }),
  },
  "POST /api/placeOrder": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => {
      const order = await customersOrder(w);
      return { path: "/api/placeOrder", body: { payment_reference_id: order.payments[0]!.providerPaymentId } };
    },
  },
  "POST /api/razorpayWebhook": {
    // Authorized by the provider's signature over the body, not by a session.
    expect: everyone(200),
    request: () => signedWebhook(),
  },

  // Orders.
  "GET /api/getOrdersByCustomerId": {
    expect: theCustomer,
    request: (w) => ({ path: query("/api/getOrdersByCustomerId", { _id: w.customer.id }) }),
  },
  "POST /api/cancelOrder": {
    // The customer's form is a body {_id}; a restaurant's is ?_id= with no body.
    expect: who(401, 200, 403, 200, 403),
    request: async (w, actor) => {
      const order = await customersOrder(w);
      return isOwner(actor)
        ? { path: query("/api/cancelOrder", { _id: order.id }) }
        : { path: "/api/cancelOrder", body: { _id: order.id } };
    },
  },
  "POST /api/addReview": {
    expect: theCustomer,
    request: async (w) => ({
      path: "/api/addReview",
      body: { order_id: (await customersOrder(w, "delivered")).id, rating: 4, text: "Hot and on time" },
    }),
  },
  "POST /api/updateOrderStatus": {
    expect: theOwner(),
    request: async (w) => ({
      path: "/api/updateOrderStatus",
      body: { _id: (await customersOrder(w)).id, status: "out for delivery" },
    }),
  },

  // Restaurant settings: every owner reads and changes their own restaurant, the one of the session
  // (the request names none, so another owner's call can only reach their own).
  "GET /api/restaurantSettings": {
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/restaurantSettings" }),
  },
  "POST /api/updateRestaurantSettings": {
    expect: who(401, 403, 403, 200, 200),
    request: async (w, actor) => ({
      path: "/api/updateRestaurantSettings",
      // Its settings as they are (open, delivering where it did), so other rows' checkouts still work.
      body: await settingsOf(actor === "otherOwner" ? w.otherRestaurant.id : w.restaurant.id),
    }),
  },
};

// ---------------------------------------------------------------------------------------------
// ROUTES STILL TO COME, written now from their contracts (docs/contracts-owner.md, issue 6, and
// docs/contracts-live.md, issue 7). A row here is checked only once its route file exists, so
// this tree passes without them and they are held to the contract as soon as they are merged.
// When a route arrives, move its row up into MATRIX.
// ---------------------------------------------------------------------------------------------

function menuItemBody(w: World, publicId: string, imageUrl: string) {
  return {
    name: `Matrix Paneer ${suffix()}`,
    category: "Starters",
    price: 249.5,
    type: "veg",
    servesfor: 2,
    description: "Smoky paneer cubes from the tandoor.",
    imageUrl,
    public_id: publicId,
    restaurant_id: w.restaurant.id,
  };
}

export const PENDING_MATRIX: Partial<Record<RouteKey, Row>> = {
  "GET /api/getDashboardDetails": {
    expect: theOwner(),
    request: (w) => ({ path: query("/api/getDashboardDetails", { _id: w.restaurant.id, year: "2026" }) }),
  },
  "POST /api/addMenuItem": {
    expect: theOwner(),
    request: async (w) => {
      const image = await uploadedImage("FoodItemImages", w.owner);
      return { path: "/api/addMenuItem", body: menuItemBody(w, image.publicId, image.url) };
    },
  },
  "POST /api/updateMenuItem": {
    expect: theOwner(),
    request: async (w) => {
      const dish = await createMenuItem(w.restaurant.id);
      const image = await uploadedImage("FoodItemImages", w.owner);
      return { path: "/api/updateMenuItem", body: { ...menuItemBody(w, image.publicId, image.url), _id: dish.id } };
    },
  },
  "GET /api/getItemsByRestaurantId": {
    expect: theOwner(),
    request: (w) => ({ path: query("/api/getItemsByRestaurantId", { restaurant_id: w.restaurant.id }) }),
  },
  "POST /api/deleteMenuItem": {
    expect: theOwner(),
    request: async (w) => {
      return { path: "/api/deleteMenuItem", body: { _id: (await createMenuItem(w.restaurant.id)).id } };
    },
  },
  "GET /api/getOrdersByRestaurantId": {
    expect: theOwner(),
    request: (w) => ({ path: query("/api/getOrdersByRestaurantId", { _id: w.restaurant.id }) }),
  },
  "GET /api/orderEvents": {
    // Every logged-in user reads the events of their own scope.
    expect: who(401, 200, 200, 200, 200),
    request: () => ({ path: query("/api/orderEvents", { after: "0" }) }),
  },
  "GET /api/orderEvents/stream": {
    expect: who(401, 200, 200, 200, 200),
    request: () => ({ path: "/api/orderEvents/stream" }),
  },
  // Only the scheduler, with CRON_SECRET as its bearer token; a login is not enough (maintenance.integration.test.ts).
  "GET /api/maintenance": { expect: everyone(401), request: () => ({ path: "/api/maintenance" }) },
};
