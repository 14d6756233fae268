import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { cityRefusal, type CityRow } from "@/lib/admin/cities-rule";

// The served cities on the checkout path (issue 33): the whole ServiceCity table (a row per city) kept per instance
// for a few seconds, so a checkout costs no query of its own; a write on this instance forgets the copy at once.

const CITIES_TTL_MS = 5_000;

let cached: { rows: CityRow[]; at: number } | null = null;

async function cityRows(): Promise<CityRow[]> {
  if (cached && Date.now() - cached.at < CITIES_TTL_MS) return cached.rows;
  const rows = await db().serviceCity.findMany({
    select: { name: true, pincodes: true, active: true, effectiveFrom: true },
  });
  cached = { rows, at: Date.now() };
  return rows;
}

/** Forgets this instance's copy (after a write). */
export function forgetCities(): void {
  cached = null;
}

/** Refuses (422) an address in a city the marketplace does not serve at `now`, before anything is written. */
export async function assertServedCity(where: { city: string; pincode?: string | null }, now: Date): Promise<void> {
  const refusal = cityRefusal(await cityRows(), where, now);
  if (refusal === null) return;
  throw new AppError(422, refusal.message, { [`deliveryLocation.${refusal.field}`]: [refusal.message] });
}
