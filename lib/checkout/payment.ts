import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { publishOrderEvents } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import { providerFailure, TX_OPTIONS } from "@/lib/checkout/service";
import type { VerifyPaymentInput } from "@/lib/checkout/schemas";
import type { VerifiedPayment } from "@/lib/checkout/contract";
import { gatewayFor, ProviderError, type PaymentGateway } from "@/lib/payments/gateway";
import { isValidPaymentSignature } from "@/lib/payments/signature";
import {
  checkoutLineSelect,
  checkoutRefusal,
  refundNote,
  refusedAgain,
  refuseCapturedPayment,
  type CheckoutLine,
} from "@/lib/checkout/expiry";
import { placePaidOrder } from "@/lib/checkout/placed-order";

// From a payment to a paid order: the browser's verification, failed attempts and placeOrder.
// markPaid is the one way an order becomes paid (the webhook uses it too).

/** A payment attempt; orderId is null for a spec checkout whose order placeOrder has not created yet. */
type PaymentRow = { id: string; orderId: string | null };

/** A unique constraint refused the write: P2002 from Prisma's own queries, SQLSTATE 23505 in a raw one's P2010. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  return error.code === "P2002" || (error.code === "P2010" && /Code: `23505`/.test(error.message));
}

const PAYMENT_REUSED = "This payment was already used for another order";

/**
 * One statement for markPaid's two writes (issue 34: each statement costs the server about half a millisecond): the
 * attempt created|failed → paid with the provider's payment id, and only if it moved, its order awaiting|failed →
 * paid. Answers how many of each moved.
 */
async function payAttemptAndOrder(
  tx: Prisma.TransactionClient,
  payment: PaymentRow,
  providerPaymentId: string,
  now: Date,
  method: string | null,
): Promise<{ payments: number; orders: number }> {
  // updatedAt as Prisma's @updatedAt sets it: the moment of the write.
  const updatedAt = new Date();
  const [moved] = await tx.$queryRaw<Array<{ payments: number; orders: number }>>`
    WITH p AS (
      UPDATE "Payment"
         SET "status" = 'paid', "providerPaymentId" = ${providerPaymentId}, "verifiedAt" = ${now},
             "failureReason" = NULL, "method" = ${method}, "updatedAt" = ${updatedAt}
       WHERE "id" = ${payment.id} AND "status" IN ('created', 'failed')
      RETURNING "id"
    ), o AS (
      UPDATE "Order" SET "paymentStatus" = 'paid', "paidAt" = ${now}, "updatedAt" = ${updatedAt}
       WHERE "id" = ${payment.orderId} AND "paymentStatus" IN ('awaiting_payment', 'failed') AND EXISTS (SELECT 1 FROM p)
      RETURNING "id"
    )
    SELECT (SELECT count(*) FROM p)::int AS "payments", (SELECT count(*) FROM o)::int AS "orders"`;
  return moved ?? { payments: 0, orders: 0 };
}

/**
 * The one way an order becomes paid: the payment attempt moves created|failed → paid with the
 * provider's payment id (unique, so one payment never pays two orders), the order awaiting → paid,
 * an 'order.paid' event and the dashboard's roll-ups (lib/owner/stats.ts), in one transaction.
 * A repeat with the same payment id is a no-op. A spec checkout's payment (no order yet) is only
 * recorded as verified; placeOrder creates its order (lib/checkout/place-order.ts).
 */
async function markPaid(
  payment: PaymentRow,
  providerPaymentId: string,
  now: Date = new Date(),
  method: string | null = null,
): Promise<void> {
  let wakes: Wake[] = [];
  try {
    await db().$transaction(async (tx) => {
      const { payments, orders } = await payAttemptAndOrder(tx, payment, providerPaymentId, now, method);
      if (payments === 0) {
        const current = await tx.payment.findUniqueOrThrow({
          where: { id: payment.id },
          select: { status: true, providerPaymentId: true },
        });
        const settled = current.status === "paid" || current.status === "refunded";
        if (settled && current.providerPaymentId === providerPaymentId) return;
        throw new AppError(409, "This order is already paid");
      }
      if (payment.orderId === null) return;
      if (orders !== 1) throw new Error(`Order ${payment.orderId} of payment ${payment.id} is not awaiting payment`);
      wakes = await placePaidOrder(tx, payment.orderId, now);
    }, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, PAYMENT_REUSED);
    throw error;
  }
  // After the commit: the restaurant's console hears of the new order (live updates).
  if (wakes.length > 0) await publishOrderEvents(wakes);
}

/** The columns confirmPayment needs, with the owner and provider. */
export const confirmablePaymentSelect = {
  id: true,
  createdAt: true,
  refundRequestedAt: true,
  verifiedAt: true,
  orderId: true,
  customerId: true,
  provider: true,
  providerOrderId: true,
  amountPaise: true,
  status: true,
  providerPaymentId: true,
} as const;

/** The provider's view of a payment; an unknown id is a 404, an outage a 502/504 with nothing marked paid. */
async function fetchProviderPayment(gateway: PaymentGateway, paymentId: string) {
  try {
    return await gateway.fetchPayment(paymentId);
  } catch (error) {
    if (error instanceof ProviderError && error.kind === "rejected") {
      throw new AppError(404, "The payment service does not know this payment");
    }
    throw providerFailure(
      error,
      "We could not confirm your payment with the payment service. Nothing was lost: it is confirmed as soon as the service answers.",
    );
  }
}

/**
 * Verifies a payment the browser reports: the signature (constant time), the caller's own order,
 * the payment id not used elsewhere, and the provider's record (same order, same amount, money
 * taken) before the order is marked paid. Repeats of the same payment answer the same result.
 * `customer` (the acting customer) is null for the provider's signed form post, which arrives without
 * our session: the signature alone binds it to the provider order, and that to the customer who started it.
 */
