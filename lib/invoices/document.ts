import type { Bill, TaxGroup } from "@/lib/money/bill";
import { amountInWords } from "@/lib/invoices/words";
import type { InvoiceKind } from "@/lib/invoices/numbering";

// What a tax invoice or credit note says, computed once from the order's bill and frozen in Invoice.data
// (lib/invoices/service.ts); the PDF (lib/invoices/pdf.ts) only prints it. Pure: no database, no clock.
//
// The bill taxes two groups as wholes (food and packaging at the restaurant's rate, the delivery and platform
// fees at 18%), rounding once per group. An invoice shows a line per dish and per fee, so each group's value,
// CGST and SGST are shared out over its lines by their prices (largest remainder, to the paisa): the lines then
// add up exactly to the bill's groups, and a line's taxable value is what is left of its value after its tax.

/** SAC codes (GST's Services Accounting Codes) of what an order's invoice bills. */
export const SAC = {
  /** Restaurant services, including door delivery of food (and its packaging, part of the same supply). */
  food: "996331",
  /** Local delivery services. */
  delivery: "996813",
  /** Other support services n.e.c.: the platform's own fee. */
  platformFee: "998599",
} as const;

type InvoiceParty = {
  name: string;
  address: string;
  city: string;
  state: string;
};

type InvoiceSeller = InvoiceParty & { gstin: string | null; fssaiNumber: string | null };

export type InvoiceLine = {
  description: string;
  sac: string;
  quantity: number;
  taxablePaise: number;
  rateBps: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value plus its GST. */
  amountPaise: number;
};

type InvoiceTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** The lines' amounts added up: the invoice's value. */
  invoiceValuePaise: number;
  /** Taken off the food before tax (already in the food lines). */
  discountPaise: number;
  /** For the delivery partner, not taxable and not part of the invoice's value. */
  tipPaise: number;
  /** What the customer paid (or, on a credit note, is refunded): the invoice's value plus the tip. */
  totalPaise: number;
};

export type InvoiceData = {
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  financialYear: string;
  orderId: string;
  orderNumber: string;
  seller: InvoiceSeller;
  /** The e-commerce operator that issues it and pays the GST on the restaurant service (CGST Act s.9(5)). */
  platform: string;
  buyer: InvoiceParty;
  /** The state the food is delivered to. */
  placeOfSupply: string;
  /** The place of supply is in another state than the restaurant's: IGST instead of CGST + SGST. */
  interState: boolean;
  taxMode: Bill["taxMode"];
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  totalInWords: string;
  /** A credit note's invoice, and why it was issued. */
  credits: { number: string; issuedAt: string; reason: string } | null;
};

type InvoiceDish = { name: string; quantity: number; unitPricePaise: number };

export type InvoiceInput = {
  number: string;
  issuedAt: Date;
  financialYear: string;
  orderId: string;
  orderNumber: string;
  platform: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  bill: Bill;
  dishes: readonly InvoiceDish[];
};

/** Two state names are the same state whatever their case and spacing ("Telangana", " telangana "). */
export function sameState(a: string, b: string): boolean {
  const key = (s: string) => s.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
  return key(a) === key(b);
}

/**
 * `total` shared out over `weights` in proportion, as whole numbers adding up to `total` exactly: each gets
 * its floor, and the paise left go one each to the largest remainders (the first line first on a tie).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((e) => Number(e / BigInt(sum)));
  const remainders = exact.map((e, i) => ({ i, r: e % BigInt(sum) }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

type Part = { description: string; sac: string; quantity: number; weight: number };

/** A tax group's lines: its value (with GST), CGST and SGST shared out by the parts' prices. */
function groupLines(group: TaxGroup, parts: Part[], interState: boolean): InvoiceLine[] {
  const kept = parts.filter((part) => part.weight > 0);
  if (kept.length === 0) return [];
  const weights = kept.map((part) => part.weight);
  const values = shareOut(group.taxablePaise + group.gstPaise, weights);
  const cgst = shareOut(group.cgstPaise, weights);
  const sgst = shareOut(group.sgstPaise, weights);
  return kept.map((part, i) => {
    const gst = cgst[i]! + sgst[i]!;
    return {
      description: part.description,
      sac: part.sac,
      quantity: part.quantity,
      taxablePaise: values[i]! - gst,
      rateBps: group.rateBps,
      cgstPaise: interState ? 0 : cgst[i]!,
      sgstPaise: interState ? 0 : sgst[i]!,
      igstPaise: interState ? gst : 0,
      amountPaise: values[i]!,
    };
  });
}

function totalsOf(lines: readonly InvoiceLine[], bill: Bill): InvoiceTotals {
  const add = (key: keyof InvoiceLine) => lines.reduce((sum, line) => sum + (line[key] as number), 0);
  const invoiceValuePaise = add("amountPaise");
  return {
    taxablePaise: add("taxablePaise"),
    cgstPaise: add("cgstPaise"),
    sgstPaise: add("sgstPaise"),
    igstPaise: add("igstPaise"),
    invoiceValuePaise,
    discountPaise: bill.discountPaise,
    tipPaise: bill.tipPaise,
    totalPaise: invoiceValuePaise + bill.tipPaise,
  };
}

/** The tax invoice of an order: a line per dish, packaging, delivery fee and platform fee, as its bill charged them. */
export function buildInvoice(input: InvoiceInput): InvoiceData {
  const { bill } = input;
  const interState = !sameState(input.seller.state, input.buyer.state);
  const food = groupLines(
    bill.food,
    [
      ...input.dishes.map((dish) => ({
        description: dish.name,
        sac: SAC.food,
        quantity: dish.quantity,
        weight: dish.unitPricePaise * dish.quantity,
      })),
      { description: "Packaging", sac: SAC.food, quantity: 1, weight: bill.packagingPaise },
    ],
    interState,
  );
  const fees = groupLines(
    bill.fees,
    [
      { description: "Delivery fee", sac: SAC.delivery, quantity: 1, weight: bill.deliveryFeePaise },
      { description: "Platform fee", sac: SAC.platformFee, quantity: 1, weight: bill.platformFeePaise },
    ],
    interState,
  );
  const lines = [...food, ...fees];
  const totals = totalsOf(lines, bill);
  return {
    kind: "invoice",
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    financialYear: input.financialYear,
    orderId: input.orderId,
    orderNumber: input.orderNumber,
    seller: input.seller,
    platform: input.platform,
    buyer: input.buyer,
    placeOfSupply: input.buyer.state,
    interState,
    taxMode: bill.taxMode,
    lines,
    totals,
    totalInWords: amountInWords(totals.totalPaise),
    credits: null,
  };
}

/**
 * The credit note of a refunded order: the invoice's lines reversed as they are (a refund here is always the
 * whole payment), under its own number, pointing at the invoice.
 */
export function buildCreditNote(
  invoice: InvoiceData,
  note: { number: string; issuedAt: Date; financialYear: string; reason: string },
): InvoiceData {
  return {
    ...invoice,
    kind: "credit_note",
    number: note.number,
    issuedAt: note.issuedAt.toISOString(),
    financialYear: note.financialYear,
    credits: { number: invoice.number, issuedAt: invoice.issuedAt, reason: note.reason },
  };
}
