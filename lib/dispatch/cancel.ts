import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// The delivery leg of a cancelled order (issue 32 part 4): called by lib/orders/service.ts in the transaction
// that cancels the order (the customer's cancel, the owner's cancel with a refund, the kitchen's rejection).
// A file of its own so that the orders service does not import the dispatch service, which reads orders.

/**
 * Ends the order's delivery, if it has one still under way (searching, assigned or picked up): it becomes
 * `cancelled` and its open offer is closed, so no rider is offered it and a rider who has it is freed. The
 * delivery's pending jobs find it no longer searching and do nothing. Answers whether anything changed.
 */
export async function cancelDeliveryOfOrder(
  tx: Prisma.TransactionClient,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const delivery = await tx.delivery.findUnique({ where: { orderId }, select: { id: true } });
  if (!delivery) return false;
  const { count } = await tx.delivery.updateMany({
    where: { id: delivery.id, state: { in: ["searching", "assigned", "picked_up"] } },
    data: { state: "cancelled" },
  });
  await tx.deliveryOffer.updateMany({
    where: { deliveryId: delivery.id, answer: null },
    data: { answer: "expired", answeredAt: now },
  });
  return count > 0;
}
