import { FavouriteMenuItemSchema, FavouriteRestaurantSchema, FavouritesQuerySchema } from "@/lib/favourites/schemas";
import { AddressInputSchema } from "@/lib/location/schemas";
import { PushSubscriptionSchema, PushUnsubscribeSchema } from "@/lib/push/schemas";
import * as A from "@/lib/openapi/answers";
import { json, message, type Operation } from "@/lib/openapi/operation";

// A customer's own things: favourites, the address book, push subscriptions.

export const CUSTOMER_OPERATIONS: readonly Operation[] = [
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
];
