"use client";
import type { PaymentOrderAnswer } from "@/lib/checkout/contract";
import type { PaymentSuccess } from "@/lib/payments/contract";

// Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
// its script is fetched only when the server says the gateway is Razorpay, never for TEST MODE.

const SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

type RazorpayFailure = { error?: { description?: string; metadata?: { payment_id?: string } } };
type RazorpayInstance = { open: () => void; on: (event: "payment.failed", cb: (r: RazorpayFailure) => void) => void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("The payment window did not load"));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error("The payment window could not be loaded. Check your connection and try again."));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

type OpenOptions = {
  answer: PaymentOrderAnswer;
  prefill: { name: string; email: string };
  description: string;
  /** The widget reports a payment (its signature is checked on the server next). */
  onPaid: (response: PaymentSuccess) => void;
  /** A failed attempt; the widget stays open for another try. */
  onFailed: (message: string) => void;
  /** Closed without paying. */
  onDismiss: () => void;
};

/** Loads Razorpay Checkout and opens it on the server's provider order. */
export async function openRazorpayCheckout({ answer, prefill, description, onPaid, onFailed, onDismiss }: OpenOptions) {
  const Razorpay = await loadScript();
  const checkout = new Razorpay({
    key: answer.key,
    order_id: answer.order.id,
    amount: answer.order.amount,
    currency: answer.order.currency,
    name: "Thali",
    description,
    prefill,
    theme: { color: "#cf360c" },
    handler: onPaid,
    modal: { ondismiss: onDismiss },
  });
  checkout.on("payment.failed", (response) => onFailed(response.error?.description ?? "The payment failed"));
  checkout.open();
}
