import { SaveCitySchema } from "@/lib/admin/cities-schemas";
import { CreateCouponSchema } from "@/lib/admin/coupons-schemas";
import { ScheduleSettingSchema, SettingsQuerySchema } from "@/lib/admin/settings-schemas";
import * as A from "@/lib/openapi/answers";
import {
  CitiesAnswer,
  CitySaved,
  HealthAnswer,
  SettingScheduled,
  SettingsAnswer,
} from "@/lib/openapi/answers-admin-settings";
import { json, type Operation } from "@/lib/openapi/operation";

// The platform console's settings calls (issue 33, docs/admin.md): admin accounts only. Fees and rates from a time
// on, the platform's coupons, the served cities, and the view of health.

export const ADMIN_SETTINGS_OPERATIONS: readonly Operation[] = [
  {
    method: "GET",
    route: "/api/admin/settings",
    tag: "admin",
    summary:
      "The platform fee, the commission and the riders' pay rates: the value now, scheduled changes and history; " +
      "restaurants with a commission of their own, and those whose name has q",
    caller: "admin",
    query: SettingsQuerySchema,
    answers: { 200: json("The settings", SettingsAnswer) },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/settings",
    tag: "admin",
    summary:
      "Schedules a fee or rate (a restaurant's commission with restaurantId) from effectiveFrom (default now; more " +
      "than a minute ago: 422); commission 0-5000 bps; past orders keep theirs; audited setting.schedule",
    caller: "admin",
    body: ScheduleSettingSchema,
    answers: { 200: json("Scheduled", SettingScheduled) },
    errors: [404],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/admin/coupons",
    tag: "admin",
    summary: "The platform's coupons (offers of no restaurant, funded by the platform), newest first",
    caller: "admin",
    answers: { 200: json("The coupons", A.OffersAnswer) },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/coupons",
    tag: "admin",
    summary:
      "Creates a platform coupon with the owner's offer rules and a code (active elsewhere: 409); audited offer.create",
    caller: "admin",
    body: CreateCouponSchema,
    answers: { 200: json("Created", A.OfferSaved) },
    errors: [409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/coupons/[id]/deactivate",
    tag: "admin",
    summary: "Ends a platform coupon (not a restaurant's offer: 404; inactive already: 409); audited offer.deactivate",
    caller: "admin",
    params: { id: "The coupon's id" },
    answers: { 200: json("Deactivated", A.OfferSaved) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/admin/cities",
    tag: "admin",
    summary: "The cities the marketplace serves, their PIN codes and whether each is served now",
    caller: "admin",
    answers: { 200: json("The cities", CitiesAnswer) },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/cities",
    tag: "admin",
    summary:
      "Adds a city or changes one by name: its PIN codes (none: the whole city) and whether it is served from " +
      "effectiveFrom (default now); once a city is listed, checkouts elsewhere are refused; audited city.save",
    caller: "admin",
    body: SaveCitySchema,
    answers: { 200: json("Saved", CitySaved) },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/admin/overview",
    tag: "admin",
    summary:
      "The view of health: orders per IST hour today and a week ago, failed payments, pending refunds, failed jobs, " +
      "kitchens not answering and riders online by city",
    caller: "admin",
    answers: { 200: json("The figures", HealthAnswer) },
    ours: true,
  },
];
