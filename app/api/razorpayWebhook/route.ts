// POST /api/razorpayWebhook - the payment provider reports captured and failed payments (signed raw body)
import { handler } from "@/lib/http/handler";
import { handleWebhook } from "@/lib/orders/webhook";

// The signature covers the exact bytes sent, so the body is read raw rather than parsed by the wrapper.
export const POST = handler({ auth: "public" }, async ({ request }) =>
  handleWebhook(
    await request.text(),
    request.headers.get("x-razorpay-signature"),
    request.headers.get("x-razorpay-event-id"),
  ),
);
