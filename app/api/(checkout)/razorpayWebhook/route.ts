// POST /api/razorpayWebhook - the payment provider reports captured and failed payments (signed raw body)
import { handler } from "@/lib/http/handler";
import { MAX_WEBHOOK_BYTES, readBoundedText } from "@/lib/http/read-body";
import { handleWebhook } from "@/lib/checkout/webhook";

// The signature covers the exact bytes sent, so the body is read raw rather than parsed by the wrapper,
// with the same ceiling as JSON bodies (one event is a few kB): anyone can post here before the signature is checked.
export const POST = handler({ auth: "public" }, async ({ request }) =>
  handleWebhook(
    await readBoundedText(request, MAX_WEBHOOK_BYTES),
    request.headers.get("x-razorpay-signature"),
    request.headers.get("x-razorpay-event-id"),
  ),
);
