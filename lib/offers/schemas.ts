import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { blankToUndefined } from "@/lib/http/blank";
import { MAX_PERCENT_BPS, MIN_PERCENT_BPS, normaliseCode } from "@/lib/money/offers";

// One schema per input of the owner's offer calls (issue 31 part 4). Shared by the handlers and the console's form.

const PERCENT_MESSAGE = "percentBps must be from 100 to 10000 (1% to 100%)";
const AMOUNT_MESSAGE = "Give either a percent or a flat amount off";

const paise = (field: string, min: number) =>
  z
    .number({ error: `${field} must be a whole number of paise` })
    .int(`${field} must be a whole number of paise`)
    .min(min, min === 0 ? `${field} cannot be negative` : `${field} must be more than 0`)
    .max(10_000_000, `${field} must be at most ₹1,00,000`);

const minuteOfDay = (field: string) =>
  z
    .number({ error: `${field} must be minutes after midnight` })
    .int(`${field} must be minutes after midnight`)
    .min(0, `${field} must be from 0 to 1439`)
    .max(1439, `${field} must be from 0 to 1439`);

const uses = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(1_000_000, `${field} must be at most 1000000`);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.nullable().optional());

/** A code as stored: upper case letters and digits, 3 to 20, typed with spaces or lower case too. */
const code = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "code must be text" })
    .transform(normaliseCode)
    .pipe(z.string().regex(/^[A-Z0-9]{3,20}$/, "code must be 3 to 20 letters and digits"))
    .nullable()
    .optional(),
);

const instant = (field: string) => optional(z.coerce.date({ error: `${field} must be a date and time` }));

/** saveOffer: a new offer (no `_id`) or a change of one of the owner's. `code` absent: an automatic offer. */
export const SaveOfferSchema = z
  .object({
    _id: recordId("_id").optional(),
    code,
    title: z
      .string({ error: "title is required" })
      .trim()
      .min(1, "title is required")
      .max(60, "title must be at most 60 characters"),
    percentBps: optional(
      z
        .number({ error: PERCENT_MESSAGE })
        .int(PERCENT_MESSAGE)
        .min(MIN_PERCENT_BPS, PERCENT_MESSAGE)
        .max(MAX_PERCENT_BPS, PERCENT_MESSAGE),
    ),
    flatPaise: optional(paise("flatPaise", 1)),
    minOrderPaise: optional(paise("minOrderPaise", 0)),
    maxDiscountPaise: optional(paise("maxDiscountPaise", 1)),
    validFrom: instant("validFrom"),
    validUntil: instant("validUntil"),
    startMinute: optional(minuteOfDay("startMinute")),
    endMinute: optional(minuteOfDay("endMinute")),
    firstOrderOnly: z.boolean({ error: "firstOrderOnly must be true or false" }).default(false),
    usesPerCustomer: optional(uses("usesPerCustomer")),
    totalUses: optional(uses("totalUses")),
    active: z.boolean({ error: "active must be true or false" }).default(true),
  })
  .superRefine((offer, ctx) => {
    if ((offer.percentBps == null) === (offer.flatPaise == null)) {
      ctx.addIssue({ code: "custom", path: ["percentBps"], message: AMOUNT_MESSAGE });
    }
    if (offer.validFrom && offer.validUntil && offer.validUntil <= offer.validFrom) {
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: "validUntil must be after validFrom" });
    }
    if ((offer.startMinute == null) !== (offer.endMinute == null)) {
      ctx.addIssue({ code: "custom", path: ["endMinute"], message: "Give both hours of the day, or neither" });
    } else if (offer.startMinute != null && offer.startMinute === offer.endMinute) {
      ctx.addIssue({ code: "custom", path: ["endMinute"], message: "The hours must not start and end together" });
    }
  });
export type SaveOfferInput = z.infer<typeof SaveOfferSchema>;
export type SaveOfferRequest = z.input<typeof SaveOfferSchema>;

/** deleteOffer: the offer, which is deactivated (its uses and orders keep it). */
export const DeleteOfferSchema = z.object({ _id: recordId("_id") });
