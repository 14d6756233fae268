import { OpeningHoursQuerySchema, UpdateOpeningHoursSchema } from "@/lib/restaurants/hours-schemas";
import { z } from "zod";
import {
  AccountTokenSchema,
  CustomerSignupSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RefreshSchema,
  ResetPasswordSchema,
  RestaurantSignupSchema,
  UpdateEmailSchema,
} from "@/lib/accounts/schemas";
import { FavouriteMenuItemSchema, FavouriteRestaurantSchema, FavouritesQuerySchema } from "@/lib/favourites/schemas";
import {
  DeleteImageSchema,
  RemoveProfileImageSchema,
  SetProfileImageSchema,
  UploadImageFormSchema,
} from "@/lib/images/schemas";
import { OrderEventsQuerySchema } from "@/lib/live/schemas";
import { AcceptOrderSchema, KitchenOrderSchema, KitchenSettingsSchema, RejectOrderSchema } from "@/lib/kitchen/schemas";
import { PhoneCodeSchema, PhoneSchema } from "@/lib/phone/schemas";
import { AddressInputSchema } from "@/lib/location/schemas";
import { MenuQuerySchema } from "@/lib/menu/schemas";
import { PreferenceChoiceSchema } from "@/lib/messages/preference-schemas";
import { PushSubscriptionSchema, PushUnsubscribeSchema } from "@/lib/push/schemas";
import * as A from "@/lib/openapi/answers";
import {
  CancelOrderBodySchema,
  CustomerOrdersQuerySchema,
  OptionalOrderIdSchema,
  UpdateOrderStatusSchema,
} from "@/lib/orders/schemas";
import { RecordTicketPrintSchema, TicketEscPosQuerySchema } from "@/lib/tickets/schemas";
import {
  CheckoutSchema,
  LocalOrderSchema,
  PlaceOrderSchema,
  ProviderOrderSchema,
  SpecPaymentOrderSchema,
  VerifyPaymentSchema,
} from "@/lib/checkout/schemas";
import {
  DashboardQuerySchema,
  DeleteMenuItemSchema,
  MenuItemSchema,
  OwnerItemsQuerySchema,
  RestaurantOrdersQuerySchema,
  UpdateMenuItemSchema,
  MenuItemStockSchema,
} from "@/lib/owner/schemas";
import { RestaurantSettingsSchema } from "@/lib/owner/settings-schemas";
import { FetchRestaurantsQuerySchema, RestaurantIdQuerySchema } from "@/lib/restaurants/schemas";
import { AddReviewSchema } from "@/lib/reviews/schemas";
import { SearchQuerySchema } from "@/lib/search/schemas";

