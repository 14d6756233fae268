import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { refundUnusedPayment } from "@/lib/checkout/unplaced-payments";

// A checkout is an offer at the prices of the moment it started, for 15 minutes. A payment that
// arrives later, or after the restaurant changed what was bought (a price, a dish taken off the
// menu), pays for nothing: it is recorded on its attempt, refused, and refunded at once (retried by
// the refund job when the provider fails), on the browser's path and the webhook's alike.

/** How long a started checkout may be paid. */
export const CHECKOUT_TTL_MS = 15 * 60_000;

/** An unpaid checkout's offer use is given back this long after it started (its TTL and a margin for a late payment). */
const OFFER_HOLD_MS = CHECKOUT_TTL_MS + 5 * 60_000;

export const CHECKOUT_EXPIRED = "This checkout expired after 15 minutes, so no order was placed.";
export const CHECKOUT_CHANGED = "The restaurant changed its menu since you checked out, so no order was placed.";

/** What checkoutRefusal compares in each line of the checkout: the price it was sold at and the dish now. */
export const checkoutLineSelect = {
  unitPricePaise: true,
  menuItem: { select: { pricePaise: true, archivedAt: true } },
} as const;

export type CheckoutLine = Prisma.OrderItemGetPayload<{ select: typeof checkoutLineSelect }>;

/**
 * Why a payment arriving now cannot pay for its checkout; null when it can. `known` are the checkout's lines when
 * the caller read them with the payment (verifyPayment does, in one statement); otherwise they are read here.
 */
export async function checkoutRefusal(
  payment: { orderId: string | null; createdAt: Date },
  now: Date = new Date(),
  known?: readonly CheckoutLine[],
): Promise<string | null> {
  if (now.getTime() - payment.createdAt.getTime() > CHECKOUT_TTL_MS) return CHECKOUT_EXPIRED;
  if (!payment.orderId) return null; // the spec's checkout: placeOrder prices it when it is placed
  const lines =
    known ?? (await db().orderItem.findMany({ where: { orderId: payment.orderId }, select: checkoutLineSelect }));
  const changed = lines.some((l) => l.menuItem.archivedAt !== null || l.menuItem.pricePaise !== l.unitPricePaise);
  return changed ? CHECKOUT_CHANGED : null;
}

export function refundNote(outcome: "refunded" | "pending" | null): string {
  return outcome === "pending"
    ? "Your payment will be refunded: the payment service did not answer just now."
    : "Your payment has been refunded.";
}

export const PAID_FOR_NOTHING =
  "No order was placed with this payment, so it has been refunded. Please check out again.";

/** A captured payment that was refused (refundRequestedAt set), as placeOrder and a repeated verification see it. */
export type RefusedPayment = {
  orderId: string | null;
  createdAt: Date;
  verifiedAt: Date | null;
  status: string;
};

/**
 * Why a payment refused before paid for nothing, told again with where its refund is: its checkout
 * had expired when the payment arrived (verifiedAt is when it was refused), or our checkout's dishes
 * had changed (the only other reason one with an order is refused); a spec checkout's gets the
 * general answer (its first refusal gave the details).
 */
export function refusedAgain(payment: RefusedPayment): string {
  const outcome = payment.status === "refunded" ? "refunded" : "pending";
  const arrived = payment.verifiedAt?.getTime();
  if (arrived !== undefined && arrived - payment.createdAt.getTime() > CHECKOUT_TTL_MS) {
    return `${CHECKOUT_EXPIRED} ${refundNote(outcome)}`;
  }
  if (payment.orderId) return `${CHECKOUT_CHANGED} ${refundNote(outcome)}`;
  return outcome === "refunded"
    ? PAID_FOR_NOTHING
    : `No order was placed with this payment. ${refundNote(outcome)} Please check out again.`;
}

/**
 * Records a captured payment that pays for nothing (its checkout refused it) and refunds it. The
 * provider's payment id is kept on the attempt (unique: it is never used elsewhere) and the order,
 * if any, is marked failed so that a new checkout starts afresh.
 */
export async function refuseCapturedPayment(
  payment: { id: string; orderId: string | null },
  providerPaymentId: string,
  now: Date = new Date(),
): Promise<"refunded" | "pending" | null> {
  try {
    await db().$transaction([
      db().payment.updateMany({
        where: { id: payment.id, status: { in: ["created", "failed"] } },
        data: { status: "paid", providerPaymentId, verifiedAt: now, refundRequestedAt: now },
      }),
      ...(payment.orderId
        ? [
            db().order.updateMany({
              where: { id: payment.orderId, paymentStatus: "awaiting_payment" },
              data: { paymentStatus: "failed" },
            }),
          ]
        : []),
    ]);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError(409, "This payment was already used for another order");
    }
    throw error;
  }
  return refundUnusedPayment(payment.id, now);
}

/**
 * Gives back the uses held by checkouts that were never paid and can no longer be (older than OFFER_HOLD_MS, or
 * removed), of one offer or of all: each use deleted and its offer's count taken down, in one statement. Run by
 * the reservation of the same offer (lib/offers/apply.ts) and by maintenance. Answers how many uses were given back.
 */
export async function releaseStaleUses(
  tx: Prisma.TransactionClient = db(),
  now: Date = new Date(),
  offerId?: string,
): Promise<number> {
  const before = new Date(now.getTime() - OFFER_HOLD_MS);
  const released = await tx.$queryRaw<{ n: number }[]>`
    WITH gone AS (
      DELETE FROM "OfferUse" u USING "Order" o
      WHERE o."id" = u."orderId"
        AND o."paymentStatus" IN ('awaiting_payment', 'failed')
        AND o."createdAt" < ${before}
        AND (${offerId ?? null}::text IS NULL OR u."offerId" = ${offerId ?? null}::text)
      RETURNING u."offerId"
    ), counts AS (
      SELECT "offerId", count(*)::int AS n FROM gone GROUP BY "offerId"
    )
    UPDATE "Offer" f SET "usedCount" = greatest(f."usedCount" - c.n, 0)
    FROM counts c WHERE f."id" = c."offerId"
    RETURNING c.n AS "n"`;
  return released.reduce((sum, row) => sum + row.n, 0);
}
