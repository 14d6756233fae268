// GET /api/orderEvents/stream - Server-Sent Events of the caller's order changes (a customer's orders, an owner's restaurant)
import { handler } from "@/lib/http/handler";
import { scopeOf } from "@/lib/live/service";
import { orderEventStream } from "@/lib/live/stream";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "user" }, async ({ request, user }) => orderEventStream(request, scopeOf(user)));
