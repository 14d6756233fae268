import type { SettlementBy, SettlementFigures, SettlementRow } from "@/lib/money/settlement";

// The settlement's wire types (docs/api.md, owner): GET /api/settlement's answer. Types only: safe in browser code.

export type { SettlementBy, SettlementFigures, SettlementRow };

/** GET /api/settlement: the range (IST dates, inclusive), a row per day or week, newest first, and the totals. */
export type SettlementAnswer = {
  from: string;
  to: string;
  by: SettlementBy;
  rows: SettlementRow[];
  totals: SettlementFigures;
};
