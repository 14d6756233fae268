import { z } from "zod";
import { SETTING_KEYS } from "@/lib/admin/settings-rule";
import { Id } from "@/lib/openapi/answer-parts";

// The answers of the console's settings and health calls (issue 33, docs/admin.md "Settings", "Cities", "Health").
// The coupons answer with the owner's offer shapes (answers-money.ts).

const Instant = z.string().meta({ description: "An ISO 8601 instant (UTC)." });

const Change = z.strictObject({
  _id: Id,
  value: z.number().int(),
  effectiveFrom: Instant,
  createdAt: Instant,
  createdBy: z.string().nullable().meta({ description: "The email of the admin who scheduled it." }),
});

const Setting = z.strictObject({
  key: z.enum(SETTING_KEYS),
  label: z.string(),
  unit: z.enum(["paise", "bps"]),
  max: z.number().int().meta({ description: "The largest value allowed (the least is 0)." }),
  now: z.number().int().meta({ description: "The value in force now." }),
  isDefault: z.boolean().meta({ description: "No change in force yet: the deployment's value (lib/env.ts)." }),
  scheduled: z.array(Change).meta({ description: "Changes from a time still ahead, soonest first." }),
  history: z.array(Change).meta({ description: "Changes in force or past, newest first (at most 20)." }),
});

const RestaurantCommission = z.strictObject({
  restaurantId: Id,
  name: z.string(),
  city: z.string(),
  nowBps: z.number().int(),
  source: z.enum(["schedule", "restaurant", "marketplace"]),
  scheduled: z.array(Change),
  history: z.array(Change),
});

export const SettingsAnswer = z.strictObject({
  settings: z.array(Setting),
  restaurants: z
    .array(RestaurantCommission)
    .meta({ description: "Restaurants with a commission of their own, and those whose name has ?q=." }),
});

export const SettingScheduled = z.strictObject({
  message: z.string(),
  change: Change.extend({ key: z.enum(SETTING_KEYS), restaurantId: Id.nullable() }),
});

const City = z.strictObject({
  _id: Id,
  name: z.string(),
  state: z.string(),
  pincodes: z.array(z.string()).meta({ description: "The PIN codes served; empty: the whole city." }),
  active: z.boolean(),
  effectiveFrom: Instant.meta({ description: "From when `active` holds (a switched-off city is served until then)." }),
  servedNow: z.boolean(),
  updatedAt: Instant,
});

export const CitiesAnswer = z.strictObject({
  cities: z.array(City),
  listInForce: z.boolean().meta({ description: "Whether the list governs checkout now; false: every city is served." }),
});

export const CitySaved = z.strictObject({ message: z.string(), city: City });

const Count = z.number().int();

export const HealthAnswer = z.strictObject({
  at: Instant,
  date: z.string().meta({ description: "India's date the figures are today of (YYYY-MM-DD)." }),
  ordersPerHour: z.array(z.strictObject({ hour: Count, today: Count, lastWeek: Count })),
  paymentsFailedPerHour: z.array(z.strictObject({ hour: Count, failed: Count })),
  refundsPending: z.strictObject({
    total: Count,
    failed: Count,
    byDay: z.array(z.strictObject({ date: z.string(), count: Count })),
    older: Count,
  }),
  jobsFailed: z.strictObject({
    total: Count,
    byQueue: z.array(z.strictObject({ queue: z.string(), failed: Count })),
  }),
  kitchens: z.strictObject({
    waiting: Count,
    autoRejectedToday: Count,
    restaurants: z.array(z.strictObject({ restaurantId: Id, name: z.string(), waiting: Count, autoRejected: Count })),
  }),
  ridersOnline: z.strictObject({
    total: Count,
    byCity: z.array(z.strictObject({ city: z.string(), online: Count, busy: Count })),
  }),
});
