// Matrix rows of message preferences: every logged-in user reads and sets only their own.
import type { RouteKey } from "@/tests/authz/routes";
import { isOwner, type Row, who } from "@/tests/authz/rows/common";

/** Any logged-in user, for their own preferences. */
const anyUser = who(401, 200, 200, 200, 200);

export const PREFERENCE_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/preferences": { expect: anyUser, request: () => ({ path: "/api/preferences" }) },
  "PUT /api/preferences": {
    expect: anyUser,
    // Each account type sets a topic of its own (the other type's topic is a 400, tested in tests/api).
    request: (_w, actor) => ({
      path: "/api/preferences",
      body: isOwner(actor)
        ? { topic: "new_orders", channel: "email", enabled: true }
        : { topic: "order_updates", channel: "email", enabled: true },
    }),
  },
};
