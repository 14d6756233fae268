import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { jobStartTimes } from "@/lib/jobs/enqueue";
import type { KitchenQueueAnswer } from "@/lib/kitchen/contract";
import { acceptDeadline } from "@/lib/kitchen/status";

// The orders a kitchen has still to answer (issue 30, part 3): paid, not cancelled, kitchen status
// `placed`. The owner console rings while there are any, and counts them in the tab title and on the
// dashboard; the server says which, so every device of the restaurant agrees.

/** A kitchen has at most this many waiting orders listed (a busy evening is a few dozen). */
const MAX_WAITING = 200;

/**
 * GET /api/kitchenQueue: the acting owner's waiting orders, oldest first. `acceptBy` is when the accept
 * window's job rejects the order (the time it was given when paid, even if the settings changed since);
 * null when no job will (auto-accept turned on after it was paid and its job already gone).
 */
export async function getKitchenQueue(owner: SessionUser): Promise<KitchenQueueAnswer> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can see its kitchen");
  // Paid, or placed for cash or UPI on delivery.
  const where = {
    restaurantId,
    paymentStatus: { in: ["paid", "cod_due"] },
    status: "pending",
    kitchenStatus: "placed",
  } satisfies Prisma.OrderWhereInput;
  const [orders, count, restaurant] = await Promise.all([
    db().order.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: MAX_WAITING,
      select: { id: true, createdAt: true, paidAt: true },
    }),
    db().order.count({ where }),
    db().restaurant.findUniqueOrThrow({
      where: { id: restaurantId },
      select: { autoAccept: true, acceptWindowMinutes: true },
    }),
  ]);
  const due = await jobStartTimes(
    db(),
    "kitchen",
    orders.map((order) => `auto-reject:${order.id}`),
  );
  const acceptByOf = (order: (typeof orders)[number]): Date | null => {
    const scheduled = due.get(`auto-reject:${order.id}`);
    if (scheduled) return scheduled;
    if (restaurant.autoAccept) return null;
    return acceptDeadline(order.paidAt ?? order.createdAt, restaurant.acceptWindowMinutes);
  };
  return {
    waiting: orders.map((order) => ({
      _id: order.id,
      createdAt: order.createdAt.toISOString(),
      acceptBy: acceptByOf(order)?.toISOString() ?? null,
    })),
    count,
  };
}
