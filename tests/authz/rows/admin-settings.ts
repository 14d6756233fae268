// Matrix rows of the platform console's settings calls (issue 33, docs/admin.md). Admin calls refuse every actor of the
// matrix (401 to a visitor, 403 to a customer or an owner); riders and admins themselves are
// tests/authz/rider-actor.integration.test.ts and tests/authz/admin-actor.integration.test.ts. An admin sends the same
// requests there, so each write is harmless to other test files: a commission of the world's own restaurant, a city and
// fee changes from the year 2200 (a served-cities list in force today would refuse everyone else's checkouts).
import { db } from "@/lib/db";
import type { RouteKey } from "@/tests/authz/routes";
import { onlyAdmins, query, type Row } from "@/tests/authz/rows/common";
import { suffix } from "@/tests/authz/world";

const FAR_AHEAD = "2200-01-01T00:00:00+05:30";

/** A platform coupon to deactivate, made afresh for each call. */
async function platformCoupon(): Promise<string> {
  const coupon = await db().offer.create({
    data: { restaurantId: null, code: `MX${suffix().toUpperCase()}`, title: "Matrix coupon", flatPaise: 500 },
  });
  return coupon.id;
}

export const ADMIN_SETTINGS_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/admin/settings": {
    expect: onlyAdmins,
    request: (w) => ({ path: query("/api/admin/settings", { q: w.restaurant.name }) }),
  },
  "POST /api/admin/settings": {
    expect: onlyAdmins,
    request: (w) => ({
      path: "/api/admin/settings",
      body: { key: "commission_bps", value: 1200, restaurantId: w.restaurant.id, effectiveFrom: FAR_AHEAD },
    }),
  },
  "GET /api/admin/coupons": { expect: onlyAdmins, request: () => ({ path: "/api/admin/coupons" }) },
  "POST /api/admin/coupons": {
    expect: onlyAdmins,
    request: () => ({
      path: "/api/admin/coupons",
      body: { code: `MX${suffix().toUpperCase()}`, title: "Matrix ₹50 off", flatPaise: 5000, minOrderPaise: 29_900 },
    }),
  },
  "POST /api/admin/coupons/[id]/deactivate": {
    expect: onlyAdmins,
    request: async () => {
      const id = await platformCoupon();
      return { path: `/api/admin/coupons/${id}/deactivate`, params: { id } };
    },
  },
  "GET /api/admin/cities": { expect: onlyAdmins, request: () => ({ path: "/api/admin/cities" }) },
  "POST /api/admin/cities": {
    expect: onlyAdmins,
    request: () => ({
      path: "/api/admin/cities",
      body: { name: "Matrixpur", state: "Goa", pincodes: [], active: true, effectiveFrom: FAR_AHEAD },
    }),
  },
  "GET /api/admin/overview": { expect: onlyAdmins, request: () => ({ path: "/api/admin/overview" }) },
};
