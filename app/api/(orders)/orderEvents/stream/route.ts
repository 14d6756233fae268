// GET /api/orderEvents/stream - Server-Sent Events of the caller's order changes (a customer's orders, an owner's restaurant)
import { handler } from "@/lib/http/handler";
import { scopeOf } from "@/lib/live/service";
import { orderEventStream } from "@/lib/live/stream";

// On Vercel a function ends at its maximum duration: each stream closes itself before, within
// LIVE_STREAM_MAX_SECONDS (at most 290 there), and the browser resumes from Last-Event-ID.
export const maxDuration = 300;

export const GET = handler({ auth: "user" }, async ({ request, user }) =>
  orderEventStream(request, scopeOf(user), { sessionId: user.sessionId }),
);
