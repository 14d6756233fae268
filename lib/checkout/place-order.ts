import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { publishOrderEvents } from "@/lib/live/bus";
import { priceCheckout } from "@/lib/checkout/price-cart";
import { createOrderWithItems, TX_OPTIONS } from "@/lib/checkout/service";
import { deliverySnapshot } from "@/lib/checkout/delivery-check";
import { PAID_FOR_NOTHING, refusedAgain } from "@/lib/checkout/expiry";
import { confirmablePaymentSelect, confirmPayment } from "@/lib/checkout/payment";
import { orderMoneyColumns, type PricedOrder } from "@/lib/checkout/pricing";
import { LocalOrderSchema, type LocalOrderInput } from "@/lib/checkout/schemas";
import type { ApiOrder } from "@/lib/orders/contract";
import { readApiOrder } from "@/lib/orders/list";
import { apiOrderSelect, toApiOrder, type ApiOrderRow } from "@/lib/orders/api-shape";
import { refundUnplacedPayment } from "@/lib/checkout/unplaced-payments";
import { placePaidOrder } from "@/lib/checkout/placed-order";
import { paymentGateway, ProviderError } from "@/lib/payments/gateway";
import { formatRupees } from "@/lib/ui/format";

// placeOrder: "the stored local order plus payment_reference_id" (spec section 7).
// - A payment our own checkout started already has its order: placeOrder confirms it (creates nothing).
// - A payment the spec's checkout started (only an amount) has none: the local order is priced from
//   the database and placed, paid, only if the verified payment of this caller is exactly its total.
//   Anything else is refused and the payment refunded, since nothing else would ever use the money.

const NOT_FOUND = "We could not find this payment";
const NOT_THROUGH = "Your payment did not go through";

/** The payment, with the order it paid as placeOrder answers it: our checkout's placeOrder is then one statement. */
const placingSelect = { ...confirmablePaymentSelect, order: { select: apiOrderSelect } } as const;

type PlacingPayment = {
  id: string;
  orderId: string | null;
  customerId: string;
  providerOrderId: string;
  amountPaise: number;
  status: string;
  providerPaymentId: string | null;
  refundRequestedAt: Date | null;
  createdAt: Date;
  verifiedAt: Date | null;
  /** The order it paid, read with it (null: a spec checkout's, not placed yet). */
  order: ApiOrderRow | null;
};

/**
 * The caller's payment for this reference. One the browser never verified (its callback was lost) is
 * looked up with the provider, which is the authority on it, and confirmed the same way.
 */
async function findPayment(customerId: string, reference: string): Promise<PlacingPayment> {
  const known = await db().payment.findUnique({ where: { providerPaymentId: reference }, select: placingSelect });
  if (known) {
    if (known.customerId !== customerId) throw new AppError(404, NOT_FOUND);
    return known;
  }
  const gateway = paymentGateway();
  let providerOrderId: string;
  try {
    providerOrderId = (await gateway.fetchPayment(reference)).orderId;
  } catch (error) {
    if (error instanceof ProviderError && error.kind === "rejected") throw new AppError(404, NOT_FOUND);
    throw error;
  }
  const payment = await db().payment.findUnique({ where: { providerOrderId }, select: placingSelect });
  if (!payment || payment.customerId !== customerId || payment.providerPaymentId) {
    throw new AppError(404, NOT_FOUND);
  }
  await confirmPayment(payment, gateway, reference);
  return db().payment.findUniqueOrThrow({ where: { id: payment.id }, select: placingSelect });
}

/**
 * placeOrder for the acting customer: the order their payment paid (another's payment: 404), created
 * now for a spec checkout's payment.
 */
export async function placeOrder(
  customer: SessionUser,
  body: { payment_reference_id: string } & Record<string, unknown>,
  now: Date = new Date(),
): Promise<ApiOrder> {
  const payment = await findPayment(customer.id, body.payment_reference_id);
  // Refused when it arrived (its checkout expired or changed, or placeOrder refused it before) and
  // refunded: it placed nothing, whatever order our checkout had set aside for it.
  if (payment.refundRequestedAt) throw new AppError(409, refusedAgain(payment));
  if (payment.orderId) {
    if (payment.status !== "paid" && payment.status !== "refunded") throw new AppError(409, NOT_THROUGH);
    return payment.order ? toApiOrder(payment.order) : readApiOrder(payment.orderId);
  }
  if (payment.status === "refunded") throw new AppError(409, PAID_FOR_NOTHING);
  if (payment.status !== "paid") throw new AppError(409, NOT_THROUGH);
  const local = LocalOrderSchema.parse(body);
  return placeFromLocalOrder(payment, local, now);
}

async function refuseAndRefund(paymentId: string, reason: string, status: number): Promise<never> {
  const refund = await refundUnplacedPayment(paymentId);
  const note =
    refund === "refunded"
      ? "Your payment has been refunded."
      : "Your payment will be refunded: the payment service did not answer just now.";
  throw new AppError(status, `${reason} ${note}`);
}

async function placeFromLocalOrder(payment: PlacingPayment, local: LocalOrderInput, now: Date): Promise<ApiOrder> {
  let priced: PricedOrder;
  try {
    priced = await priceCheckout(local, now);
  } catch (error) {
    // The restaurant closed, a dish went off the menu...: this payment can never place this order.
    if (error instanceof AppError && error.status < 500) {
      return refuseAndRefund(payment.id, error.message.replace(/\.?$/, "."), error.status === 404 ? 404 : 409);
    }
    throw error;
  }
  if (priced.totalPaise !== payment.amountPaise) {
    return refuseAndRefund(
      payment.id,
      `The payment of ${formatRupees(payment.amountPaise / 100)} does not match the order total of ${formatRupees(priced.totalPaise / 100)}.`,
      409,
    );
  }
  const created = await createPaidOrder(payment, local, priced, now).catch((error: unknown) => {
    if (error instanceof LostRace) return null;
    throw error;
  });
  if (!created) {
    const winner = await db().payment.findUniqueOrThrow({ where: { id: payment.id }, select: { orderId: true } });
    if (winner.orderId) return readApiOrder(winner.orderId);
    throw new AppError(409, PAID_FOR_NOTHING);
  }
  await publishOrderEvents(created.wakes);
  return readApiOrder(created.orderId);
}

/** Another request attached the payment first: this transaction's order is rolled back. */
class LostRace extends Error {}

/** The paid order, its items, the payment attached to it, its event and the dashboard's roll-ups, in one transaction. */
function createPaidOrder(payment: PlacingPayment, local: LocalOrderInput, priced: PricedOrder, now: Date) {
  return db().$transaction(async (tx) => {
    const order = await createOrderWithItems(
      tx,
      {
        customerId: payment.customerId,
        restaurantId: priced.restaurantId,
        customerName: local.customerName,
        deliveryAddress: local.deliveryLocation.address,
        deliveryCity: local.deliveryLocation.city,
        deliveryState: local.deliveryLocation.state,
        ...deliverySnapshot(local.deliveryLocation),
        paymentStatus: "paid",
        paidAt: now,
        ...orderMoneyColumns(priced.bill),
      },
      priced.lines,
    );
    // One order per payment: of two racing placeOrders exactly one attaches it; the other rolls back.
    const { count } = await tx.payment.updateMany({
      where: { id: payment.id, orderId: null, status: "paid", refundRequestedAt: null },
      data: { orderId: order.id },
    });
    if (count === 0) throw new LostRace();
    const wakes = await placePaidOrder(tx, order.id, now);
    return { orderId: order.id, wakes };
  }, TX_OPTIONS);
}
