// The authorization matrix: for every route handler of the app (app/**/route.ts, one row per
// method), the status each actor gets for the same realistic request about the resources of
// "customer" and of "owner" (the customer's order at the owner's restaurant, the customer's
// favourites, the restaurant's menu...). tests/authz/authz.integration.test.ts sends each request
// as each actor, through the browser's cookie and through a Bearer token, and compares.
// A route on disk without a row here fails that test: a new endpoint must say who may call it.
//
// Columns: who(anonymous, customer, otherCustomer, owner, otherOwner).
// 404 for someone else's payment or provider order is deliberate: those ids are not revealed.
//
// The rows live in tests/authz/rows/, one file per area; MATRIX puts them together in this order.
import { ACCOUNT_ROWS } from "@/tests/authz/rows/accounts";
import { ADMIN_PARTNERS_ROWS } from "@/tests/authz/rows/admin-partners";
import { ADMIN_ORDERS_ROWS } from "@/tests/authz/rows/admin-orders";
import { ADMIN_HELP_ROWS } from "@/tests/authz/rows/admin-help";
import { ADMIN_SETTINGS_ROWS } from "@/tests/authz/rows/admin-settings";
import { ADMIN_AUDIT_ROWS } from "@/tests/authz/rows/admin-audit";
import { CHECKOUT_ROWS } from "@/tests/authz/rows/checkout";
import type { Row } from "@/tests/authz/rows/common";
import { CUSTOMER_ROWS } from "@/tests/authz/rows/customers";
import { GEO_ROWS } from "@/tests/authz/rows/geo";
import { DISPATCH_ROWS } from "@/tests/authz/rows/dispatch";
import { HOURS_ROWS } from "@/tests/authz/rows/hours";
import { IMAGE_ROWS } from "@/tests/authz/rows/images";
import { OFFER_ROWS } from "@/tests/authz/rows/offers";
import { ORDER_ROWS } from "@/tests/authz/rows/orders";
import { PHONE_ROWS } from "@/tests/authz/rows/phone";
import { PREFERENCE_ROWS } from "@/tests/authz/rows/preferences";
import { PUBLIC_ROWS } from "@/tests/authz/rows/public";
import { PUSH_ROWS } from "@/tests/authz/rows/push";
import { RIDER_ROWS } from "@/tests/authz/rows/riders";
import type { RouteKey } from "@/tests/authz/routes";

export { PENDING_MATRIX } from "@/tests/authz/rows/pending";
export { type Row } from "@/tests/authz/rows/common";

export const MATRIX: Partial<Record<RouteKey, Row>> = {
  ...PUBLIC_ROWS,
  ...ACCOUNT_ROWS,
  ...PHONE_ROWS,
  ...IMAGE_ROWS,
  ...CUSTOMER_ROWS,
  ...CHECKOUT_ROWS,
  ...ORDER_ROWS,
  ...PREFERENCE_ROWS,
  ...PUSH_ROWS,
  ...HOURS_ROWS,
  ...OFFER_ROWS,
  ...GEO_ROWS,
  ...RIDER_ROWS,
  ...DISPATCH_ROWS,
  ...ADMIN_PARTNERS_ROWS,
  ...ADMIN_ORDERS_ROWS,
  ...ADMIN_HELP_ROWS,
  ...ADMIN_SETTINGS_ROWS,
  ...ADMIN_AUDIT_ROWS,
};
