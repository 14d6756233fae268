import type { Operation } from "@/lib/openapi/operation";
import { ACCOUNTS_OPERATIONS } from "@/lib/openapi/operations/accounts";
import { ADMIN_PARTNERS_OPERATIONS } from "@/lib/openapi/operations/admin-partners";
import { ADMIN_ORDERS_OPERATIONS } from "@/lib/openapi/operations/admin-orders";
import { ADMIN_HELP_OPERATIONS } from "@/lib/openapi/operations/admin-help";
import { ADMIN_SETTINGS_OPERATIONS } from "@/lib/openapi/operations/admin-settings";
import { ADMIN_AUDIT_OPERATIONS } from "@/lib/openapi/operations/admin-audit";
import { BROWSE_OPERATIONS } from "@/lib/openapi/operations/browse";
import { CUSTOMER_OPERATIONS } from "@/lib/openapi/operations/customer";
import { CHECKOUT_OPERATIONS } from "@/lib/openapi/operations/checkout";
import { GEO_OPERATIONS } from "@/lib/openapi/operations/geo";
import { DISPATCH_OPERATIONS } from "@/lib/openapi/operations/dispatch";
import { ORDERS_OPERATIONS } from "@/lib/openapi/operations/orders";
import { OWNER_OPERATIONS } from "@/lib/openapi/operations/owner";
import { PLATFORM_OPERATIONS } from "@/lib/openapi/operations/platform";
import { RIDERS_OPERATIONS } from "@/lib/openapi/operations/riders";

// Every operation of every route file under app/api, in one list: the request schemas the route
// files pass to handler() (imported from lib/<domain>/schemas.ts, never copied), the answer schemas of
// lib/openapi/answers.ts, who may call and the statuses it answers, one file per area in
// lib/openapi/operations/. lib/openapi/document.ts makes the OpenAPI 3.1 document of it;
// tests/openapi/coverage.test.ts fails when a route file exports a method that has no operation here,
// or an operation names a route or method that does not exist.

export const OPERATIONS: readonly Operation[] = [
  ...ACCOUNTS_OPERATIONS,
  ...BROWSE_OPERATIONS,
  ...CUSTOMER_OPERATIONS,
  ...CHECKOUT_OPERATIONS,
  ...ORDERS_OPERATIONS,
  ...OWNER_OPERATIONS,
  ...PLATFORM_OPERATIONS,
  ...GEO_OPERATIONS,
  ...RIDERS_OPERATIONS,
  ...DISPATCH_OPERATIONS,
  ...ADMIN_PARTNERS_OPERATIONS,
  ...ADMIN_ORDERS_OPERATIONS,
  ...ADMIN_HELP_OPERATIONS,
  ...ADMIN_SETTINGS_OPERATIONS,
  ...ADMIN_AUDIT_OPERATIONS,
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
  if (
    op.caller === "user" ||
    op.caller === "customer" ||
    op.caller === "restaurant" ||
    op.caller === "rider" ||
    op.caller === "admin"
  ) {
    out.add(401).add(403);
  }
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
