import { apiFetch } from "@/lib/api/client";
import type { CitySaved, SaveCityRequest } from "@/lib/admin/cities-schemas";
import type { CreateCouponRequest } from "@/lib/admin/coupons-schemas";
import type { SettingScheduled, SettingsAnswer } from "@/lib/admin/settings-contract";
import type { ScheduleSettingRequest } from "@/lib/admin/settings-schemas";
import type { OfferSaved } from "@/lib/offers/contract";

// The settings page's browser calls (issue 33): fees and rates, platform coupons, served cities. Errors come back
// as ApiError (lib/api/client) with the server's message and the fields it names.

const admin = { usertype: "admin" } as const;

export function readSettings(q?: string): Promise<SettingsAnswer> {
  return apiFetch<SettingsAnswer>(`/api/admin/settings${q ? `?${new URLSearchParams({ q })}` : ""}`, admin);
}

export function scheduleSetting(body: ScheduleSettingRequest): Promise<SettingScheduled> {
  return apiFetch<SettingScheduled>("/api/admin/settings", { ...admin, method: "POST", json: body });
}

export function createCoupon(body: CreateCouponRequest): Promise<OfferSaved> {
  return apiFetch<OfferSaved>("/api/admin/coupons", { ...admin, method: "POST", json: body });
}

export function deactivateCoupon(id: string): Promise<OfferSaved> {
  return apiFetch<OfferSaved>(`/api/admin/coupons/${encodeURIComponent(id)}/deactivate`, { ...admin, method: "POST" });
}

export function saveCity(body: SaveCityRequest): Promise<CitySaved> {
  return apiFetch<CitySaved>("/api/admin/cities", { ...admin, method: "POST", json: body });
}
