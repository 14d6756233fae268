// A local stand-in for the parts of Razorpay's REST API the app uses (POST /v1/orders,
// GET /v1/orders/:id, GET /v1/payments/:id, POST /v1/payments/:id/refund (whole or in parts, with a receipt),
// GET /v1/payments/:id/refunds, Basic auth with the key
// id and secret), so the Razorpay gateway is tested through the official SDK with no network.
// Point the SDK at it with RAZORPAY_API_BASE_URL = fake.baseUrl. `pay` and `fail` stand in for a
// customer in Razorpay's checkout widget; `mode` simulates an outage or a provider that hangs.
// msw answers in this process: it intercepts the SDK's axios (Node's http) before any socket opens,
// and any other request fails the test rather than reaching a network.
import { createHmac, randomBytes } from "node:crypto";
import { delay, http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { afterAll } from "vitest";

export const FAKE_KEY_ID = "rzp_test_fake0000000000";
export const FAKE_KEY_SECRET = "fake-razorpay-key-secret";
const FAKE_WEBHOOK_SECRET = "fake-razorpay-webhook-secret";

type FakeOrder = { id: string; amount: number; currency: string; receipt: string; status: "created" | "paid" };
type FakePayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: "captured" | "failed" | "refunded";
  error_description: string | null;
  /** What its refunds add up to so far (parts until the whole, as Razorpay allows); none when left out. */
  amount_refunded?: number;
};

type FakeRazorpayRequest = { method: string; path: string; body: unknown; status: number };

