// Matrix rows of the platform console's orders calls (issue 33, docs/admin.md). Admin calls refuse every actor of the
// matrix (401 to a visitor, 403 to a customer or an owner); riders and admins themselves are
// tests/authz/rider-actor.integration.test.ts and tests/authz/admin-actor.integration.test.ts.
import { db } from "@/lib/db";
import type { RouteKey } from "@/tests/authz/routes";
import { onlyAdmins, query, type Row } from "@/tests/authz/rows/common";
import { customersOrder, suffix } from "@/tests/authz/world";
import { createUser } from "@/tests/support/factories";

/** A delivery partner of its own for each request (settling its cash changes nobody else's). */
async function newRider(): Promise<string> {
  const user = await db().user.create({
    data: { username: "Matrix Rider", email: `rider-${suffix()}@example.test`, userType: "rider", passwordHash: "x" },
  });
  await db().rider.create({ data: { userId: user.id, phone: "+919876543210", vehicle: "scooter", city: "Hyderabad" } });
  return user.id;
}

export const ADMIN_ORDERS_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/admin/orders": {
    expect: onlyAdmins,
    request: (w) => ({ path: query("/api/admin/orders", { restaurant: w.restaurant.name, status: "pending" }) }),
  },
  "GET /api/admin/orders/[id]": {
    expect: onlyAdmins,
    request: async (w) => ({ path: `/api/admin/orders/${(await customersOrder(w)).id}` }),
  },
  // A new order each time, so an admin who gets through cancels one of its own.
  "POST /api/admin/orders/cancel": {
    expect: onlyAdmins,
    request: async (w) => ({
      path: "/api/admin/orders/cancel",
      body: { orderId: (await customersOrder(w)).id, reason: "Restaurant closed for the day", refund: "full" },
    }),
  },
  "POST /api/admin/orders/refund": {
    expect: onlyAdmins,
    request: async (w) => ({
      path: "/api/admin/orders/refund",
      body: { orderId: (await customersOrder(w, "delivered")).id, amountPaise: 500, reason: "Raita was missing" },
    }),
  },
  "GET /api/admin/users": {
    expect: onlyAdmins,
    request: (w) => ({ path: query("/api/admin/users", { q: w.customer.email, type: "customer" }) }),
  },
  // A new customer each time: blocking the world's own would lock it out of every other row.
  "POST /api/admin/users/block": {
    expect: onlyAdmins,
    request: async () => ({
      path: "/api/admin/users/block",
      body: { userId: (await createUser("customer")).id, blocked: true, reason: "Abusive messages to riders" },
    }),
  },
  "POST /api/admin/riders/settle-cash": {
    expect: onlyAdmins,
    request: async () => ({ path: "/api/admin/riders/settle-cash", body: { riderId: await newRider() } }),
  },
};