export async function verifyPayment(customer: SessionUser | null, input: VerifyPaymentInput): Promise<VerifiedPayment> {
  const { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId, razorpay_signature } = input;
  // One statement reads the attempt with its checkout's lines (for checkoutRefusal) and any attempt already holding
  // this payment id (confirmPayment's check that it is not used elsewhere): each statement costs the server about a
  // millisecond on the write path (docs/performance.md, "Fewer statements per checkout").
  const rows = await db().payment.findMany({
    where: { OR: [{ providerOrderId }, { providerPaymentId: paymentId }] },
    select: { ...confirmablePaymentSelect, order: { select: { items: { select: checkoutLineSelect } } } },
  });
  const payment = rows.find((row) => row.providerOrderId === providerOrderId);
  if (!payment) throw new AppError(404, "Payment order not found");
  let gateway: PaymentGateway;
  try {
    gateway = gatewayFor(payment.provider);
  } catch (error) {
    throw providerFailure(error, "This payment was made with a payment service that is not configured here");
  }
  if (!isValidPaymentSignature(providerOrderId, paymentId, razorpay_signature, gateway.keySecret())) {
    throw new AppError(400, "The payment signature is not valid");
  }
  if (customer !== null && payment.customerId !== customer.id) throw new AppError(404, "Payment order not found");
  const holder = rows.find((row) => row.providerPaymentId === paymentId);
  await confirmPayment(payment, gateway, paymentId, { holderId: holder?.id ?? null, lines: payment.order?.items });
  return { payment_reference_id: paymentId, orderId: payment.orderId };
}

type ConfirmablePayment = PaymentRow & {
  createdAt: Date;
  refundRequestedAt: Date | null;
  verifiedAt: Date | null;
  providerOrderId: string;
  amountPaise: number;
  status: string;
  providerPaymentId: string | null;
};

/**
 * What the caller read with the payment: the attempt already holding the payment id (null: none), and the
 * checkout's lines (absent for a spec checkout, which has no order yet).
 */
type KnownWithPayment = { holderId: string | null; lines: readonly CheckoutLine[] | undefined };

/**
 * Takes the provider's word for a payment on one of our payment attempts: not used elsewhere, made
 * for this provider order, of exactly its amount, and the money taken; then marks it paid. A repeat
 * of a payment already recorded is a no-op. `known` is read here when the caller did not.
 */
export async function confirmPayment(
  payment: ConfirmablePayment,
  gateway: PaymentGateway,
  paymentId: string,
  known?: KnownWithPayment,
): Promise<void> {
  const { providerOrderId } = payment;
  if ((payment.status === "paid" || payment.status === "refunded") && payment.providerPaymentId === paymentId) {
    // Refused before (its checkout had expired or changed, or no order was placed with it): still refused.
    if (payment.refundRequestedAt) throw new AppError(409, refusedAgain(payment));
    return;
  }

  const holderId =
    known === undefined
      ? ((await db().payment.findUnique({ where: { providerPaymentId: paymentId }, select: { id: true } }))?.id ?? null)
      : known.holderId;
  if (holderId !== null && holderId !== payment.id) throw new AppError(409, PAYMENT_REUSED);

  const reported = await fetchProviderPayment(gateway, paymentId);
  if (reported.orderId !== providerOrderId) throw new AppError(400, "This payment was made for a different order");
  if (reported.amount !== payment.amountPaise)
    throw new AppError(400, "The amount paid does not match the order total");
  if (reported.status !== "authorized" && reported.status !== "captured") {
    throw new AppError(402, "Your payment did not go through");
  }
  const refused = await settleCaptured(payment, paymentId, new Date(), reported.method, known?.lines);
  if (refused) throw new AppError(409, refused);
}

/**
 * A payment the provider confirms was taken: it pays its checkout (markPaid), unless the checkout
 * expired or changed meanwhile; then it is refunded, and the answer says why (for the caller or the log).
 */
export async function settleCaptured(
  payment: PaymentRow & { createdAt: Date },
  paymentId: string,
  now: Date = new Date(),
  method: string | null = null,
  lines?: readonly CheckoutLine[],
): Promise<string | null> {
  const refusal = await checkoutRefusal(payment, now, lines);
  if (!refusal) {
    await markPaid(payment, paymentId, now, method);
    return null;
  }
  const outcome = await refuseCapturedPayment(payment, paymentId, now);
  return `${refusal} ${refundNote(outcome)}`;
}

/** A failed attempt (payment.failed): recorded on the attempt; the order stays unpaid and payable again. */
export async function markPaymentFailed(providerOrderId: string, paymentId: string, reason: string): Promise<void> {
  const payment = await db().payment.findUnique({ where: { providerOrderId }, select: { id: true, orderId: true } });
  if (!payment) return;
  const failureReason = reason.slice(0, 500) || "Payment failed";
  const record = (withId: boolean) =>
    db().$transaction([
      db().payment.updateMany({
        where: { id: payment.id, status: { in: ["created", "failed"] } },
        data: { status: "failed", failureReason, ...(withId && { providerPaymentId: paymentId }) },
      }),
      // A spec checkout's payment has no order yet: only the attempt records the failure.
      ...(payment.orderId
        ? [
            db().order.updateMany({
              where: { id: payment.orderId, paymentStatus: "awaiting_payment" },
              data: { paymentStatus: "failed" },
            }),
          ]
        : []),
    ]);
  try {
    await record(true);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await record(false);
  }
}
