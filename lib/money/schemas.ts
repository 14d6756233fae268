import { z } from "zod";
import { blankToUndefined } from "@/lib/http/blank";

// The settlement's query (GET /api/settlement and /api/settlementCsv): an IST date range and day or week rows.

/** The longest range one request covers: a year and a day. */
export const MAX_SETTLEMENT_DAYS = 366;

const isCalendarDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

const IstDate = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} must be a date like 2026-11-27` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-11-27`)
      .refine(isCalendarDate, `${field} is not a date of the calendar`)
      .optional(),
  );

export const SettlementQuerySchema = z
  .object({
    from: IstDate("From"),
    to: IstDate("To"),
    by: z.preprocess(blankToUndefined, z.enum(["day", "week"], { error: "By must be day or week" }).default("day")),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "From must not be after To" });
    }
  });

export type SettlementQuery = z.infer<typeof SettlementQuerySchema>;
