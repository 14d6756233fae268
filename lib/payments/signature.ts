import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay's signatures: hex HMAC-SHA256. A payment is signed over `order_id|payment_id` with the
// key secret, a webhook over its raw body with the webhook secret. The SDK's own validators compare
// with `===`; these compare in constant time so a forger learns nothing from response times.

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

function hmacHex(data: string, secret: string): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** True when `signature` is the hex HMAC of `data`; false for anything malformed, never throwing. */
function isValidHmac(data: string, signature: unknown, secret: string): boolean {
  if (typeof signature !== "string" || !HEX_SHA256.test(signature) || !secret) return false;
  const expected = Buffer.from(hmacHex(data, secret), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return hmacHex(`${orderId}|${paymentId}`, secret);
}

export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: unknown,
  secret: string,
): boolean {
  return isValidHmac(`${orderId}|${paymentId}`, signature, secret);
}

export function webhookSignature(rawBody: string, secret: string): string {
  return hmacHex(rawBody, secret);
}

export function isValidWebhookSignature(rawBody: string, signature: unknown, secret: string): boolean {
  return isValidHmac(rawBody, signature, secret);
}
