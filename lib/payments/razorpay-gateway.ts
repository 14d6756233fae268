import "server-only";
import Razorpay from "razorpay";
import { AppError } from "@/lib/http/errors";
import {
  ProviderError,
  type PaymentGateway,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from "@/lib/payments/provider";

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Tests point the SDK at a local fake; unset: https://api.razorpay.com. */
  baseUrl: string | undefined;
  timeoutMs: number;
};

/** The bits of the SDK's axios instance we set (the SDK has no option for host or timeout). */
type AxiosLike = {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { response: { use(onFulfilled: undefined, onRejected: (error: unknown) => unknown): number } };
};

type AxiosFailure = { response?: unknown; code?: string; message?: string };

const TIMEOUT_CODES = new Set(["ECONNABORTED", "ETIMEDOUT"]);
const STATUSES: readonly ProviderPaymentStatus[] = ["created", "authorized", "captured", "failed", "refunded"];

/**
 * The SDK turns a failed call into `{ statusCode, error }` by reading `err.response`, which a
 * timeout or network error does not have (it would throw a TypeError instead). This gives such
 * errors a response with status 0 and the axios code, so every failure arrives in one shape.
 */
function keepNetworkErrors(error: unknown): Promise<never> {
  const failure = (error ?? {}) as AxiosFailure;
  if (failure.response) return Promise.reject(error);
  return Promise.reject({
    response: {
      status: 0,
      data: { error: { code: failure.code ?? "NETWORK_ERROR", description: failure.message ?? "no answer" } },
    },
  });
}

/** Any rejection of an SDK call as a ProviderError. */
function toProviderError(cause: unknown): ProviderError {
  if (cause instanceof ProviderError) return cause;
  const failure = (cause ?? {}) as { statusCode?: number | string; error?: { code?: string; description?: string } };
  const status = Number(failure.statusCode ?? 0);
  const code = failure.error?.code ?? "UNKNOWN";
  const description = `${code}: ${failure.error?.description ?? String(cause)}`;
  if (status === 0 && TIMEOUT_CODES.has(code)) return new ProviderError("timeout", description, status);
  if (status >= 400 && status < 500) return new ProviderError("rejected", description, status);
  return new ProviderError("unavailable", description, status || undefined);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toProviderError(error);
  }
}

function paymentStatus(value: unknown): ProviderPaymentStatus {
  const found = STATUSES.find((s) => s === value);
  if (!found) throw new ProviderError("unavailable", `unexpected payment status ${String(value)}`);
  return found;
}

/** Razorpay through its official SDK; amounts are whole paise both ways. */
export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const rq = (client.api as unknown as { rq: AxiosLike }).rq;
  rq.defaults.timeout = config.timeoutMs;
  if (config.baseUrl) rq.defaults.baseURL = config.baseUrl.replace(/\/+$/, "");
  rq.interceptors.response.use(undefined, keepNetworkErrors);

  return {
    name: "razorpay",
    keyId: config.keyId,
    async createOrder(amountPaise, receipt) {
      const order = await call(() => client.orders.create({ amount: amountPaise, currency: "INR", receipt }));
      if (Number(order.amount) !== amountPaise) {
        throw new ProviderError("unavailable", `order ${order.id} was created for ${order.amount}, not ${amountPaise}`);
      }
      return { id: order.id, amount: Number(order.amount), currency: "INR", receipt };
    },
    async fetchPayment(paymentId): Promise<ProviderPayment> {
      const payment = await call(() => client.payments.fetch(paymentId));
      return {
        id: payment.id,
        orderId: payment.order_id,
        amount: Number(payment.amount),
        status: paymentStatus(payment.status),
        method: typeof payment.method === "string" && payment.method !== "" ? payment.method.slice(0, 30) : null,
      };
    },
    async refund(paymentId, amountPaise, receipt) {
      const refund = await call(() =>
        client.payments.refund(paymentId, { amount: amountPaise, ...(receipt && { receipt }) }),
      );
      return { id: refund.id };
    },
    async findRefund(paymentId, receipt) {
      // A payment has few refunds (the platform's parts): one page of 100 holds them all.
      const page = await call(() => client.payments.fetchMultipleRefund(paymentId, { count: 100 }));
      const found = page.items.find((refund) => refund.receipt === receipt);
      return found ? { id: found.id } : null;
    },
    keySecret: () => config.keySecret,
    webhookSecret() {
      if (!config.webhookSecret) {
        throw new AppError(503, "Razorpay webhooks are not set up on this server: set RAZORPAY_WEBHOOK_SECRET");
      }
      return config.webhookSecret;
    },
  };
}
