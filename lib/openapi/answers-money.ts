import { z } from "zod";
import { Id, Paise } from "@/lib/openapi/answer-parts";

// The money area's answers (issue 31): a restaurant's offers and its settlement. Part of lib/openapi/answers.ts,
// which exports them with the rest.

const ApiOffer = z.strictObject({
  _id: Id,
  code: z.string().nullable().meta({ description: "Null: an automatic offer, applied without a code." }),
  title: z.string(),
  percentBps: z.number().int().nullable().meta({ description: "Percent off in basis points (100-10000), or null." }),
  flatPaise: Paise.nullable().meta({ description: "A flat amount off in paise, or null." }),
  minOrderPaise: Paise,
  maxDiscountPaise: Paise.nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  startMinute: z.number().int().nullable(),
  endMinute: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  usesPerCustomer: z.number().int().nullable(),
  totalUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  active: z.boolean(),
  status: z.enum(["active", "scheduled", "expired", "used_up", "inactive"]),
  badge: z.string().meta({ description: 'How a card says it, e.g. "20% OFF up to ₹80".' }),
});
export const OffersAnswer = z.strictObject({ offers: z.array(ApiOffer) });
export const OfferSaved = z.strictObject({ message: z.string(), offer: ApiOffer });

const IstDate = z.string().meta({ description: "An IST calendar date, 2026-11-27." });
const SettlementPaise = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in paise.` });
const SettlementFigures = {
  orders: z.number().int().meta({ description: "Orders paid in the period." }),
  grossPaise: SettlementPaise("What customers paid for the food, packaging included, after discounts, GST in it"),
  commissionPaise: SettlementPaise("The platform's commission on the food"),
  taxesPaise: SettlementPaise("GST on the food, which the platform collects and pays (s.9(5))"),
  refundsPaise: SettlementPaise("The restaurant's share of refunded orders, given back"),
  cashCollectedPaise: SettlementPaise(
    "Cash the restaurant took at the door for cash-on-delivery orders, already in its hands (UPI at the door is not)",
  ),
  netPayoutPaise: SettlementPaise(
    "Gross less commission, taxes, refunds and cash kept: what the restaurant is paid (negative: what it owes)",
  ),
};
/** GET /api/settlement. */
export const SettlementAnswer = z.strictObject({
  from: IstDate,
  to: IstDate,
  by: z.enum(["day", "week"]),
  rows: z
    .array(z.strictObject({ from: IstDate, to: IstDate, ...SettlementFigures }))
    .meta({ description: "A row per day, or per Monday-Sunday week cut to the range, newest first; zeros included." }),
  totals: z.strictObject(SettlementFigures),
});
/** GET /api/settlementCsv: text/csv. */
export const SettlementCsv = z.string().meta({
  description:
    "text/csv: a header row (from,to,orders,gross_inr,commission_inr,taxes_inr,refunds_inr,cash_collected_inr,net_payout_inr), then a row per period, newest first: IST dates, rupees with 2 decimals, CRLF lines",
});
