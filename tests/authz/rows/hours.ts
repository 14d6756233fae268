// Matrix rows of opening hours: anyone reads a restaurant's week; each owner sets their own (the session's
// restaurant; the request names none, so another owner's call can only reach their own).
import type { RouteKey } from "@/tests/authz/routes";
import { everyone, query, who, type Row } from "@/tests/authz/rows/common";

export const HOURS_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/openingHours": {
    expect: everyone(200),
    request: (w) => ({ path: query("/api/openingHours", { restaurantId: w.restaurant.id }) }),
  },
  "POST /api/updateOpeningHours": {
    expect: who(401, 403, 403, 200, 200),
    // Closures only (none): the week stays as it is, so other rows' checkouts still find the kitchen open.
    request: () => ({ path: "/api/updateOpeningHours", body: { closures: [] } }),
  },
};
