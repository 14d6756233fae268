// Matrix rows of help on an order (issue 33 item 4, docs/admin.md "Help"). The customer's calls answer only the
// order's customer (403 to another customer and to owners, 401 to a visitor); the console's refuse every actor of the
// matrix (401 to a visitor, 403 to a customer or an owner); riders and admins themselves are
// tests/authz/rider-actor.integration.test.ts and tests/authz/admin-actor.integration.test.ts.
import { db } from "@/lib/db";
import type { RouteKey } from "@/tests/authz/routes";
import { onlyAdmins, query, type Row, theCustomer } from "@/tests/authz/rows/common";
import { customersOrder, type World } from "@/tests/authz/world";

/** A help thread of the customer on a new order of theirs, waiting for the staff, made directly. */
async function customersThread(world: World): Promise<string> {
  const order = await customersOrder(world, "delivered");
  const thread = await db().helpThread.create({
    data: {
      orderId: order.id,
      customerId: world.customer.id,
      reason: "missing_item",
      messages: { create: { authorId: world.customer.id, body: "The raita was not in the bag" } },
    },
    select: { id: true },
  });
  return thread.id;
}

export const ADMIN_HELP_ROWS: Partial<Record<RouteKey, Row>> = {
  // The customer's side: a new order each time, so every request may start its own thread.
  "POST /api/help": {
    expect: theCustomer,
    request: async (w) => ({
      path: "/api/help",
      body: { orderId: (await customersOrder(w, "delivered")).id, reason: "late", message: "It came an hour late" },
    }),
  },
  "GET /api/help/[id]": {
    expect: theCustomer,
    request: async (w) => {
      const id = await customersThread(w);
      return { path: `/api/help/${id}`, params: { id } };
    },
  },
  "POST /api/help/[id]/reply": {
    expect: theCustomer,
    request: async (w) => {
      const id = await customersThread(w);
      return { path: `/api/help/${id}/reply`, params: { id }, body: { message: "Any news?" } };
    },
  },

  // The console's side.
  "GET /api/admin/help": {
    expect: onlyAdmins,
    request: () => ({ path: query("/api/admin/help", { status: "open" }) }),
  },
  "GET /api/admin/help/[id]": {
    expect: onlyAdmins,
    request: async (w) => {
      const id = await customersThread(w);
      return { path: `/api/admin/help/${id}`, params: { id } };
    },
  },
  "POST /api/admin/help/[id]/reply": {
    expect: onlyAdmins,
    request: async (w) => {
      const id = await customersThread(w);
      return {
        path: `/api/admin/help/${id}/reply`,
        params: { id },
        body: { message: "Sorry about that: we have told the restaurant", close: false },
      };
    },
  },
};
