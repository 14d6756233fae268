import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { recordAudit } from "@/lib/admin/audit";
import { forgetCities } from "@/lib/admin/cities-in-force";
import { cityServedAt } from "@/lib/admin/cities-rule";
import type { ApiCity, CitiesAnswer, CitySaved, SaveCityInput } from "@/lib/admin/cities-schemas";
import { assertAdmin } from "@/lib/admin/guard";
import { PAST_GRACE_MS } from "@/lib/admin/settings-rule";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { cityKey } from "@/lib/location/city-key";

// The cities the marketplace serves (issue 33, docs/admin.md "Cities"): the list, and a city added or changed.
// A row keeps one state from `effectiveFrom` on (cities-rule.ts): switching a city on or off takes a time, not in
// the past; its name's state and PIN codes change at once. Every save is audited ("city.save").

type CityRow = {
  id: string;
  name: string;
  state: string;
  pincodes: string[];
  active: boolean;
  effectiveFrom: Date;
  updatedAt: Date;
};

function apiCity(row: CityRow, now: Date): ApiCity {
  return {
    _id: row.id,
    name: row.name,
    state: row.state,
    pincodes: row.pincodes,
    active: row.active,
    effectiveFrom: row.effectiveFrom.toISOString(),
    servedNow: cityServedAt(row, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const snapshot = (row: CityRow) => ({
  name: row.name,
  state: row.state,
  pincodes: row.pincodes,
  active: row.active,
  effectiveFrom: row.effectiveFrom.toISOString(),
});

export async function listCities(admin: SessionUser | null, now = new Date()): Promise<CitiesAnswer> {
  assertAdmin(admin);
  const rows = await db().serviceCity.findMany({ orderBy: { name: "asc" } });
  return {
    cities: rows.map((row) => apiCity(row, now)),
    listInForce: rows.some((row) => row.effectiveFrom <= now),
  };
}

/**
 * Adds the city, or changes the one of that name (any case). Switching on or off (a new city is switched on) takes
 * effect from `effectiveFrom` (default `now`; more than a minute ago: 422); a save that keeps the switch keeps its
 * time. A new city saved switched off is simply not served, from now.
 */
export async function saveCity(admin: SessionUser | null, input: SaveCityInput, now = new Date()): Promise<CitySaved> {
  assertAdmin(admin);
  const from = input.effectiveFrom ?? now;
  if (from.getTime() < now.getTime() - PAST_GRACE_MS) {
    const message = "effectiveFrom cannot be in the past: a change applies from now or later";
    throw new AppError(422, message, { effectiveFrom: [message] });
  }
  const saved = await db().$transaction(async (tx) => {
    // The table is a row per city: finding the name in any case reads it whole.
    const rows = await tx.serviceCity.findMany();
    const existing = rows.find((row) => cityKey(row.name) === cityKey(input.name)) ?? null;
    const switched = existing ? existing.active !== input.active : true;
    const effectiveFrom = !switched && existing ? existing.effectiveFrom : existing || input.active ? from : now;
    const data = {
      name: input.name,
      state: input.state,
      pincodes: input.pincodes,
      active: input.active,
      effectiveFrom,
    };
    const row = existing
      ? await tx.serviceCity.update({ where: { id: existing.id }, data })
      : await tx.serviceCity.create({ data });
    await recordAudit(tx, admin, {
      action: "city.save",
      entity: "city",
      entityId: row.id,
      before: existing ? snapshot(existing) : null,
      after: snapshot(row),
    });
    return { row, created: existing === null };
  });
  forgetCities();
  const city = apiCity(saved.row, now);
  const state = city.active ? "served" : "switched off";
  const when = saved.row.effectiveFrom > now ? ` from ${city.effectiveFrom}` : "";
  return { message: `${city.name} ${saved.created ? "added" : "saved"}: ${state}${when}`, city };
}
