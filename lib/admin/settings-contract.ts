import type { SettingKey } from "@/lib/admin/settings-rule";

// The wire types of the marketplace's settings calls (issue 33). Types only: the handlers and the console share them.

/** One decision: a value from a time on, who made it and when. */
export type ApiSettingChange = {
  _id: string;
  value: number;
  effectiveFrom: string;
  createdAt: string;
  createdBy: string | null;
};

/** A setting: the value in force now (and whether it is the deployment's default), what is scheduled, the past. */
export type ApiSetting = {
  key: SettingKey;
  label: string;
  unit: "paise" | "bps";
  max: number;
  now: number;
  /** True when no change is in force yet: `now` is the deployment's (or the restaurant's own column's) value. */
  isDefault: boolean;
  scheduled: ApiSettingChange[];
  /** Changes in force or past, newest first (at most 20). */
  history: ApiSettingChange[];
};

/** A restaurant's commission: the rate in force now, and its own scheduled and past changes. */
export type ApiRestaurantCommission = {
  restaurantId: string;
  name: string;
  city: string;
  nowBps: number;
  /** Where `nowBps` comes from: its own schedule, its own column, or the marketplace's rate. */
  source: "schedule" | "restaurant" | "marketplace";
  scheduled: ApiSettingChange[];
  history: ApiSettingChange[];
};

export type SettingsAnswer = {
  settings: ApiSetting[];
  /** Restaurants with a commission of their own (scheduled or on their row), and those matching `q`. */
  restaurants: ApiRestaurantCommission[];
};

export type SettingScheduled = {
  message: string;
  change: ApiSettingChange & { key: SettingKey; restaurantId: string | null };
};
