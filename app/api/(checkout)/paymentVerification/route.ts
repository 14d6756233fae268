// POST /api/paymentVerification - the same verification under the name Razorpay's common integration posts its callback to
import { paymentCallback } from "@/lib/checkout/payment-callback";

export const POST = paymentCallback;
