import "server-only";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/http/errors";
import type { ApiOpeningHours } from "@/lib/restaurants/hours-contract";
import { toDayWindows, weekHoursProblems, type UpdateOpeningHoursInput } from "@/lib/restaurants/hours-schemas";
import { expirePublicPages } from "@/lib/restaurants/public-tags";
import {
  clock,
  DAY_KEYS,
  DAY_NAMES,
  effectiveWeek,
  fromWeekWindows,
  localTime,
  toWeekWindows,
  weekRanges,
} from "@/lib/restaurants/week-hours";

// A restaurant's week of opening windows and its holiday closures. The windows (OpeningWindow) and the closures
// (RestaurantClosure) are the record; with them, in the same transaction, the restaurant's compact columns the
// open rule reads are rewritten: weekWindows and closedDates for the JS rule, openWeekSameDay/openWeekSpill for
// the SQL one (lib/restaurants/open-sql.ts). Only this service writes any of them.

const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

type HoursRow = {
  id: string;
  timeZone: string;
  openMinute: number;
  closeMinute: number;
  weekWindows: number[];
  closures: { date: string; reason: string | null }[];
};

function toApiOpeningHours(row: HoursRow, now: Date): ApiOpeningHours {
  const today = localTime(now, row.timeZone).date;
  return {
    restaurantId: row.id,
    timeZone: row.timeZone,
    weekly: row.weekWindows.length > 0,
    week: fromWeekWindows(effectiveWeek(row)).map(({ day, windows }) => ({
      day: DAY_KEYS[day] ?? "monday",
      name: DAY_NAMES[day] ?? "Monday",
      windows: windows.map((w) => ({ open: clock(w.open), close: clock(w.close) })),
    })),
    closures: row.closures.filter((c) => c.date >= today).map((c) => ({ date: c.date, reason: c.reason })),
  };
}

const hoursSelect = {
  id: true,
  timeZone: true,
  openMinute: true,
  closeMinute: true,
  weekWindows: true,
  closures: { select: { date: true, reason: true }, orderBy: { date: "asc" } },
} as const;

/** Anyone: a restaurant's week and upcoming closures; 404 for an unknown restaurant. */
export async function getOpeningHours(restaurantId: string, now: Date = new Date()): Promise<ApiOpeningHours> {
  const row = await db().restaurant.findUnique({ where: { id: restaurantId }, select: hoursSelect });
  if (!row) throw notFound("Restaurant");
  return toApiOpeningHours(row, now);
}

/**
 * The owner replaces the week, the closures or both (a part left out stays). Closures must be today or later in
 * the restaurant's zone (422 naming the date); a refused change writes nothing.
 */
export async function updateOpeningHours(
  owner: SessionUser,
  input: UpdateOpeningHoursInput,
  now: Date = new Date(),
): Promise<ApiOpeningHours> {
  const restaurantId = ownRestaurantId(owner);
  const problems = input.week ? weekHoursProblems(input.week) : [];
  if (problems.length > 0)
    throw new AppError(422, problems[0] ?? "The week's hours do not fit together", { week: problems });
  const row = await db().$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<{ ownerId: string; timeZone: string }[]>`
      SELECT "ownerId", "timeZone" FROM "Restaurant" WHERE "id" = ${restaurantId} FOR UPDATE`;
    if (!current || current.ownerId !== owner.id) throw notFound("Restaurant");
    if (input.week) {
      const days = toDayWindows(input.week);
      const weekWindows = toWeekWindows(days);
      await tx.openingWindow.deleteMany({ where: { restaurantId } });
      await tx.openingWindow.createMany({
        data: days.flatMap(({ day, windows }) =>
          windows.map((w) => ({ restaurantId, weekday: day, openMinute: w.open, closeMinute: w.close % 1440 })),
        ),
      });
      const ranges = weekWindows.length > 0 ? weekRanges(weekWindows) : null;
      await tx.$executeRaw`
        UPDATE "Restaurant" SET "weekWindows" = ${weekWindows}::int[],
          "openWeekSameDay" = ${ranges?.sameDay ?? null}::int4multirange,
          "openWeekSpill" = ${ranges?.spill ?? null}::int4multirange
        WHERE "id" = ${restaurantId}`;
    }
    if (input.closures) {
      const today = localTime(now, current.timeZone).date;
      const past = input.closures.filter((c) => c.date < today).map((c) => `${c.date} is in the past`);
      if (past.length > 0) throw new AppError(422, past[0] ?? "Closures must be today or later", { closures: past });
      const closures = [...input.closures].sort((a, b) => a.date.localeCompare(b.date));
      await tx.restaurantClosure.deleteMany({ where: { restaurantId } });
      await tx.restaurantClosure.createMany({
        data: closures.map((c) => ({ restaurantId, date: c.date, reason: c.reason ?? null })),
      });
      await tx.restaurant.update({ where: { id: restaurantId }, data: { closedDates: closures.map((c) => c.date) } });
    }
    return tx.restaurant.findUniqueOrThrow({ where: { id: restaurantId }, select: hoursSelect });
  }, TX_OPTIONS);
  expirePublicPages(restaurantId);
  return toApiOpeningHours(row, now);
}
