// Matrix rows of checkout and payment.
import { testGateway } from "@/lib/payments/test-gateway";
import { webhookSignature } from "@/lib/payments/signature";
import type { Call, RouteKey } from "@/tests/authz/routes";
import { anyCustomer, everyone, type Row, who } from "@/tests/authz/rows/common";
import { customersOrder, customersPaidCheckout, customersPendingCheckout, suffix } from "@/tests/authz/world";

function signedWebhook(): Call {
  const body = JSON.stringify({
    event: "payment.captured",
    payload: {
      payment: { entity: { id: `pay_${suffix()}`, order_id: `order_${suffix()}`, amount: 100, status: "captured" } },
    },
  });
  return {
    path: "/api/razorpayWebhook",
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": webhookSignature(body, testGateway.webhookSecret()),
      "x-razorpay-event-id": `evt_${suffix()}`,
    },
  };
}

export const CHECKOUT_ROWS: Partial<Record<RouteKey, Row>> = {
  // Checkout and payment: customers only, each on their own provider orders.
  "GET /api/getPaymentAPIKey": { expect: anyCustomer, request: () => ({ path: "/api/getPaymentAPIKey" }) },
  "POST /api/createPaymentOrder": {
    expect: anyCustomer,
    request: (w) => ({
      path: "/api/createPaymentOrder",
      body: {
        restaurant_id: w.restaurant.id,
        items: [{ item_id: w.dishes[1]!.id, quantity: 1 + Math.floor(Math.random() * 20) }],
        customerName: `Matrix ${suffix()}`,
        deliveryLocation: { address: "1 Matrix Road", city: "Hyderabad", state: "Telangana" },
      },
    }),
  },
  // The bill of a cart: anyone prices a cart, visitors and owners too (nothing is created).
  "POST /api/previewBill": {
    expect: everyone(200),
    request: (w) => ({
      path: "/api/previewBill",
      body: {
        restaurantId: w.restaurant.id,
        items: [{ menuItemId: w.dishes[1]!.id, quantity: 2 }],
        tipPaise: 2000,
      },
    }),
  },
  "POST /api/testGateway/pay": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => ({ path: "/api/testGateway/pay", body: { order_id: await customersPendingCheckout(w) } }),
  },
  "POST /api/testGateway/fail": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => ({ path: "/api/testGateway/fail", body: { order_id: await customersPendingCheckout(w) } }),
  },
  "POST /api/verifyPayment": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => ({ path: "/api/verifyPayment", body: await customersPaidCheckout(w) }),
  },
  "POST /api/paymentVerification": {
    // The JSON variant: the customer's own session. (The provider's form post is signed instead; see
    // lib/checkout/spec-checkout.integration.test.ts.)
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => ({ path: "/api/paymentVerification", body: await customersPaidCheckout(w) }),
  },
  "POST /api/placeOrder": {
    expect: who(401, 200, 404, 403, 403),
    request: async (w) => {
      const order = await customersOrder(w);
      return { path: "/api/placeOrder", body: { payment_reference_id: order.payments[0]!.providerPaymentId } };
    },
  },
  "POST /api/razorpayWebhook": {
    // Authorized by the provider's signature over the body, not by a session.
    expect: everyone(200),
    request: () => signedWebhook(),
  },
};
