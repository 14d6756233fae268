import "server-only";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import { orderNumber } from "@/lib/orders/notifications";
import type { RecordTicketPrintAnswer } from "@/lib/tickets/contract";
import { ticketEscPos } from "@/lib/tickets/escpos";
import { ticketLabel, type TicketData, type TicketWidth } from "@/lib/tickets/layout";

/** Orders that reach a kitchen: paid (a refunded one was paid, and its ticket may still be looked up). */
const PAID_STATES = ["paid", "refunded", "cod_due"] as const;

/**
 * The acting owner's paid order `orderId` as its kitchen ticket shows it, with its latest print (null
 * before the first). Another restaurant's order, an unpaid checkout or an unknown id: 404, the same
 * answer for each, so an owner cannot learn which order ids exist elsewhere.
 */
export async function readKitchenTicket(owner: SessionUser, orderId: string): Promise<TicketData> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can print its tickets");
  const order = await db().order.findFirst({
    where: { id: orderId, restaurantId, paymentStatus: { in: [...PAID_STATES] } },
    select: {
      id: true,
      customerName: true,
      totalPaise: true,
      paidAt: true,
      createdAt: true,
      restaurant: { select: { name: true, timeZone: true } },
      items: { select: { name: true, quantity: true }, orderBy: { id: "asc" } },
      ticketPrints: { select: { sequence: true, copy: true }, orderBy: { copy: "desc" }, take: 1 },
    },
  });
  if (!order) throw notFound("Order");
  const last = order.ticketPrints[0];
  return {
    restaurantName: order.restaurant.name,
    orderNumber: orderNumber(order.id),
    placedAt: (order.paidAt ?? order.createdAt).toISOString(),
    timeZone: order.restaurant.timeZone,
    customerName: order.customerName,
    items: order.items,
    totalPaise: order.totalPaise,
    print: last ? { printId: last.sequence, copy: last.copy } : null,
  };
}

/** Tries of a print that lost a race for its copy or ticket number; each retry sees the winner's row. */
const PRINT_ATTEMPTS = 5;

/**
 * Records one print of the order's ticket and says which it is. The order's first print takes the
 * restaurant's next ticket number; later prints keep that number with the next copy (a reprint). Two
 * prints at the same instant compute the same copy (or two orders the same number); the unique keys
 * on (orderId, copy) and (restaurantId, sequence, copy) let one insert win and the other retry, so
 * they become copies 1 and 2, never two copy 1s. A cancelled order is not sent to the kitchen (409).
 */
export async function recordTicketPrint(owner: SessionUser, orderId: string): Promise<RecordTicketPrintAnswer> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can print its tickets");
  const order = await db().order.findFirst({
    where: { id: orderId, restaurantId, paymentStatus: { in: [...PAID_STATES] } },
    select: { status: true },
  });
  if (!order) throw notFound("Order");
  if (order.status === "cancelled") throw new AppError(409, "This order was cancelled: there is nothing to cook");

  for (let attempt = 1; ; attempt++) {
    try {
      const print = await db().$transaction(async (tx) => {
        const last = await tx.kitchenTicketPrint.findFirst({
          where: { orderId },
          orderBy: { copy: "desc" },
          select: { sequence: true, copy: true },
        });
        const sequence =
          last?.sequence ??
          ((await tx.kitchenTicketPrint.aggregate({ where: { restaurantId }, _max: { sequence: true } }))._max
            .sequence ?? 0) + 1;
        return tx.kitchenTicketPrint.create({
          data: { orderId, restaurantId, sequence, copy: (last?.copy ?? 0) + 1, printedBy: owner.id },
          select: { sequence: true, copy: true, printedAt: true },
        });
      });
      return {
        printId: print.sequence,
        copy: print.copy,
        label: ticketLabel(print.sequence),
        reprint: print.copy > 1,
        printedAt: print.printedAt.toISOString(),
      };
    } catch (error) {
      const lostRace = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      if (!lostRace || attempt >= PRINT_ATTEMPTS) throw error;
    }
  }
}

/** The order's ticket as ESC/POS bytes for `paper`, showing its latest print (read only: printing is recorded apart). */
export async function kitchenTicketEscPos(
  owner: SessionUser,
  orderId: string,
  paper: TicketWidth,
): Promise<Uint8Array> {
  return ticketEscPos(await readKitchenTicket(owner, orderId), paper);
}
