// The marketplace's settings from a time on (issue 33, docs/admin.md "Settings"): the keys, their bounds, and the
// one rule of which value is in force at an instant. Pure, so the checkout, the ledger, the rider's pay, the console
// and the tests all read a setting the same way. The rows are PlatformSetting (prisma/schema.prisma).

export const SETTING_KEYS = [
  "platform_fee_paise",
  "commission_bps",
  "rider_base_paise",
  "rider_per_km_paise",
  "rider_min_paise",
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** What an admin may set each key to: whole numbers from 0 to `max` (a commission of 0-50%; fees up to ₹1,000). */
export const SETTING_LIMITS: Record<SettingKey, { max: number; label: string; unit: "paise" | "bps" }> = {
  platform_fee_paise: { max: 100_000, label: "Platform fee per order", unit: "paise" },
  commission_bps: { max: 5_000, label: "Commission on food", unit: "bps" },
  rider_base_paise: { max: 100_000, label: "Rider pay: base per delivery", unit: "paise" },
  rider_per_km_paise: { max: 20_000, label: "Rider pay: per km", unit: "paise" },
  rider_min_paise: { max: 100_000, label: "Rider pay: least per delivery", unit: "paise" },
};

/** How long ago an effectiveFrom may be and still count as "now" (a clock a little behind, a slow form). */
export const PAST_GRACE_MS = 60_000;

/** A stored setting as the rule reads it. */
export type SettingRow = { key: string; restaurantId: string | null; value: number; effectiveFrom: Date };

/**
 * The row of `key` (the marketplace's when `restaurantId` is null, else that restaurant's own) in force at `at`:
 * the one with the latest effectiveFrom not after `at`; of two with the same effectiveFrom, the later in the list
 * (rows come oldest-written first, so the later decision wins). None: null.
 */
export function rowInForce<T extends SettingRow>(
  rows: readonly T[],
  key: SettingKey,
  at: Date,
  restaurantId: string | null = null,
): T | null {
  const t = at.getTime();
  let best: T | null = null;
  for (const row of rows) {
    if (row.key !== key || row.restaurantId !== restaurantId) continue;
    const from = row.effectiveFrom.getTime();
    if (from > t) continue;
    if (best === null || from >= best.effectiveFrom.getTime()) best = row;
  }
  return best;
}

/** The value of `key` in force at `at`, else `fallback` (the deployment's default). */
export function valueAt(
  rows: readonly SettingRow[],
  key: SettingKey,
  at: Date,
  fallback: number,
  restaurantId: string | null = null,
): number {
  return rowInForce(rows, key, at, restaurantId)?.value ?? fallback;
}

/**
 * A restaurant's commission at `at`, most particular first: its own scheduled rate in force, else the rate on its
 * row (Restaurant.commissionBps, set before the console existed), else the marketplace's scheduled rate in force,
 * else the deployment's (PLATFORM_COMMISSION_BPS).
 */
export function commissionAt(
  rows: readonly SettingRow[],
  restaurant: { id: string; commissionBps: number | null },
  at: Date,
  deploymentBps: number,
): number {
  const own = rowInForce(rows, "commission_bps", at, restaurant.id);
  if (own) return own.value;
  return restaurant.commissionBps ?? valueAt(rows, "commission_bps", at, deploymentBps);
}
