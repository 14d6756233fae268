import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { riderCashEntries } from "@/lib/money/ledger-rider";

// Settling the cash a delivery partner took at the door (issue 32 part 7, docs/riders.md "Cash on delivery"): the
// rider hands the platform what they hold, and the platform records it. Each delivery whose cash is handed over
// gets, in one transaction, its settled time and the ledger entries that undo the holding (kind rider_cash, event
// "settled": rider_cash gives the cash up, rider_payable takes back what the holding had netted from it), so the
// rider is owed their whole pay again and the cash sits with the platform. Run by an operator through
// `npm run riders:settle-cash` (and by the platform console's staff, issue 33), on the app's database client.

export type CashSettlement = {
  riderId: string;
  riderName: string;
  /** Deliveries whose cash was settled now (0 when nothing was held: a repeat settles nothing). */
  deliveries: number;
  settledPaise: number;
};

export class RiderNotFound extends Error {}

/** The entries that end a holding: the opposite of riderCashEntries, so both events add up to 0 each. */
export function riderCashSettledEntries(cashPaise: number) {
  return riderCashEntries(cashPaise).map((line) => ({
    ...line,
    amountPaise: -line.amountPaise,
    memo: line.account === "rider_cash" ? "Cash handed over to the platform" : "Cash handed over: owed again",
  }));
}

/**
 * Settles every delivery of the rider (by user id or email) whose cash is held, as handed over at `at`. The rows
 * are locked first, so two settlements at once settle each delivery once; the ledger's unique key makes a
 * repeat write nothing.
 */
export async function settleRiderCash(
  client: PrismaClient,
  rider: { id: string } | { email: string },
  at: Date = new Date(),
  /** Runs in the settling transaction when something was settled (the console's audit entry, issue 33). */
  within?: (tx: Prisma.TransactionClient, settlement: CashSettlement) => Promise<void>,
): Promise<CashSettlement> {
  const user = await client.user.findFirst({
    where:
      "id" in rider ? { id: rider.id, userType: "rider" } : { email: rider.email.toLowerCase(), userType: "rider" },
    select: { id: true, username: true },
  });
  if (!user) throw new RiderNotFound("No delivery partner has that account");
  return client.$transaction(async (tx) => {
    const held = await tx.$queryRaw<Array<{ id: string; orderId: string; restaurantId: string; cash: number }>>`
      SELECT "id", "orderId", "restaurantId", "cashCollectedPaise" AS cash FROM "Delivery"
      WHERE "riderId" = ${user.id} AND "cashSettledAt" IS NULL AND "cashCollectedPaise" > 0
      ORDER BY "deliveredAt" FOR UPDATE`;
    if (held.length === 0) return { riderId: user.id, riderName: user.username, deliveries: 0, settledPaise: 0 };
    await tx.ledgerEntry.createMany({
      data: held.flatMap((row) =>
        riderCashSettledEntries(row.cash).map((line) => ({
          ...line,
          orderId: row.orderId,
          restaurantId: row.restaurantId,
          at,
          kind: "rider_cash" as const,
          event: "settled",
        })),
      ),
      skipDuplicates: true,
    });
    await tx.delivery.updateMany({ where: { id: { in: held.map((row) => row.id) } }, data: { cashSettledAt: at } });
    const settlement = {
      riderId: user.id,
      riderName: user.username,
      deliveries: held.length,
      settledPaise: held.reduce((sum, row) => sum + row.cash, 0),
    };
    if (within) await within(tx, settlement);
    return settlement;
  });
}
