import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";

// What the TEST MODE page shows of a checkout: the built-in gateway's stand-in for a provider's
// hosted payment page. Only the customer who started the checkout may see it.

export type TestCheckout = {
  providerOrderId: string;
  amountPaise: number;
  /** null for a spec checkout (only an amount): its order is placed after the payment. */
  restaurantName: string | null;
  restaurantImageUrl: string | null;
  itemCount: number | null;
  /** Whether a payment may still be made: paid orders take none. */
  state: "open" | "paid";
};

/** The acting customer's own TEST MODE checkout; anyone else's (or none) is null, shown as not found. */
export async function getTestCheckout(customer: SessionUser, providerOrderId: string): Promise<TestCheckout | null> {
  const payment = await db().payment.findUnique({
    where: { providerOrderId },
    select: {
      provider: true,
      amountPaise: true,
      status: true,
      customerId: true,
      order: {
        select: {
          paymentStatus: true,
          restaurant: { select: { name: true, imageUrl: true } },
          items: { select: { quantity: true } },
        },
      },
    },
  });
  if (!payment || payment.provider !== "test" || payment.customerId !== customer.id) return null;
  const settled = (status: string) => status === "paid" || status === "refunded";
  const { order } = payment;
  const paid = settled(payment.status) || (order !== null && settled(order.paymentStatus));
  return {
    providerOrderId,
    amountPaise: payment.amountPaise,
    restaurantName: order?.restaurant.name ?? null,
    restaurantImageUrl: order?.restaurant.imageUrl ?? null,
    itemCount: order ? order.items.reduce((sum, line) => sum + line.quantity, 0) : null,
    state: paid ? "paid" : "open",
  };
}
