// Matrix rows of a customer's own things: favourites and the address book.
import { db } from "@/lib/db";
import type { RouteKey } from "@/tests/authz/routes";
import { anyCustomer, query, type Row, theCustomer, who } from "@/tests/authz/rows/common";
import { ADDRESS, customersAddress } from "@/tests/authz/world";

export const CUSTOMER_ROWS: Partial<Record<RouteKey, Row>> = {
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
};
