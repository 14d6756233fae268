import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { computeBill, DEFAULT_BILL_SETTINGS } from "@/lib/money/bill";
import { entriesForOrder, ledgerBillOf, refundEntries, type LedgerLine } from "@/lib/money/ledger";
import { createOpenRestaurant, createUser } from "@/tests/support/factories";

// The migration's backfill (prisma/migrations/20261127100000_ledger) repeats entriesForOrder's arithmetic in SQL for
// orders paid before the ledger existed. Run here on orders written without entries, it must write what the
// TypeScript would have, to the paisa.

const MIGRATION = readFileSync(
  path.join(import.meta.dirname, "../../prisma/migrations/20261127100000_ledger/migration.sql"),
  "utf8",
);

/** The backfill's statement, limited to `orderIds` (the database is shared with the other test files). */
function backfillOf(orderIds: string[]): string {
  const start = MIGRATION.indexOf("WITH base AS (");
  const end = MIGRATION.indexOf(`WHERE "paymentStatus" = 'refunded';`) + `WHERE "paymentStatus" = 'refunded'`.length;
  const ids = orderIds.map((id) => `'${id}'`).join(", ");
  return MIGRATION.slice(start, end).replace(
    `WHERE o."paymentStatus" IN ('paid', 'refunded')`,
    `WHERE o."id" IN (${ids}) AND o."paymentStatus" IN ('paid', 'refunded')`,
  );
}

const byAccount = (lines: ReadonlyArray<Pick<LedgerLine, "account" | "amountPaise">>) =>
  Object.fromEntries(lines.map((line) => [line.account, line.amountPaise]));

describe("the ledger migration's backfill", () => {
  it("writes for older orders and billed ones what entriesForOrder and refundEntries would", async () => {
    const restaurant = await createOpenRestaurant();
    await db().restaurant.update({ where: { id: restaurant.id }, data: { commissionBps: 1200 } });
    const customer = await createUser("customer");
    const exclusive = computeBill(
      { lines: [{ unitPricePaise: 31_050, packagingPaise: 700, quantity: 3 }], discountPaise: 4000, tipPaise: 2000 },
      {
        ...DEFAULT_BILL_SETTINGS,
        taxMode: "exclusive",
        foodGstBps: 1800,
        deliveryFeePaise: 3000,
        platformFeePaise: 1000,
      },
    );
    const orders = [
      // Older than the bill: the spec's subtotal and delivery, no snapshot.
      { subtotalPaise: 48_000, deliveryChargePaise: 2000, totalPaise: 50_000, paymentStatus: "paid" as const },
      // Every column of the bill, without its snapshot: read at the default settings.
      {
        subtotalPaise: 48_000,
        packagingPaise: 1000,
        discountPaise: 4500,
        platformFeePaise: 500,
        tipPaise: 3000,
        deliveryChargePaise: 2000,
        totalPaise: 50_000,
        paymentStatus: "paid" as const,
      },
      { subtotalPaise: 33_333, deliveryChargePaise: 0, totalPaise: 33_333, paymentStatus: "refunded" as const },
      // With a bill snapshot, exclusive of GST at 18% on the food (the ledger reads the snapshot).
      {
        subtotalPaise: exclusive.itemTotalPaise,
        packagingPaise: exclusive.packagingPaise,
        discountPaise: exclusive.discountPaise,
        platformFeePaise: exclusive.platformFeePaise,
        tipPaise: exclusive.tipPaise,
        deliveryChargePaise: exclusive.deliveryFeePaise,
        gstPaise: exclusive.gstPaise,
        totalPaise: exclusive.totalPaise,
        bill: JSON.parse(JSON.stringify(exclusive)),
        paymentStatus: "paid" as const,
      },
    ];
    const created = [];
    for (const columns of orders) {
      created.push(
        await db().order.create({
          data: {
            customerId: customer.id,
            restaurantId: restaurant.id,
            customerName: "Backfill Customer",
            deliveryAddress: "1 Old Road",
            deliveryCity: "Hyderabad",
            deliveryState: "Telangana",
            paidAt: new Date("2026-01-10T06:00:00Z"),
            ...columns,
          },
        }),
      );
    }

    const written = await db().$executeRawUnsafe(backfillOf(created.map((order) => order.id)));
    expect(written).toBeGreaterThan(0);

    for (const order of created) {
      const entries = await db().ledgerEntry.findMany({ where: { orderId: order.id } });
      const paid = entriesForOrder(ledgerBillOf(order), 1200);
      expect(byAccount(entries.filter((entry) => entry.kind === "order_paid"))).toEqual(byAccount(paid));
      expect(byAccount(paid).customer).toBe(-order.totalPaise);
      const refunds = entries.filter((entry) => entry.kind === "refund");
      if (order.paymentStatus === "refunded") {
        expect(byAccount(refunds)).toEqual(byAccount(refundEntries(paid, order.totalPaise)));
      } else {
        expect(refunds).toEqual([]);
      }
      expect(entries.every((entry) => entry.restaurantId === restaurant.id)).toBe(true);
    }
    // Run again, it writes nothing more: orders with entries are left alone.
    expect(await db().$executeRawUnsafe(backfillOf(created.map((order) => order.id)))).toBe(0);
  });
});
