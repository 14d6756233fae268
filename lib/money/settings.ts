import type { BillSettings, TaxMode } from "@/lib/money/bill";

// How a restaurant's row becomes the engine's BillSettings. Pure, so the server's pricing, the preview and
// the tests all read a restaurant the same way; the platform fee is the deployment's (env PLATFORM_FEE_PAISE),
// passed in so this stays free of process.env.

/** The restaurant columns the bill needs (prisma/schema.prisma, Restaurant). */
export type BillSettingsColumns = {
  taxMode: TaxMode;
  foodGstBps: number;
  deliveryFeePaise: number | null;
  freeDeliveryFromPaise: number | null;
};

/** The select that reads BillSettingsColumns, for the services' queries. */
export const billSettingsSelect = {
  taxMode: true,
  foodGstBps: true,
  deliveryFeePaise: true,
  freeDeliveryFromPaise: true,
} as const;

/** The BillSettings of a restaurant, with the deployment's platform fee. */
export function billSettingsOf(restaurant: BillSettingsColumns, platformFeePaise: number): BillSettings {
  return {
    taxMode: restaurant.taxMode,
    foodGstBps: restaurant.foodGstBps,
    deliveryFeePaise: restaurant.deliveryFeePaise,
    freeDeliveryFromPaise: restaurant.freeDeliveryFromPaise,
    platformFeePaise,
  };
}
