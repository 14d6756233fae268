// GET /api/orderEvents - the caller's order events after `after`, for the polling fallback of the live stream
import { handler } from "@/lib/http/handler";
import { OrderEventsQuerySchema } from "@/lib/live/schemas";
import { orderEventsPage, scopeOf } from "@/lib/live/service";

export const GET = handler({ auth: "user", query: OrderEventsQuerySchema }, async ({ user, query }) =>
  orderEventsPage(scopeOf(user), query.after),
);
