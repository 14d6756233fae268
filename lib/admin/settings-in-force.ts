import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { commissionAt, valueAt, type SettingRow } from "@/lib/admin/settings-rule";

// The settings in force, read where money is decided (issue 33): the platform fee at checkout, the commission when
// an order is paid, the rider's pay when a delivery is made. The whole PlatformSetting table is small (a row per
// decision), so each instance keeps all of it for a few seconds and the rule (settings-rule.ts) picks the row in
// force in memory: a checkout costs one query every SETTINGS_TTL_MS at most. A write on this instance forgets the
// copy at once; another instance sees it within the TTL, and a change is scheduled at least "now", so an instance
// a few seconds behind bills at most those seconds with the old value. Not "server-only": the seed writes ledger
// entries through lib/money/ledger-write.ts outside Next.

const SETTINGS_TTL_MS = 5_000;

type Cached = { rows: SettingRow[]; at: number };
let cached: Cached | null = null;
let loading: Promise<SettingRow[]> | null = null;

async function load(client: Prisma.TransactionClient): Promise<SettingRow[]> {
  return client.platformSetting.findMany({
    select: { key: true, restaurantId: true, value: true, effectiveFrom: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/**
 * Every setting row, from this instance's copy when it is younger than SETTINGS_TTL_MS, else read through `client`
 * (the caller's transaction: the embedded database has a single connection).
 */
async function settingRows(client: Prisma.TransactionClient): Promise<SettingRow[]> {
  if (cached && Date.now() - cached.at < SETTINGS_TTL_MS) return cached.rows;
  // Concurrent checkouts on a cold copy share one read.
  loading ??= load(client).finally(() => {
    loading = null;
  });
  const rows = await loading;
  cached = { rows, at: Date.now() };
  return rows;
}

/** Forgets this instance's copy: after a write here, and in tests that write rows directly. */
export function forgetSettings(): void {
  cached = null;
}

/** The platform fee on an order checked out at `at`, in paise. */
export async function platformFeeAt(client: Prisma.TransactionClient, at: Date): Promise<number> {
  return valueAt(await settingRows(client), "platform_fee_paise", at, env().PLATFORM_FEE_PAISE);
}

/** The commission (basis points of the food's taxable value) on `restaurant`'s order placed at `at`. */
export async function commissionBpsAt(
  client: Prisma.TransactionClient,
  restaurant: { id: string; commissionBps: number | null },
  at: Date,
): Promise<number> {
  return commissionAt(await settingRows(client), restaurant, at, env().PLATFORM_COMMISSION_BPS);
}

type RiderRates = { basePaise: number; perKmPaise: number; minPaise: number };

/** The rider's pay rates at `at`: the base, the rate per km and the least a delivery pays. */
export async function riderRatesAt(client: Prisma.TransactionClient, at: Date): Promise<RiderRates> {
  const rows = await settingRows(client);
  const e = env();
  return {
    basePaise: valueAt(rows, "rider_base_paise", at, e.RIDER_PAY_BASE_PAISE),
    perKmPaise: valueAt(rows, "rider_per_km_paise", at, e.RIDER_PAY_PER_KM_PAISE),
    minPaise: valueAt(rows, "rider_min_paise", at, 0),
  };
}
