import type { DayKey } from "@/lib/restaurants/week-hours";

// The wire types of GET /api/openingHours and POST /api/updateOpeningHours, for server and browser alike.

/** A restaurant's week (the seven days, Monday first, as the kitchen keeps them) and its upcoming closures. */
export type ApiOpeningHours = {
  restaurantId: string;
  timeZone: string;
  /** False: no week is kept and the single window (opentime/closetime) holds every day, as `week` lists it. */
  weekly: boolean;
  /** "HH:MM" clocks in the restaurant's zone; a close before the open runs past midnight, "24:00" to the end of the day. */
  week: { day: DayKey; name: string; windows: { open: string; close: string }[] }[];
  /** Today and later, by date. */
  closures: { date: string; reason: string | null }[];
};

export type OpeningHoursAnswer = { openingHours: ApiOpeningHours };
export type OpeningHoursSaved = { message: string; openingHours: ApiOpeningHours };