// Every operation of every route file under app/api, in one list: the request schemas the route
// files pass to handler() (imported from lib/<domain>/schemas.ts, never copied), the answer schemas of
// lib/openapi/answers.ts, who may call and the statuses it answers. lib/openapi/document.ts makes
// the OpenAPI 3.1 document of it; tests/openapi/coverage.test.ts fails when a route file exports a
// method that has no operation here, or an operation names a route or method that does not exist.

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call. The four of handler() (lib/http/handler.ts), plus the doors that prove themselves another
 * way: `cron` (Authorization: Bearer $CRON_SECRET), `signed` (a payment provider's signature over the
 * body) and `next-auth` (next-auth's own endpoints).
 */
export type Caller = "public" | "user" | "customer" | "restaurant" | "cron" | "signed" | "next-auth";

/** How the body travels: JSON (the default), a multipart upload, JSON or the provider's HTML form post, raw signed JSON. */
export type BodyKind = "json" | "multipart" | "json-or-form" | "raw-json";

/** What an answer carries: JSON (the default), a server-sent event stream, a redirect, HTML, plain text or bytes. */
type AnswerKind = "json" | "event-stream" | "redirect" | "html" | "text" | "binary";

export type Answer = { description: string; schema?: z.ZodType; kind?: AnswerKind };

export type Operation = {
  method: Method;
  /** The route as its folder under app/ names it, route groups dropped: "/api/login/[usertype]". */
  route: `/api/${string}`;
  summary: string;
  /** The area in the document (OpenAPI tag). */
  tag: "accounts" | "browse" | "favourites" | "addresses" | "checkout" | "orders" | "owner" | "images" | "live" | "ops";
  caller: Caller;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  /** Path parameters ([usertype], [id], [...path]) and what they take. */
  params?: Record<string, string>;
  /** The successful (and redirect) answers by status. */
  answers: Record<number, Answer>;
  /** Error statuses this call answers besides those every call of its kind answers (see errorStatuses). */
  errors?: number[];
  /** What the spec's call table says, kept visible: its request and answer, and where we differ. */
  spec?: string;
  /** Not in the spec: one of our own calls. */
  ours?: true;
};

const json = (description: string, schema: z.ZodType): Answer => ({ description, schema });
const message = (description: string): Answer => json(description, A.MessageAnswer);

/** createPaymentOrder's body: our checkout's cart, or the spec's amount alone (the route tells them apart by `items`). */
const PaymentOrderBody = z.union([CheckoutSchema, SpecPaymentOrderSchema]);

/** placeOrder's body: the payment reference, and the stored local order the spec's checkout places (lib/orders/place-order.ts). */
const PlaceOrderBody = PlaceOrderSchema.extend(LocalOrderSchema.partial().shape).meta({
  description:
    "payment_reference_id; the stored local order (restaurant_id, items, customerName, deliveryLocation) is needed " +
    "when the payment has no order yet (the spec's checkout); its other fields are the client's own and ignored",
});

export const OPERATIONS: readonly Operation[] = [
  // accounts
  {
    method: "POST",
    route: "/api/login/[usertype]",
    tag: "accounts",
    summary: "A customer or restaurant owner logs in; sets the session, refresh and XSRF-TOKEN cookies",
    caller: "public",
    params: { usertype: "customer or restaurant (another: 404)" },
    body: LoginSchema,
    answers: { 200: json("Logged in: the spec's user object with its tokens", A.LoginAnswer) },
    errors: [401, 404, 415, 429],
    spec: "request `email, password, usertype`; answer `message`, `user {…, accessToken, refreshToken}`, owners also `restaurantInfo`",
  },
  {
    method: "POST",
    route: "/api/signup/customer",
    tag: "accounts",
    summary: "A visitor creates a customer account",
    caller: "public",
    body: CustomerSignupSchema,
    answers: { 200: message("Created (200, not 201: the spec's client reads the message of a plain success)") },
    errors: [409, 415, 429],
    spec: "request `username, email, password, confirmPassword, usertype`; answer `message`",
  },
  {
    method: "POST",
    route: "/api/restaurantSignup",
    tag: "accounts",
    summary: "A partner registers an owner account and its restaurant together",
    caller: "public",
    body: RestaurantSignupSchema,
    answers: { 200: message("Registered") },
    errors: [409, 415, 429],
    spec: "request `user {username, email, password, usertype}, name, image, location, cuisines, opentime, closetime`; answer `message`",
  },
  {
    method: "POST",
    route: "/api/refreshAccessToken",
    tag: "accounts",
    summary: "Trades a refresh token (the body's, else the refresh cookie's) for new tokens, once",
    caller: "public",
    body: RefreshSchema,
    answers: { 200: json("New tokens and the user; the cookies are renewed", A.RefreshAnswer) },
    errors: [401, 429],
    spec: "request `accessToken, refreshToken, email` (each may be null); answer `accessToken, refreshToken, user`, owners also `restaurant`",
  },
  {
    method: "POST",
    route: "/api/logout",
    tag: "accounts",
    summary: "Ends the caller's login (cookies, access and refresh tokens stop working) and clears the cookies",
    caller: "public",
    answers: { 200: message("Logged out") },
    spec: "request: the user object (ignored); answer `message`",
  },
  {
    method: "POST",
    route: "/api/updateUserEmail",
    tag: "accounts",
    summary:
      "A logged-in user asks to change their own email: a link mailed to the new address makes the change (the same answer whether the address was free or taken)",
    caller: "user",
    body: UpdateEmailSchema,
    answers: { 200: message("Asked: check the new inbox (or taken: the answer does not say which)") },
    errors: [429],
    spec: "request `username, email`; answer `message`. Ours: the change waits for the link mailed to the new address; a login older than 10 minutes also sends `password` (403 naming `password` without it)",
  },
  {
    method: "POST",
    route: "/api/verifyEmail",
    tag: "accounts",
    summary: "Confirms an account's email with the token of its welcome mail's link",
    caller: "public",
    body: AccountTokenSchema,
    answers: { 200: message("Confirmed") },
    errors: [415, 429],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/forgotPassword",
    tag: "accounts",
    summary:
      "Mails a password reset link (30 minutes, single use) to the account with that email, if any: the same answer either way",
    caller: "public",
    body: ForgotPasswordSchema,
    answers: { 200: message("Sent if an account uses the address (the answer does not say)") },
    errors: [415, 429],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/resetPassword",
    tag: "accounts",
    summary: "Sets a new password with a reset link's token and ends every login of the account",
    caller: "public",
    body: ResetPasswordSchema,
    answers: { 200: json("Changed; `usertype` names the login page to go to", A.PasswordResetAnswer) },
    errors: [415, 429],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/confirmEmailChange",
    tag: "accounts",
    summary:
      "Makes an email change with the token mailed to the new address; ends the account's other logins and mails the old address an undo link (7 days)",
    caller: "public",
    body: AccountTokenSchema,
    answers: { 200: message("Changed") },
    errors: [409, 415, 429],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/undoEmailChange",
    tag: "accounts",
    summary: "Puts an account's old email back with the undo link mailed to it, and ends every login of the account",
    caller: "public",
    body: AccountTokenSchema,
    answers: { 200: message("Undone") },
    errors: [409, 415, 429],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/phone/sendCode",
    tag: "accounts",
    summary:
      "A customer asks for a 6-digit code texted to the mobile number they want to add (400 for a number that is not an Indian mobile)",
    caller: "customer",
    body: PhoneSchema,
    answers: { 200: message("Texted; the code lasts 5 minutes and voids any older one") },
    errors: [429],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/phone/verify",
    tag: "accounts",
    summary:
      "A customer proves the number with its code; it becomes their number (400 for a wrong, expired or used code, with the tries left)",
    caller: "customer",
    body: PhoneCodeSchema,
    answers: { 200: json("Verified", A.PhoneVerified) },
    errors: [409, 429],
    ours: true,
  },
  {
    method: "DELETE",
    route: "/api/phone",
    tag: "accounts",
    summary: "A customer removes their mobile number",
    caller: "customer",
    answers: { 200: message("Removed") },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/phone/loginCode",
    tag: "accounts",
    summary:
      "Anyone asks for a login code; it is texted only to a customer's verified number, and the answer is the same either way",
    caller: "public",
    body: PhoneSchema,
    answers: { 200: message("The same words whether or not an account has this number") },
    errors: [415, 429],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/phone/login",
    tag: "accounts",
    summary:
      "A customer logs in with their number and its code: the same answer and cookies as POST /api/login/{usertype} (401 for a wrong, expired or used code, with the tries left)",
    caller: "public",
    body: PhoneCodeSchema,
    answers: { 200: json("Logged in: the spec's user object with its tokens", A.LoginAnswer) },
    errors: [401, 415, 429],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/me",
    tag: "accounts",
    summary: "Who is looking: the caller's account, a customer's favourite ids and the shopper's place",
    caller: "public",
    answers: { 200: json("The viewer (user null for a visitor)", A.Viewer) },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/preferences",
    tag: "accounts",
    summary: "A user's message preferences: their topics per channel, and the messages always sent",
    caller: "user",
    answers: { 200: json("The preferences in force", A.PreferencesAnswer) },
    ours: true,
  },
  {
    method: "PUT",
    route: "/api/preferences",
    tag: "accounts",
    summary: "A user turns one topic on or off on one channel (a topic of their account type, a channel it offers)",
    caller: "user",
    body: PreferenceChoiceSchema,
    answers: { 200: json("The preferences as now stored", A.PreferencesAnswer) },
    errors: [400],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/session/refresh",
    tag: "accounts",
    summary: "Renews an expired browser session from the refresh cookie during a navigation, then returns to `next`",
    caller: "public",
    query: z.object({ next: z.string().optional().meta({ description: "A path of this site to return to" }) }),
    answers: {
      303: { description: "Back to `next`, with renewed cookies (or cleared ones)", kind: "redirect" },
      403: { description: "Cross-site request refused (plain text)", kind: "text" },
    },
    errors: [429],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/auth/[...nextauth]",
    tag: "accounts",
    summary: "next-auth's own endpoints (Google OAuth sign-in, callback, CSRF token, providers), when configured",
    caller: "next-auth",
    params: { nextauth: "next-auth's action path, e.g. providers, csrf, callback/google" },
    answers: {
      200: { description: "next-auth's JSON (providers, csrf, session) or page", kind: "json" },
      302: { description: "To the provider or back to the app", kind: "redirect" },
    },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/auth/[...nextauth]",
    tag: "accounts",
    summary: "next-auth's own endpoints (sign-in, sign-out), body bounded, hosts trusted, redirects relative",
    caller: "next-auth",
    params: { nextauth: "next-auth's action path, e.g. signin/google" },
    answers: { 302: { description: "To the provider or back to the app", kind: "redirect" } },
    errors: [413],
    ours: true,
  },
  // browse
  {
    method: "GET",
    route: "/api/fetchRestaurants",
    tag: "browse",
    summary: "Anyone lists restaurants: sorted, filtered by cuisine and where they deliver, searched, paged",
    caller: "public",
    query: FetchRestaurantsQuerySchema,
    answers: {
      200: json(
        "A page of restaurants; without `page` and `pageSize` every restaurant up to 500 (the spec's client knows no pages)",
        A.RestaurantsPage,
      ),
    },
    spec: "request: none; answer `restaurants [{_id, name, image {imageUrl}, location, cuisines, opentime, closetime}]`",
  },
  {
    method: "GET",
    route: "/api/getRestauarntById",
    tag: "browse",
    summary: "Anyone reads one restaurant (the path keeps the spec's spelling)",
    caller: "public",
    query: RestaurantIdQuerySchema,
    answers: { 200: json("The restaurant", A.RestaurantAnswer) },
    errors: [404],
    spec: "query `_id`; answer `restaurant` (the path keeps the spec's misspelling)",
  },
  {
    method: "GET",
    route: "/api/getMenuByRestaurantId",
    tag: "browse",
    summary: "Anyone reads a restaurant's menu (dishes on sale), grouped by category",
    caller: "public",
    query: MenuQuerySchema,
    answers: { 200: json("The menu's groups", A.MenuAnswer) },
    errors: [404],
    spec: "query `_id`; answer `menuitems [{_id: category, category_count, items}]`, price in rupees",
  },
  {
    method: "GET",
    route: "/api/openingHours",
    tag: "browse",
    summary: "Anyone reads a restaurant's week of opening windows and its upcoming holiday closures",
    caller: "public",
    query: OpeningHoursQuerySchema,
    answers: { 200: json("The week and closures", A.OpeningHoursAnswer) },
    errors: [404],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/search",
    tag: "browse",
    summary: "Anyone searches restaurants and dishes (typo-tolerant), optionally only those delivering to a place",
    caller: "public",
    query: SearchQuerySchema,
    answers: { 200: json("Restaurants and dishes found (empty below the minimum length)", A.SearchAnswer) },
    ours: true,
  },
  // favourites
  ...(
    [
      ["/api/markRestaurantAsFavourite", "adds a restaurant to", FavouriteRestaurantSchema, "`restaurant_id, user_id`"],
      [
        "/api/reomveRestaurantFromFavourite",
        "removes a restaurant from",
        FavouriteRestaurantSchema,
        "`restaurant_id, user_id` (the path keeps the spec's misspelling)",
      ],
      ["/api/markFoodItemAsFavourite", "adds a dish to", FavouriteMenuItemSchema, "`menuitem_id, user_id`"],
      ["/api/removeFoodItemFromFavourite", "removes a dish from", FavouriteMenuItemSchema, "`menuitem_id, user_id`"],
    ] as const
  ).map(([route, does, body, spec]): Operation => ({
    method: "POST",
    route,
    tag: "favourites",
    summary: `A customer ${does} their favourites; repeats change nothing`,
    caller: "customer",
    body,
    answers: { 200: json("The caller's favourite ids after the change", A.FavouriteIdsAnswer) },
    errors: [404],
    spec: `request ${spec}; answer not read by the spec's client`,
  })),
  {
    method: "GET",
    route: "/api/getFavouritesByCustomerid",
    tag: "favourites",
    summary: "A customer reads their favourite restaurants and dishes",
    caller: "customer",
    query: FavouritesQuerySchema,
    answers: { 200: json("The favourites, whole", A.FavouritesAnswer) },
    spec: "query `_id`; answer `favouriteRestaurants`, `favouriteFoodItems` (the path keeps the spec's `Customerid`)",
  },
  // addresses
  {
    method: "GET",
    route: "/api/addresses",
    tag: "addresses",
    summary: "A customer's saved addresses, the default first",
    caller: "customer",
    answers: { 200: json("The address book", A.AddressesAnswer) },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/addresses",
    tag: "addresses",
    summary: "A customer saves an address (up to 20)",
    caller: "customer",
    body: AddressInputSchema,
    answers: { 201: json("Saved", A.AddressSaved) },
    errors: [409],
    ours: true,
  },
  {
    method: "PUT",
    route: "/api/addresses/[id]",
    tag: "addresses",
    summary: "A customer edits one of their addresses",
    caller: "customer",
    params: { id: "The address's _id" },
    body: AddressInputSchema,
    answers: { 200: json("Updated", A.AddressSaved) },
    errors: [404],
    ours: true,
  },
  {
    method: "DELETE",
    route: "/api/addresses/[id]",
    tag: "addresses",
    summary: "A customer deletes one of their addresses",
    caller: "customer",
    params: { id: "The address's _id" },
    answers: { 200: message("Deleted") },
    errors: [404],
    ours: true,
  },
  // push notifications (docs/push-notifications.md)
  {
    method: "GET",
    route: "/api/push/publicKey",
    tag: "accounts",
    summary: "The key browsers subscribe to our push notifications with (VAPID public key)",
    caller: "public",
    answers: { 200: json("The key", A.PushPublicKeyAnswer) },
    errors: [503],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/push/subscriptions",
    tag: "accounts",
    summary:
      "A logged-in user's device gets push notifications: the browser's PushSubscription (https endpoint on a public host); the same endpoint is updated and moves to the caller; at most 10 devices per user, the oldest dropped",
    caller: "user",
    body: PushSubscriptionSchema,
    answers: { 201: message("Subscribed"), 200: message("Already known: updated, and now the caller's") },
    ours: true,
  },
  {
    method: "DELETE",
    route: "/api/push/subscriptions",
    tag: "accounts",
    summary: "A logged-in user's device stops getting push notifications (only the caller's own devices)",
    caller: "user",
    body: PushUnsubscribeSchema,
    answers: { 200: message("Unsubscribed") },
    errors: [404],
    ours: true,
  },
  // checkout
  {
    method: "GET",
    route: "/api/getPaymentAPIKey",
    tag: "checkout",
    summary: "The public key id of the payment gateway in use (never a secret)",
    caller: "customer",
    answers: { 200: json("The key and which gateway", A.PaymentKeyAnswer) },
    spec: "answer `key`; ours besides `gateway` (razorpay or test)",
  },
  {
    method: "POST",
    route: "/api/createPaymentOrder",
    tag: "checkout",
    summary: "A customer starts paying: the cart priced on the server (our checkout), or the spec's amount alone",
    caller: "customer",
    body: PaymentOrderBody,
    answers: { 200: json("The provider order to pay and where to pay it", A.PaymentOrderAnswer) },
    errors: [404, 409, 429, 504],
    spec: "request `amount` (rupees); answer the provider order",
  },
  {
    method: "POST",
    route: "/api/verifyPayment",
    tag: "checkout",
    summary: "The payment widget's signed result is verified: JSON from our page, or the provider's form post",
    caller: "signed",
    body: VerifyPaymentSchema,
    bodyKind: "json-or-form",
    answers: {
      200: json("Verified (JSON, the customer's session)", A.VerifyPaymentAnswer),
      303: { description: "A form post: to /paymentStatus/{payment id}", kind: "redirect" },
    },
    errors: [400, 404, 409],
    spec: "request `razorpay_order_id, razorpay_payment_id, razorpay_signature`; answer `message`",
  },
  {
    method: "POST",
    route: "/api/paymentVerification",
    tag: "checkout",
    summary: "/api/verifyPayment under the name Razorpay's common integration posts its callback to",
    caller: "signed",
    body: VerifyPaymentSchema,
    bodyKind: "json-or-form",
    answers: {
      200: json("Verified (JSON, the customer's session)", A.VerifyPaymentAnswer),
      303: { description: "A form post: to /paymentStatus/{payment id}", kind: "redirect" },
    },
    errors: [400, 404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/placeOrder",
    tag: "checkout",
    summary: "The stored local order plus payment_reference_id: confirms our checkout's order, or places the spec's",
    caller: "customer",
    body: PlaceOrderBody,
    answers: { 200: json("The order the payment paid for; repeats answer the same order", A.PlaceOrderAnswer) },
    errors: [404, 409],
    spec: "request: the stored local order plus `payment_reference_id`; answer not shown",
  },
  {
    method: "POST",
    route: "/api/razorpayWebhook",
    tag: "checkout",
    summary: "The payment provider reports captured and failed payments (signature over the raw body)",
    caller: "signed",
    body: z.looseObject({ event: z.string(), payload: z.unknown().optional() }).meta({
      description: "A Razorpay webhook event (payment.captured, payment.failed; others acknowledged)",
    }),
    bodyKind: "raw-json",
    answers: { 200: json("Handled, or already handled (each event id once)", A.WebhookAnswer) },
    errors: [400, 413],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/testGateway/pay",
    tag: "checkout",
    summary: "TEST MODE: the built-in gateway takes a (pretend) payment for the caller's provider order",
    caller: "customer",
    body: ProviderOrderSchema,
    answers: { 200: json("What the widget hands the page after a payment", A.PaymentSuccess) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/testGateway/fail",
    tag: "checkout",
    summary: "TEST MODE: a declined payment, reported as the provider's payment.failed would be",
    caller: "customer",
    body: ProviderOrderSchema,
    answers: { 200: json("The failure", A.PaymentFailure) },
    errors: [404, 409],
    ours: true,
  },
  // orders
  {
    method: "GET",
    route: "/api/getOrdersByCustomerId",
    tag: "orders",
    summary: "The caller's paid orders, newest first, a page at a time (without page and pageSize: all, up to 500)",
    caller: "customer",
    query: CustomerOrdersQuerySchema,
    answers: { 200: json("A page of orders", A.OrdersPage) },
    spec: "query `_id` (the customer); answer `orders [...]`",
  },
  {
    method: "GET",
    route: "/api/getOrdersByRestaurantId",
    tag: "orders",
    summary:
      "A restaurant owner's paid orders, newest first, a page at a time (without page and pageSize: all, up to 500)",
    caller: "restaurant",
    query: RestaurantOrdersQuerySchema,
    answers: { 200: json("A page of orders", A.OrdersPage) },
    spec: "query `_id` (the restaurant); answer `orders`",
  },
  {
    method: "POST",
    route: "/api/cancelOrder",
    tag: "orders",
    summary: "A customer (body {_id}) or a restaurant owner (?_id=, optional body {reason}) cancels an order",
    caller: "user",
    query: OptionalOrderIdSchema,
    body: CancelOrderBodySchema,
    answers: { 200: json("Cancelled, refunded at once", A.OrderChanged) },
    errors: [404, 409],
    spec: "customer: body `{_id}`; restaurant: query `_id`, no body; answer not read",
  },
  {
    method: "POST",
    route: "/api/updateOrderStatus",
    tag: "orders",
    summary: "A restaurant owner moves one of their orders on (pending -> out for delivery -> delivered)",
    caller: "restaurant",
    body: UpdateOrderStatusSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    spec: "request `_id, status` (lowercase)",
  },
  {
    method: "POST",
    route: "/api/recordTicketPrint",
    tag: "orders",
    summary:
      "A restaurant owner records a print of one of their orders' kitchen tickets (KOT): the first print takes the " +
      "restaurant's next ticket number, later ones are reprints (copy 2+) of the same number",
    caller: "restaurant",
    body: RecordTicketPrintSchema,
    answers: { 200: json("Which print this is", A.TicketPrintRecorded) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/ticketEscPos",
    tag: "orders",
    summary:
      "A restaurant owner reads one of their orders' kitchen tickets as ESC/POS bytes for a USB or network " +
      "thermal printer (58 or 80 mm), as of its latest recorded print; reading records nothing",
    caller: "restaurant",
    query: TicketEscPosQuerySchema,
    answers: { 200: { description: "The ticket's printer commands", schema: A.EscPosBytes, kind: "binary" } },
    errors: [404],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/addReview",
    tag: "orders",
    summary: "A customer rates their own delivered order, once",
    caller: "customer",
    body: AddReviewSchema,
    answers: { 200: json("The review", A.AddReviewAnswer) },
    errors: [404, 409],
    ours: true,
  },
  // the kitchen's side of an order (issue 30)
  {
    method: "POST",
    route: "/api/acceptOrder",
    tag: "orders",
    summary: "A restaurant owner accepts a new order with a preparation time (placed -> accepted; readyBy set)",
    caller: "restaurant",
    body: AcceptOrderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/rejectOrder",
    tag: "orders",
    summary: "A restaurant owner rejects a new order: cancelled and refunded at once, the customer reads the reason",
    caller: "restaurant",
    body: RejectOrderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/markOrderPreparing",
    tag: "orders",
    summary: "A restaurant owner starts preparing an accepted order (accepted -> preparing)",
    caller: "restaurant",
    body: KitchenOrderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/markOrderReady",
    tag: "orders",
    summary: "A restaurant owner marks an accepted order's food ready (accepted or preparing -> ready)",
    caller: "restaurant",
    body: KitchenOrderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
  // owner
  {
    method: "GET",
    route: "/api/getDashboardDetails",
    tag: "owner",
    summary: "A restaurant owner's dashboard figures for one year (Asia/Kolkata months)",
    caller: "restaurant",
    query: DashboardQuerySchema,
    answers: { 200: json("The figures, all twelve months", A.DashboardAnswer) },
    spec: "query `_id` (the restaurant), `year`; answer `dashboardDetails`",
  },
  {
    method: "GET",
    route: "/api/getItemsByRestaurantId",
    tag: "owner",
    summary: "A restaurant owner's dishes on sale, newest first, optionally searched",
    caller: "restaurant",
    query: OwnerItemsQuerySchema,
    answers: { 200: json("The dishes, each with its public_id", A.OwnerMenuAnswer) },
    spec: "query `restaurant_id`; answer `items`",
  },
  {
    method: "POST",
    route: "/api/addMenuItem",
    tag: "owner",
    summary: "A restaurant owner adds a dish, with an image they uploaded",
    caller: "restaurant",
    body: MenuItemSchema,
    answers: {
      200: json("Added (200, not 201: the spec's clients take any other status as a failure)", A.MenuItemSaved),
    },
    spec: "item fields plus `restaurant_id`; answer `message`",
  },
  {
    method: "POST",
    route: "/api/updateMenuItem",
    tag: "owner",
    summary: "A restaurant owner edits one of their dishes (a replaced image is deleted)",
    caller: "restaurant",
    body: UpdateMenuItemSchema,
    answers: { 200: json("The dish as saved", A.MenuItemSaved) },
    errors: [404],
    spec: "item fields including `_id`; answer `message`",
  },
  {
    method: "POST",
    route: "/api/deleteMenuItem",
    tag: "owner",
    summary: "A restaurant owner removes a dish (archived if past orders have it)",
    caller: "restaurant",
    body: DeleteMenuItemSchema,
    answers: { 200: json("Deleted or archived", A.MenuItemDeleted) },
    errors: [404],
    spec: "request `_id, public_id`; answer `message`",
  },
  {
    method: "POST",
    route: "/api/setMenuItemStock",
    tag: "owner",
    summary:
      "A restaurant owner marks one of their dishes sold out (for today, or `until` a time within 30 days) or back in stock",
    caller: "restaurant",
    body: MenuItemStockSchema,
    answers: { 200: json("The dish with its inStock and outOfStockUntil", A.MenuItemSaved) },
    errors: [403, 404],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/restaurantSettings",
    tag: "owner",
    summary: "A restaurant owner reads their restaurant's settings",
    caller: "restaurant",
    answers: { 200: json("The settings", A.SettingsAnswer) },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/updateRestaurantSettings",
    tag: "owner",
    summary: "A restaurant owner changes their restaurant, its delivery area, or pauses orders",
    caller: "restaurant",
    body: RestaurantSettingsSchema,
    answers: { 200: json("The settings as saved", A.SettingsSaved) },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/kitchenSettings",
    tag: "owner",
    summary: "A restaurant owner reads the accept window, auto-accept and its preparation time",
    caller: "restaurant",
    answers: { 200: json("The kitchen settings", A.KitchenSettingsAnswer) },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/updateKitchenSettings",
    tag: "owner",
    summary: "A restaurant owner sets the accept window (1-30 min), auto-accept and its preparation time (5-90 min)",
    caller: "restaurant",
    body: KitchenSettingsSchema,
    answers: { 200: json("The kitchen settings as saved", A.KitchenSettingsSaved) },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/kitchenQueue",
    tag: "owner",
    summary:
      "A restaurant owner's paid orders still waiting for Accept or Reject, oldest first, with when each one's accept window ends",
    caller: "restaurant",
    answers: { 200: json("The waiting orders and their count", A.KitchenQueueAnswer) },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/updateOpeningHours",
    tag: "owner",
    summary:
      "A restaurant owner sets the week's opening windows (up to 4 a day, past midnight allowed) and holiday closures; 422 names the day",
    caller: "restaurant",
    body: UpdateOpeningHoursSchema,
    answers: { 200: json("The week and closures as saved", A.OpeningHoursSaved) },
    ours: true,
  },
  // images
  {
    method: "POST",
    route: "/api/uploadToCloudinary",
    tag: "images",
    summary: "A logged-in user, or a restaurant still signing up, uploads an image (JPEG, PNG, WebP, GIF, AVIF, 5 MB)",
    caller: "public",
    body: UploadImageFormSchema,
    bodyKind: "multipart",
    answers: { 200: json("The stored image", A.UploadAnswer) },
    errors: [403, 413, 415, 429, 502],
    spec: "multipart `image`, `folderName`; answer `imageUrl, public_id`",
  },
  {
    method: "POST",
    route: "/api/deleteImageFromCloudinary",
    tag: "images",
    summary: "The uploader of an image deletes it (anonymous callers: their own fresh, unused uploads)",
    caller: "public",
    body: DeleteImageSchema,
    answers: { 200: message("Removed") },
    errors: [403, 404, 502],
    spec: "request `public_id`; answer: status 200",
  },
  {
    method: "POST",
    route: "/api/setUserProfileImage",
    tag: "images",
    summary: "A user makes an image they uploaded their profile image",
    caller: "user",
    body: SetProfileImageSchema,
    answers: { 200: json("The profile image", A.ProfileImageSet) },
    errors: [404],
    spec: "request `_id, imageUrl, public_id` (the upload named by public_id is used); answer not read",
  },
  {
    method: "POST",
    route: "/api/removeUserProfileImage",
    tag: "images",
    summary: "A user removes their profile image",
    caller: "user",
    body: RemoveProfileImageSchema,
    answers: { 200: message("Removed") },
    spec: "request `_id`; answer not read",
  },
  // live
  {
    method: "GET",
    route: "/api/orderEvents",
    tag: "live",
    summary: "The caller's order events after `after`, for the polling fallback of the live stream",
    caller: "user",
    query: OrderEventsQuerySchema,
    answers: { 200: json("At most 100 events and the cursor to poll from next", A.OrderEventsPage) },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/orderEvents/stream",
    tag: "live",
    summary: "Server-sent events of the caller's order changes (a customer's orders, an owner's restaurant)",
    caller: "user",
    answers: { 200: { description: "The stream", schema: A.EventStream, kind: "event-stream" } },
    ours: true,
  },
  // ops
  {
    method: "GET",
    route: "/api/health",
    tag: "ops",
    summary: "For a HEALTHCHECK and a load balancer: the database answers SELECT 1 within a second (reads no session)",
    caller: "public",
    answers: {
      200: json("The database answers", A.HealthAnswer),
      503: json("It does not", A.HealthAnswer),
    },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/maintenance",
    tag: "ops",
    summary:
      "The app's housekeeping (pending refunds, stale uploads, old rate-limit windows), then every due job (mail, texts, push), for Vercel Cron",
    caller: "cron",
    answers: {
      200: json("Every step's result", A.MaintenanceReport),
      500: json("A step failed (the same report)", A.MaintenanceReport),
    },
    errors: [401, 503],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/openapi.json",
    tag: "ops",
    summary: "This document: OpenAPI 3.1, generated from the route schemas",
    caller: "public",
    answers: { 200: json("The OpenAPI document", A.OpenApiAnswer) },
    ours: true,
  },
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method): Operation => ({
    method,
    route: "/api/[...path]",
    tag: "ops",
    summary: "Any unknown /api path: the JSON error shape instead of an HTML page",
    caller: "public",
    params: { path: "Any path under /api that no other route serves" },
    answers: {},
    errors: [404],
    ours: true,
  })),
];

/** The OpenAPI path of a route: "/api/login/[usertype]" -> "/api/login/{usertype}", "[...path]" -> "{path}". */
export function openApiPath(route: string): string {
  return route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
}

/** The statuses every call of this kind may answer with the error shape, besides its own `errors`. */
export function errorStatuses(op: Operation): number[] {
  const out = new Set<number>(op.errors ?? []);
  if (op.caller === "next-auth") return [...out].sort((a, b) => a - b);
  if (op.body && (op.bodyKind ?? "json") === "json") out.add(400).add(413);
  if (op.body || op.query) out.add(422);
  if (op.caller === "user" || op.caller === "customer" || op.caller === "restaurant") out.add(401).add(403);
  // Writes: the cross-site checks (Origin, the XSRF echo) answer 403 unless the body signs itself.
  if (op.method !== "GET" && op.caller !== "signed") out.add(403);
  // Any call that reads the database: 503 while it is away, 500 for what nobody expected.
  if (op.route !== "/api/[...path]" && op.route !== "/api/health") out.add(500).add(503);
  return [...out].sort((a, b) => a - b);
}

/** The operation of a method on a route ("/api/login/[usertype]"), if any. */
export function findOperation(method: string, route: string): Operation | undefined {
  return OPERATIONS.find((op) => op.method === method && op.route === route);
}
