// Matrix rows of the platform console's audit log (issue 33, docs/admin.md). Admin calls refuse every actor of the
// matrix (401 to a visitor, 403 to a customer or an owner); riders and admins themselves are
// tests/authz/rider-actor.integration.test.ts and tests/authz/admin-actor.integration.test.ts.
import type { RouteKey } from "@/tests/authz/routes";
import { onlyAdmins, query, type Row } from "@/tests/authz/rows/common";

export const ADMIN_AUDIT_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/admin/audit": {
    expect: onlyAdmins,
    request: () => ({ path: query("/api/admin/audit", { entity: "restaurant" }) }),
  },
};
