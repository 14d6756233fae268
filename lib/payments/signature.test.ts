import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
  webhookSignature,
} from "@/lib/payments/signature";

const secret = "key-secret";
const orderId = "order_IluGWxBm9U8zJ8";
const paymentId = "pay_IluGWxBm9U8zJ9";
// Razorpay's documented rule, computed independently of the module under test.
const expected = createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");

describe("payment signatures", () => {
  it("signs order_id|payment_id as hex HMAC-SHA256 with the key secret", () => {
    expect(paymentSignature(orderId, paymentId, secret)).toBe(expected);
  });

  it("accepts the valid signature, in either hex case", () => {
    expect(isValidPaymentSignature(orderId, paymentId, expected, secret)).toBe(true);
    expect(isValidPaymentSignature(orderId, paymentId, expected.toUpperCase(), secret)).toBe(true);
  });

  it("refuses a signature for another order, another payment or another secret", () => {
    expect(isValidPaymentSignature("order_other", paymentId, expected, secret)).toBe(false);
    expect(isValidPaymentSignature(orderId, "pay_other", expected, secret)).toBe(false);
    expect(isValidPaymentSignature(orderId, paymentId, expected, "another-secret")).toBe(false);
  });

  it("refuses a tampered signature (one hex digit changed)", () => {
    const tampered = `${expected.slice(0, -1)}${expected.endsWith("0") ? "1" : "0"}`;
    expect(isValidPaymentSignature(orderId, paymentId, tampered, secret)).toBe(false);
  });

  it("refuses a signature of the wrong length without throwing", () => {
    expect(isValidPaymentSignature(orderId, paymentId, expected.slice(0, 62), secret)).toBe(false);
    expect(isValidPaymentSignature(orderId, paymentId, `${expected}00`, secret)).toBe(false);
    expect(isValidPaymentSignature(orderId, paymentId, "", secret)).toBe(false);
  });

  it("refuses non-hex and non-string signatures without throwing", () => {
    expect(isValidPaymentSignature(orderId, paymentId, `${expected.slice(0, 63)}g`, secret)).toBe(false);
    expect(isValidPaymentSignature(orderId, paymentId, "z".repeat(64), secret)).toBe(false);
    expect(isValidPaymentSignature(orderId, paymentId, null, secret)).toBe(false);
    expect(isValidPaymentSignature(orderId, paymentId, 42, secret)).toBe(false);
  });

  it("refuses everything when the secret is empty", () => {
    const withEmpty = createHmac("sha256", "").update(`${orderId}|${paymentId}`).digest("hex");
    expect(isValidPaymentSignature(orderId, paymentId, withEmpty, "")).toBe(false);
  });
});

describe("webhook signatures", () => {
  const body = '{"event":"payment.captured","payload":{}}';
  const signature = createHmac("sha256", "webhook-secret").update(body).digest("hex");

  it("signs the raw body and accepts exactly that body", () => {
    expect(webhookSignature(body, "webhook-secret")).toBe(signature);
    expect(isValidWebhookSignature(body, signature, "webhook-secret")).toBe(true);
  });

  it("refuses a body changed by one character, even in whitespace", () => {
    expect(isValidWebhookSignature(body.replace(":{}", ": {}"), signature, "webhook-secret")).toBe(false);
    expect(isValidWebhookSignature(body, signature, "other")).toBe(false);
    expect(isValidWebhookSignature(body, undefined, "webhook-secret")).toBe(false);
  });
});
