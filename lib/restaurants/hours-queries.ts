import { apiFetch } from "@/lib/api/client";
import type { OpeningHoursSaved } from "@/lib/restaurants/hours-contract";

// The browser's call to save the week and the holidays (the owner settings' editor).

export type OpeningHoursBody = {
  week?: { day: string; windows: { open: string; close: string }[] }[];
  closures?: { date: string; reason?: string }[];
};

export function saveOpeningHours(body: OpeningHoursBody) {
  return apiFetch<OpeningHoursSaved>("/api/updateOpeningHours", { usertype: "restaurant", method: "POST", json: body });
}
