// POST /api/verifyPayment - the payment widget's signed result is verified (JSON from our page, or the provider's form post)
import { paymentCallback } from "@/lib/checkout/payment-callback";

export const POST = paymentCallback;
