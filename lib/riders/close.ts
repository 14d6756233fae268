import "server-only";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { recordRiderDelivery } from "@/lib/money/ledger-rider";
import { distanceMeters } from "@/lib/riders/geo";
import { riderPayPaise, roadEstimateMeters, type PayRates } from "@/lib/riders/pay";
import { riderRatesAt } from "@/lib/admin/settings-in-force";

// Closing a delivery as delivered (docs/riders.md, "Rider pay"): its distance and pay, and the rider's ledger entries,
// in the transaction that delivers the order. Kept apart from service.ts so the order service, which the rider's
// moves go through, can close a flagged delivery its owner delivered without importing the rider's service.

type PaySource = {
  distanceMeters: number | null;
  payPaise: number | null;
  restaurant: { lat: number | null; lng: number | null };
  order: { dropLat: number | null; dropLng: number | null };
};

/**
 * The delivery's distance: dispatch's when it set one, else the road estimate from the restaurant's and the drop
 * point's places (null when either is unknown).
 */
function distanceOf(row: PaySource): number | null {
  if (row.distanceMeters !== null) return row.distanceMeters;
  const { lat, lng } = row.restaurant;
  const { dropLat, dropLng } = row.order;
  if (lat === null || lng === null || dropLat === null || dropLng === null) return null;
  return roadEstimateMeters(distanceMeters({ lat, lng }, { lat: dropLat, lng: dropLng }));
}

/**
 * The pay of a delivery: dispatch's when it set one, else base plus per km on its distance (0 km when unknown), at
 * `rates` (closing a delivery passes the rates in force then; without them, the deployment's).
 */
export function payOf(row: PaySource, rates?: PayRates): number {
  return (
    row.payPaise ??
    riderPayPaise(
      distanceOf(row) ?? 0,
      rates ?? {
        basePaise: env().RIDER_PAY_BASE_PAISE,
        perKmPaise: env().RIDER_PAY_PER_KM_PAISE,
      },
    )
  );
}

export type ClosedDelivery = { payPaise: number; tipPaise: number; cashCollectedPaise: number };

/**
 * Marks the picked-up delivery of `orderId` delivered with its distance and pay, and writes the rider's pay, tip and
 * any cash taken (`cashCollectedPaise`) to the ledger. `flagged`: only a delivery flagged after five wrong codes (its
 * owner delivered it); otherwise only one that is not. Nothing to close: null, or 409 when `required`.
 */
export async function closeDelivery(
  tx: Prisma.TransactionClient,
  orderId: string,
  now: Date,
  options: {
    riderId?: string;
    flagged: boolean;
    cashCollectedPaise?: number;
    doorPhotoUrl?: string | null;
    required: boolean;
  },
): Promise<ClosedDelivery | null> {
  const row = await tx.delivery.findFirst({
    where: {
      orderId,
      state: "picked_up",
      flaggedAt: options.flagged ? { not: null } : null,
      ...(options.riderId && { riderId: options.riderId }),
    },
    select: {
      id: true,
      restaurantId: true,
      distanceMeters: true,
      payPaise: true,
      restaurant: { select: { lat: true, lng: true } },
      order: { select: { dropLat: true, dropLng: true, tipPaise: true } },
    },
  });
  if (!row) {
    if (options.required) throw new AppError(409, "This delivery changed: reload it");
    return null;
  }
  const payPaise = payOf(row, row.payPaise === null ? await riderRatesAt(tx, now) : undefined);
  const cashCollectedPaise = options.cashCollectedPaise ?? 0;
  const { count } = await tx.delivery.updateMany({
    where: { id: row.id, state: "picked_up" },
    data: {
      state: "delivered",
      deliveredAt: now,
      payPaise,
      distanceMeters: distanceOf(row),
      cashCollectedPaise,
      ...(options.doorPhotoUrl && { noContact: true, doorPhotoUrl: options.doorPhotoUrl }),
    },
  });
  if (count === 0) throw new AppError(409, "This delivery changed: reload it");
  const tipPaise = row.order.tipPaise;
  await recordRiderDelivery(
    tx,
    { orderId, restaurantId: row.restaurantId, at: now },
    { payPaise, tipPaise, cashPaise: cashCollectedPaise },
  );
  return { payPaise, tipPaise, cashCollectedPaise };
}
