// Matrix rows of the platform console's orders calls (issue 33, docs/admin.md). Admin calls refuse every actor of the
// matrix (401 to a visitor, 403 to a customer or an owner); riders and admins themselves are
// tests/authz/rider-actor.integration.test.ts and tests/authz/admin-actor.integration.test.ts.
import type { RouteKey } from "@/tests/authz/routes";
import type { Row } from "@/tests/authz/rows/common";

export const ADMIN_ORDERS_ROWS: Partial<Record<RouteKey, Row>> = {};
