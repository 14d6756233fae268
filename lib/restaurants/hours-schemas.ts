import { z } from "zod";
import { blankToUndefined } from "@/lib/http/blank";
import { recordId } from "@/lib/http/record-id";
import { ownerText } from "@/lib/text/schemas";
import { DAY_KEYS, MAX_CLOSURES, weekProblems } from "@/lib/restaurants/week-hours";

// The inputs of GET /api/openingHours and POST /api/updateOpeningHours. Clocks are "HH:MM" (24-hour) in the
// restaurant's own time zone; a close may be "24:00" (the end of the day) or before the open (past midnight).

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const CLOSURE_REASON_MAX = 60;

/** 545 for "09:05", 1440 for "24:00". */
function clockMinute(clock: string): number {
  if (clock === "24:00") return 1440;
  const match = CLOCK.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

const OpenClock = z.string({ error: "Opening time is required" }).regex(CLOCK, "Opening time must be HH:MM (24-hour)");
const CloseClock = z
  .string({ error: "Closing time is required" })
  .refine((v) => v === "24:00" || CLOCK.test(v), "Closing time must be HH:MM (24-hour) or 24:00");

const WindowInputSchema = z.object({ open: OpenClock, close: CloseClock });

const DayInputSchema = z.object({
  day: z.enum(DAY_KEYS, { error: `Day must be one of: ${DAY_KEYS.join(", ")}` }),
  // More than MAX_WINDOWS_A_DAY is refused below, naming the day; this only bounds the request.
  windows: z.array(WindowInputSchema).max(24, "Too many windows"),
});

const ClosureInputSchema = z.object({
  date: z.iso.date("Date must be YYYY-MM-DD"),
  reason: z.preprocess(blankToUndefined, ownerText("Reason", CLOSURE_REASON_MAX).optional()),
});

/**
 * POST /api/updateOpeningHours: each part given replaces what is kept; a part left out is kept as it is. How the
 * windows of a week fit together (overlaps, more than 4 a day, empty or backwards windows) is checked by
 * `weekHoursProblems`, so that the 422's message itself names the day.
 */
export const UpdateOpeningHoursSchema = z.object({
  /** The days listed; a day left out (or with no windows) is closed. A week with no windows at all goes back to
   * the single window of the restaurant's settings (opentime/closetime) every day. */
  week: z.array(DayInputSchema).max(7, "A week has 7 days").optional(),
  closures: z
    .array(ClosureInputSchema)
    .max(MAX_CLOSURES, `At most ${MAX_CLOSURES} closures`)
    .refine((list) => new Set(list.map((c) => c.date)).size === list.length, "Each date can be listed once")
    .optional(),
});

export type UpdateOpeningHoursInput = z.infer<typeof UpdateOpeningHoursSchema>;
export type DayInput = z.infer<typeof DayInputSchema>;

/** What is wrong with a request's week ("Tuesday: 12:00-15:00 overlaps 14:00-16:00"), or none. */
export function weekHoursProblems(week: readonly DayInput[]): string[] {
  return weekProblems(toDayWindows(week));
}

/** The days of a request as minutes (day 0 Monday). */
export function toDayWindows(week: readonly DayInput[]) {
  return week.map((d) => ({
    day: DAY_KEYS.indexOf(d.day),
    windows: d.windows.map((w) => ({ open: clockMinute(w.open), close: clockMinute(w.close) })),
  }));
}

/** GET /api/openingHours?restaurantId= */
export const OpeningHoursQuerySchema = z.object({ restaurantId: recordId("restaurantId") });
