// The ways of paying a tester may choose on the TEST MODE page, as Razorpay names a payment's `method`, with the
// words the page and the order cards use. Browser-safe.

export const TEST_PAYMENT_METHODS = ["upi", "card", "netbanking", "wallet"] as const;
export type TestPaymentMethod = (typeof TEST_PAYMENT_METHODS)[number];

export const TEST_METHOD_LABELS: Record<TestPaymentMethod, string> = {
  upi: "UPI",
  card: "Card",
  netbanking: "Netbanking",
  wallet: "Wallet",
};
