// The owner's settlement, pure: IST calendar days and weeks, a period's figures from the ledger's sums, and the
// CSV. lib/money/settlement-service.ts reads the sums; this shapes them. Days are Asia/Kolkata's (UTC+5:30, no
// daylight saving, so a fixed offset is exact); weeks start on Monday, as Indian payouts and ISO weeks do.

/** IST is UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export type SettlementBy = "day" | "week";

/** One period's money in paise: gross - commission - taxes - refunds - cash kept = net payout. */
export type SettlementFigures = {
  orders: number;
  /** What customers paid for the food, packaging included (after discounts), GST in it. */
  grossPaise: number;
  commissionPaise: number;
  /** GST on the food, which the platform collects and pays (s.9(5)). */
  taxesPaise: number;
  /** The restaurant's share of refunded orders, given back. */
  refundsPaise: number;
  /**
   * Cash the restaurant took at the door for its cash-on-delivery orders: already in its hands, so taken off what
   * the platform pays it (UPI at the door goes to the platform's account and is not counted here).
   */
  cashCollectedPaise: number;
  netPayoutPaise: number;
};

export type SettlementRow = SettlementFigures & { from: string; to: string };

/** The IST calendar date ("2026-11-27") of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an IST date begins. */
export function istDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `date` is in. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** Whole days from `from` to `to` (0 when the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The periods covering from..to (inclusive): each day, or each week (Monday-Sunday, cut to the range at its ends). */
export function periods(from: string, to: string, by: SettlementBy): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  let start = from;
  while (start <= to) {
    const end = by === "day" ? start : addDays(weekStart(start), 6);
    out.push({ from: start, to: end < to ? end : to });
    start = addDays(end, 1);
  }
  return out;
}

/** A day's sums of the ledger: per kind and account, and how many orders were paid. */
export type DaySums = {
  date: string;
  paidOrders: number;
  /** kind:account → sum in paise, e.g. "order_paid:restaurant_payable". */
  sums: Readonly<Record<string, number>>;
  /** What its cash-on-delivery orders collected in cash that day (their bills' totals). */
  cashCollectedPaise?: number;
};

const ZERO: SettlementFigures = {
  orders: 0,
  grossPaise: 0,
  commissionPaise: 0,
  taxesPaise: 0,
  refundsPaise: 0,
  cashCollectedPaise: 0,
  netPayoutPaise: 0,
};

/** One day's figures from its ledger sums. */
export function figuresOf(day: DaySums): SettlementFigures {
  const sum = (key: string) => day.sums[key] ?? 0;
  const share = sum("order_paid:restaurant_payable");
  const commission = sum("order_paid:platform_commission");
  const taxes = sum("order_paid:gst_payable");
  const refunds = -sum("refund:restaurant_payable");
  const cash = day.cashCollectedPaise ?? 0;
  return {
    orders: day.paidOrders,
    grossPaise: share + commission + taxes,
    commissionPaise: commission,
    taxesPaise: taxes,
    refundsPaise: refunds,
    cashCollectedPaise: cash,
    // Negative when the cash kept exceeds the share: the restaurant owes the platform the difference.
    netPayoutPaise: share - refunds - cash,
  };
}

function add(a: SettlementFigures, b: SettlementFigures): SettlementFigures {
  return {
    orders: a.orders + b.orders,
    grossPaise: a.grossPaise + b.grossPaise,
    commissionPaise: a.commissionPaise + b.commissionPaise,
    taxesPaise: a.taxesPaise + b.taxesPaise,
    refundsPaise: a.refundsPaise + b.refundsPaise,
    cashCollectedPaise: a.cashCollectedPaise + b.cashCollectedPaise,
    netPayoutPaise: a.netPayoutPaise + b.netPayoutPaise,
  };
}

/** Every period of from..to with its figures (a period without money shows zeros), newest first, and the totals. */
export function settlementRows(
  days: readonly DaySums[],
  from: string,
  to: string,
  by: SettlementBy,
): { rows: SettlementRow[]; totals: SettlementFigures } {
  const byDate = new Map(days.map((day) => [day.date, figuresOf(day)]));
  const rows = periods(from, to, by).map((period) => {
    let figures = ZERO;
    for (let date = period.from; date <= period.to; date = addDays(date, 1)) {
      const day = byDate.get(date);
      if (day) figures = add(figures, day);
    }
    return { ...period, ...figures };
  });
  return { rows: rows.reverse(), totals: rows.reduce<SettlementFigures>((total, row) => add(total, row), ZERO) };
}

/** Paise as rupees with 2 decimals and no grouping: 123456 → "1234.56", -5 → "-0.05". */
export function rupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, its quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const SETTLEMENT_CSV_HEADER = [
  "from",
  "to",
  "orders",
  "gross_inr",
  "commission_inr",
  "taxes_inr",
  "refunds_inr",
  "cash_collected_inr",
  "net_payout_inr",
] as const;

/** The settlement as CSV: a header row, then a row per period (dates in IST, rupees with 2 decimals), CRLF lines. */
export function settlementCsv(rows: readonly SettlementRow[]): string {
  const lines = [
    SETTLEMENT_CSV_HEADER.join(","),
    ...rows.map((row) =>
      [
        row.from,
        row.to,
        row.orders,
        rupees(row.grossPaise),
        rupees(row.commissionPaise),
        rupees(row.taxesPaise),
        rupees(row.refundsPaise),
        rupees(row.cashCollectedPaise),
        rupees(row.netPayoutPaise),
      ]
        .map(csvField)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
