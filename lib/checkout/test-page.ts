import "server-only";
import { db } from "@/lib/db";

// What the TEST MODE page shows of a checkout: the built-in gateway's stand-in for a provider's
// hosted payment page. Only the customer who started the checkout may see it.

export type TestCheckout = {
  providerOrderId: string;
  amountPaise: number;
  restaurantName: string;
  restaurantImageUrl: string;
  itemCount: number;
  /** Whether a payment may still be made: paid orders take none. */
  state: "open" | "paid";
};

export async function getTestCheckout(customerId: string, providerOrderId: string): Promise<TestCheckout | null> {
  const payment = await db().payment.findUnique({
    where: { providerOrderId },
    select: {
      provider: true,
      amountPaise: true,
      status: true,
      order: {
        select: {
          customerId: true,
          paymentStatus: true,
          restaurant: { select: { name: true, imageUrl: true } },
          items: { select: { quantity: true } },
        },
      },
    },
  });
  if (!payment || payment.provider !== "test" || payment.order.customerId !== customerId) return null;
  const settled = (status: string) => status === "paid" || status === "refunded";
  const paid = settled(payment.status) || settled(payment.order.paymentStatus);
  return {
    providerOrderId,
    amountPaise: payment.amountPaise,
    restaurantName: payment.order.restaurant.name,
    restaurantImageUrl: payment.order.restaurant.imageUrl,
    itemCount: payment.order.items.reduce((sum, line) => sum + line.quantity, 0),
    state: paid ? "paid" : "open",
  };
}