export type FakeRazorpay = {
  baseUrl: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: Array<{ id: string; payment_id: string; amount: number; receipt?: string }>;
  requests: FakeRazorpayRequest[];
  /** "error": every call answers 500; "timeout": every call hangs until the client gives up. */
  mode: "ok" | "error" | "timeout";
  /** While true, refunds answer 502 as a provider outage would (other calls work). */
  refundsFailing: boolean;
  /** A customer pays `orderId` in the widget (the order's amount unless told otherwise); what the widget hands the page. */
  pay(
    orderId: string,
    options?: { amount?: number },
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A declined attempt on `orderId`; its payment id. */
  fail(orderId: string, description?: string): string;
  /** A signed webhook delivery about `paymentId`, as Razorpay would post it. */
  webhook(
    event: "payment.captured" | "payment.failed",
    paymentId: string,
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
};

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;

/** A name that resolves nowhere (RFC 2606 .test): were msw not answering, nothing would be reached. */
const BASE_URL = "http://razorpay.fake.test";

const badRequest = (description: string) => ({ error: { code: "BAD_REQUEST_ERROR", description } });

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function paymentEntity(payment: FakePayment) {
  return {
    ...payment,
    entity: "payment",
    method: "card",
    captured: payment.status !== "failed",
    amount_refunded: payment.status === "refunded" ? payment.amount : (payment.amount_refunded ?? 0),
    refund_status: payment.status === "refunded" ? "full" : (payment.amount_refunded ?? 0) > 0 ? "partial" : null,
    created_at: Math.floor(Date.now() / 1000),
  };
}

async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_KEY_ID}:${FAKE_KEY_SECRET}`).toString("base64")}`;

  const handle = async (request: Request, path: string): Promise<[number, unknown]> => {
    const body = request.method === "POST" ? await readJson(request) : null;
    if (request.headers.get("authorization") !== expectedAuth) {
      return [401, badRequest("The api key provided is invalid")];
    }
    if (fake.mode === "error")
      return [500, { error: { code: "SERVER_ERROR", description: "We are facing some trouble" } }];
    if (fake.mode === "timeout") {
      // Never answers; the SDK gives up after its timeout and drops the request.
      await delay("infinite");
      return [0, null];
    }
    let match: RegExpExecArray | null;
    if (request.method === "POST" && path === "/v1/orders") {
      const amount = body?.amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        return [400, badRequest("The amount must be an integer of at least 100 paise")];
      }
      const order: FakeOrder = {
        id: rid("order"),
        amount,
        currency: String(body?.currency ?? "INR"),
        receipt: String(body?.receipt ?? ""),
        status: "created",
      };
      fake.orders.set(order.id, order);
      return [200, { ...order, entity: "order", amount_paid: 0, amount_due: amount, attempts: 0, notes: [] }];
    }
    if (request.method === "GET" && (match = /^\/v1\/orders\/([^/]+)$/.exec(path))) {
      const order = fake.orders.get(match[1]!);
      return order ? [200, { ...order, entity: "order" }] : [400, badRequest("The id provided does not exist")];
    }
    if (request.method === "GET" && (match = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
      const payment = fake.payments.get(match[1]!);
      return payment ? [200, paymentEntity(payment)] : [400, badRequest("The id provided does not exist")];
    }
    if (request.method === "GET" && (match = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path))) {
      const paymentId = match[1]!;
      const items = fake.refunds.filter((refund) => refund.payment_id === paymentId);
      return [
        200,
        { entity: "collection", count: items.length, items: items.map((r) => ({ ...r, entity: "refund" })) },
      ];
    }
    if (request.method === "POST" && (match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
      if (fake.refundsFailing) return [502, { error: { code: "GATEWAY_ERROR", description: "Refunds are down" } }];
      const payment = fake.payments.get(match[1]!);
      if (!payment) return [400, badRequest("The id provided does not exist")];
      if (payment.status !== "captured") return [400, badRequest("The payment has been fully refunded already")];
      const before = payment.amount_refunded ?? 0;
      const amount = typeof body?.amount === "number" ? body.amount : payment.amount - before;
      if (!Number.isInteger(amount) || amount <= 0 || before + amount > payment.amount) {
        return [400, badRequest("The refund amount provided is greater than amount captured")];
      }
      payment.amount_refunded = before + amount;
      if (payment.amount_refunded === payment.amount) payment.status = "refunded";
      const receipt = typeof body?.receipt === "string" ? body.receipt : undefined;
      const refund = { id: rid("rfnd"), payment_id: payment.id, amount, ...(receipt && { receipt }) };
      fake.refunds.push(refund);
      return [200, { ...refund, entity: "refund", currency: payment.currency, status: "processed" }];
    }
    return [404, badRequest("The requested URL was not found on the server.")];
  };

  const server = setupServer(
    http.all(`${BASE_URL}/*`, async ({ request }) => {
      const url = new URL(request.url);
      try {
        const [status, answer] = await handle(request, url.pathname);
        fake.requests.push({ method: request.method, path: url.pathname + url.search, body: answer, status });
        return HttpResponse.json(answer as JsonBodyType, { status });
      } catch (error) {
        return HttpResponse.json({ error: { code: "SERVER_ERROR", description: String(error) } }, { status: 500 });
      }
    }),
  );

  const sign = (data: string, secret: string) => createHmac("sha256", secret).update(data).digest("hex");

  const fake: FakeRazorpay = {
    baseUrl: BASE_URL,
    orders: new Map(),
    payments: new Map(),
    refunds: [],
    requests: [],
    mode: "ok",
    refundsFailing: false,
    pay(orderId, options = {}) {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`The fake has no order ${orderId}`);
      const payment: FakePayment = {
        id: rid("pay"),
        order_id: orderId,
        amount: options.amount ?? order.amount,
        currency: order.currency,
        status: "captured",
        error_description: null,
      };
      fake.payments.set(payment.id, payment);
      order.status = "paid";
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(`${orderId}|${payment.id}`, FAKE_KEY_SECRET),
      };
    },
    fail(orderId, description = "Your card was declined") {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`The fake has no order ${orderId}`);
      const payment: FakePayment = {
        id: rid("pay"),
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: "failed",
        error_description: description,
      };
      fake.payments.set(payment.id, payment);
      return payment.id;
    },
    webhook(event, paymentId) {
      const payment = fake.payments.get(paymentId);
      if (!payment) throw new Error(`The fake has no payment ${paymentId}`);
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: ["payment"],
        payload: { payment: { entity: paymentEntity(payment) } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": sign(body, FAKE_WEBHOOK_SECRET),
          "x-razorpay-event-id": rid("evt"),
        },
      };
    },
    close: async () => server.close(),
  };

  server.listen({ onUnhandledRequest: "error" });
  return fake;
}

/**
 * For a test file that pays through Razorpay: starts the fake, points the app's Razorpay settings at it before
 * anything reads the environment (lib/env.ts parses it once, on first use), and undoes both after the file.
 */
export async function fakeRazorpayForFile(): Promise<FakeRazorpay> {
  const fake = await startFakeRazorpay();
  const saved = { ...process.env };
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: FAKE_KEY_ID,
    RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    RAZORPAY_API_BASE_URL: fake.baseUrl,
    RAZORPAY_TIMEOUT_MS: "1000",
  });
  afterAll(async () => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    await fake.close();
  });
  return fake;
}
