import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { recordAudit } from "@/lib/admin/audit";
import { assertAdmin } from "@/lib/admin/guard";
import type {
  ApiRestaurantCommission,
  ApiSetting,
  ApiSettingChange,
  SettingScheduled,
  SettingsAnswer,
} from "@/lib/admin/settings-contract";
import { forgetSettings } from "@/lib/admin/settings-in-force";
import {
  commissionAt,
  PAST_GRACE_MS,
  rowInForce,
  SETTING_KEYS,
  SETTING_LIMITS,
  valueAt,
  type SettingKey,
} from "@/lib/admin/settings-rule";
import type { ScheduleSettingInput } from "@/lib/admin/settings-schemas";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";

// The console's settings (issue 33, docs/admin.md "Settings"): each key's value now, its scheduled changes and its
// history, and scheduling a change. A change is a new PlatformSetting row from a time not in the past; rows are
// never edited or deleted, so the orders, ledger entries and deliveries made before keep what they had.

const HISTORY_SIZE = 20;
const MATCHES = 10;
const OWN_RATES_SHOWN = 50;

type Row = {
  id: string;
  key: string;
  restaurantId: string | null;
  value: number;
  effectiveFrom: Date;
  createdAt: Date;
  createdById: string;
};

/** The deployment's value of `key` (lib/env.ts) when nothing is scheduled. */
function deploymentDefault(key: SettingKey): number {
  const e = env();
  switch (key) {
    case "platform_fee_paise":
      return e.PLATFORM_FEE_PAISE;
    case "commission_bps":
      return e.PLATFORM_COMMISSION_BPS;
    case "rider_base_paise":
      return e.RIDER_PAY_BASE_PAISE;
    case "rider_per_km_paise":
      return e.RIDER_PAY_PER_KM_PAISE;
    case "rider_min_paise":
      return 0;
  }
}

async function allRows(client: Prisma.TransactionClient): Promise<Row[]> {
  return client.platformSetting.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

function changeOf(row: Row, emails: ReadonlyMap<string, string>): ApiSettingChange {
  return {
    _id: row.id,
    value: row.value,
    effectiveFrom: row.effectiveFrom.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: emails.get(row.createdById) ?? null,
  };
}

/** A key's rows (of one restaurant, or the marketplace's) split into scheduled (soonest first) and past (newest first). */
function timeline(
  rows: readonly Row[],
  key: SettingKey,
  restaurantId: string | null,
  now: Date,
  emails: Map<string, string>,
) {
  const own = rows.filter((r) => r.key === key && r.restaurantId === restaurantId);
  const scheduled = own
    .filter((r) => r.effectiveFrom > now)
    .sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime());
  const history = own
    .filter((r) => r.effectiveFrom <= now)
    .reverse()
    .sort((a, b) => b.effectiveFrom.getTime() - a.effectiveFrom.getTime())
    .slice(0, HISTORY_SIZE);
  return {
    scheduled: scheduled.map((r) => changeOf(r, emails)),
    history: history.map((r) => changeOf(r, emails)),
  };
}

async function emailsOf(rows: readonly Row[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.createdById))];
  const users = await db().user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true } });
  return new Map(users.map((u) => [u.id, u.email]));
}

/** Every setting now, scheduled and past; the restaurants with a rate of their own, and those whose name has `q`. */
export async function listSettings(admin: SessionUser | null, q?: string, now = new Date()): Promise<SettingsAnswer> {
  assertAdmin(admin);
  const rows = await allRows(db());
  const emails = await emailsOf(rows);
  const settings: ApiSetting[] = SETTING_KEYS.map((key) => {
    const inForce = rowInForce(rows, key, now);
    return {
      key,
      ...SETTING_LIMITS[key],
      now: inForce?.value ?? deploymentDefault(key),
      isDefault: inForce === null,
      ...timeline(rows, key, null, now, emails),
    };
  });
  const scheduledFor = [...new Set(rows.flatMap((r) => (r.restaurantId ? [r.restaurantId] : [])))];
  const restaurants = await db().restaurant.findMany({
    where: {
      OR: [{ id: { in: scheduledFor } }, ...(q ? [{ name: { contains: q, mode: "insensitive" as const } }] : [])],
    },
    select: { id: true, name: true, city: true, commissionBps: true },
    orderBy: { name: "asc" },
    take: scheduledFor.length + MATCHES,
  });
  const withColumn = await db().restaurant.findMany({
    where: { commissionBps: { not: null }, id: { notIn: restaurants.map((r) => r.id) } },
    select: { id: true, name: true, city: true, commissionBps: true },
    orderBy: { name: "asc" },
    take: OWN_RATES_SHOWN,
  });
  const deployment = env().PLATFORM_COMMISSION_BPS;
  const commissions: ApiRestaurantCommission[] = [...restaurants, ...withColumn].map((r) => {
    const own = rowInForce(rows, "commission_bps", now, r.id);
    return {
      restaurantId: r.id,
      name: r.name,
      city: r.city,
      nowBps: commissionAt(rows, r, now, deployment),
      source: own ? "schedule" : r.commissionBps !== null ? "restaurant" : "marketplace",
      ...timeline(rows, "commission_bps", r.id, now, emails),
    };
  });
  return { settings, restaurants: commissions };
}

/**
 * Schedules `key` to become `value` from `effectiveFrom` (default `now`), audited with the value then in force as
 * "before". An effectiveFrom more than a minute ago: 422 (a change never rewrites the past); an unknown restaurant:
 * 404. Bounds of the value are the schema's.
 */
export async function scheduleSetting(
  admin: SessionUser | null,
  input: ScheduleSettingInput,
  now = new Date(),
): Promise<SettingScheduled> {
  assertAdmin(admin);
  const effectiveFrom = input.effectiveFrom ?? now;
  if (effectiveFrom.getTime() < now.getTime() - PAST_GRACE_MS) {
    const message = "effectiveFrom cannot be in the past: a change applies from now or later";
    throw new AppError(422, message, { effectiveFrom: [message] });
  }
  const restaurantId = input.restaurantId ?? null;
  const restaurant = restaurantId
    ? await db().restaurant.findUnique({ where: { id: restaurantId }, select: { id: true, commissionBps: true } })
    : null;
  if (restaurantId && !restaurant) throw notFound("Restaurant");
  const created = await db().$transaction(async (tx) => {
    const rows = await allRows(tx);
    const before = restaurant
      ? commissionAt(rows, restaurant, effectiveFrom, env().PLATFORM_COMMISSION_BPS)
      : valueAt(rows, input.key, effectiveFrom, deploymentDefault(input.key));
    const row = await tx.platformSetting.create({
      data: { key: input.key, restaurantId, value: input.value, effectiveFrom, createdById: admin.id },
    });
    const at = effectiveFrom.toISOString();
    await recordAudit(tx, admin, {
      action: "setting.schedule",
      entity: "setting",
      entityId: row.id,
      before: { key: input.key, restaurantId, value: before, at },
      after: { key: input.key, restaurantId, value: input.value, effectiveFrom: at },
    });
    return row;
  });
  forgetSettings();
  const change = changeOf(created, new Map([[admin.id, admin.email]]));
  const when = effectiveFrom.getTime() <= now.getTime() ? "now" : `from ${effectiveFrom.toISOString()}`;
  return {
    message: `${SETTING_LIMITS[input.key].label} is ${input.value} ${SETTING_LIMITS[input.key].unit} ${when}`,
    change: { ...change, key: input.key, restaurantId },
  };
}
