import "server-only";
import { z } from "zod";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { billOfOrder } from "@/lib/invoices/bill-of-order";
import { buildCreditNote, buildInvoice, type InvoiceData } from "@/lib/invoices/document";
import { financialYearOf, formatInvoiceNumber, seriesPrefix, type InvoiceKind } from "@/lib/invoices/numbering";
import { renderInvoicePdf } from "@/lib/invoices/pdf";
import { orderNumber } from "@/lib/orders/notifications";

// GST documents of orders (issue 31): the tax invoice, issued in the transaction that makes an order paid, and
// the credit note, issued in the transaction that records its refund. Each takes the next number of its
// series with one statement (an upsert that increments the series' row and holds its lock until the commit, so
// numbers are gap-free and a rolled-back payment gives its number back) and is inserted with its frozen data
// in one more. Its PDF is rendered once, by the first download, and kept: not by a job at issue, because most
// documents are never downloaded and rendering one cost more CPU than the rest of a checkout (issue 34,
// docs/performance.md). Jobs queued by earlier releases still render theirs (runInvoiceJob).

const PLATFORM_NAME = "Thali";
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

type Tx = Prisma.TransactionClient;

/** The next number of `issuerId`'s `kind` series of the financial year, creating the series at its first use. */
async function takeNumber(tx: Tx, issuerId: string, kind: InvoiceKind, financialYear: string, prefix: string) {
  const [taken] = await tx.$queryRaw<Array<{ id: string; prefix: string; sequence: number }>>`
    INSERT INTO "InvoiceSeries" ("id", "issuerId", "kind", "financialYear", "prefix", "nextNumber")
    VALUES (${`${issuerId}:${kind}:${financialYear}`}, ${issuerId}, ${kind}::"InvoiceKind", ${financialYear}, ${prefix}, 2)
    ON CONFLICT ("issuerId", "kind", "financialYear")
    DO UPDATE SET "nextNumber" = "InvoiceSeries"."nextNumber" + 1
    RETURNING "id", "prefix", "nextNumber" - 1 AS "sequence"`;
  if (!taken) throw new Error(`No number taken in ${kind} series ${issuerId} ${financialYear}`);
  return {
    seriesId: taken.id,
    sequence: Number(taken.sequence),
    number: formatInvoiceNumber(taken.prefix, financialYear, Number(taken.sequence)),
  };
}

/** The order's columns its tax invoice is made from (lib/checkout/placed-order.ts reads them with the rest, once). */
export const invoiceOrderSelect = {
  id: true,
  customerName: true,
  deliveryAddress: true,
  deliveryLocality: true,
  deliveryCity: true,
  deliveryPincode: true,
  deliveryState: true,
  bill: true,
  discountPaise: true,
  tipPaise: true,
  items: { select: { name: true, quantity: true, unitPricePaise: true }, orderBy: { id: "asc" } },
  restaurant: {
    select: { id: true, name: true, address: true, city: true, state: true, gstin: true, fssaiNumber: true },
  },
} as const satisfies Prisma.OrderSelect;

type InvoiceOrder = Prisma.OrderGetPayload<{ select: typeof invoiceOrderSelect }>;

/**
 * Issues the tax invoice of order `orderId`, inside the transaction that makes it paid (lib/checkout/payment.ts
 * markPaid, lib/checkout/place-order.ts): numbered in its restaurant's series of the financial year of `now`.
 */
export async function issueInvoice(
  tx: Tx,
  orderId: string,
  now: Date,
  known?: InvoiceOrder,
): Promise<{ id: string; number: string }> {
  const order = known ?? (await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: invoiceOrderSelect }));
  const { restaurant } = order;
  const financialYear = financialYearOf(now);
  const { seriesId, sequence, number } = await takeNumber(
    tx,
    restaurant.id,
    "invoice",
    financialYear,
    seriesPrefix(restaurant.name, "invoice"),
  );
  const data = buildInvoice({
    number,
    issuedAt: now,
    financialYear,
    orderId: order.id,
    orderNumber: orderNumber(order.id),
    platform: PLATFORM_NAME,
    seller: {
      name: restaurant.name,
      address: restaurant.address,
      city: restaurant.city,
      state: restaurant.state,
      gstin: restaurant.gstin,
      fssaiNumber: restaurant.fssaiNumber,
    },
    buyer: {
      name: order.customerName,
      address: [order.deliveryAddress, order.deliveryLocality].filter(Boolean).join(", "),
      city: [order.deliveryCity, order.deliveryPincode].filter(Boolean).join(" "),
      state: order.deliveryState,
    },
    bill: billOfOrder(order),
    dishes: order.items,
  });
  const invoice = await tx.invoice.create({
    data: { orderId, kind: "invoice", seriesId, sequence, number, issuedAt: now, data },
    select: { id: true, number: true },
  });
  return invoice;
}

/** Frozen data as it was written (by buildInvoice or buildCreditNote, above): only this module writes it. */
const dataOf = (json: Prisma.JsonValue) => json as unknown as InvoiceData;

/**
 * Issues the credit note of refunded order `orderId` against its invoice, inside the transaction that records
 * the refund (lib/orders/refunds.ts refundOrder), once: a second call finds it. An order paid before invoices
 * existed gets its invoice first.
 */
export async function issueCreditNote(tx: Tx, orderId: string, now: Date): Promise<{ id: string; number: string }> {
  const existing = await tx.invoice.findUnique({
    where: { orderId_kind: { orderId, kind: "credit_note" } },
    select: { id: true, number: true },
  });
  if (existing) return existing;
  let invoice = await tx.invoice.findUnique({
    where: { orderId_kind: { orderId, kind: "invoice" } },
    select: { id: true, data: true, series: { select: { issuerId: true } } },
  });
  if (!invoice) {
    const issued = await issueInvoice(tx, orderId, now);
    invoice = await tx.invoice.findUniqueOrThrow({
      where: { id: issued.id },
      select: { id: true, data: true, series: { select: { issuerId: true } } },
    });
  }
  const original = dataOf(invoice.data);
  const financialYear = financialYearOf(now);
  const { seriesId, sequence, number } = await takeNumber(
    tx,
    invoice.series.issuerId,
    "credit_note",
    financialYear,
    seriesPrefix(original.seller.name, "credit_note"),
  );
  const data = buildCreditNote(original, {
    number,
    issuedAt: now,
    financialYear,
    reason: "Order cancelled and refunded in full",
  });
  const note = await tx.invoice.create({
    data: { orderId, kind: "credit_note", seriesId, sequence, number, creditsId: invoice.id, issuedAt: now, data },
    select: { id: true, number: true },
  });
  return note;
}

/**
 * Renders document `invoiceId`'s PDF and stores it, unless it has one: the first to store wins (the UPDATE
 * only writes where there is none), so a document's PDF is written once and never changes.
 */
async function storeInvoicePdf(invoiceId: string): Promise<"stored" | "kept" | "missing"> {
  const row = await db().invoice.findUnique({ where: { id: invoiceId }, select: { data: true, pdfAt: true } });
  if (!row) return "missing";
  if (row.pdfAt) return "kept";
  const pdf = await renderInvoicePdf(dataOf(row.data));
  const { count } = await db().invoice.updateMany({
    where: { id: invoiceId, pdfAt: null },
    data: { pdf: new Uint8Array(pdf), pdfAt: new Date() },
  });
  return count === 1 ? "stored" : "kept";
}

const InvoiceJobSchema = z.object({ invoiceId: z.string().min(1), key: z.string() });

/** The `invoices` queue's handler (lib/jobs/handlers.ts), for jobs queued before PDFs were rendered on download. */
export async function runInvoiceJob(raw: unknown): Promise<{ outcome: string }> {
  const job = InvoiceJobSchema.parse(raw);
  return { outcome: await storeInvoicePdf(job.invoiceId) };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * The document of an order paid (or refunded) before invoices were issued with payments: issued now, in a
 * transaction of its own. Two downloads at once both try; one insert wins and the other reads it.
 */
async function issueLate(orderId: string, kind: InvoiceKind): Promise<void> {
  try {
    await db().$transaction(
      (tx) => (kind === "invoice" ? issueInvoice(tx, orderId, new Date()) : issueCreditNote(tx, orderId, new Date())),
      TX_OPTIONS,
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

export type InvoicePdf = { number: string; pdf: Uint8Array };

/**
 * GET /api/invoice: the PDF of order `orderId`'s tax invoice (or credit note), for its customer or its
 * restaurant's owner (anyone else 403, an unknown order 404). An unpaid order has none (409), nor has an order
 * that was not refunded a credit note. A document downloaded for the first time is rendered now, and stored.
 */
export async function readInvoicePdf(user: SessionUser, orderId: string, kind: InvoiceKind): Promise<InvoicePdf> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: { customerId: true, restaurantId: true, paymentStatus: true },
  });
  if (!order) throw notFound("Order");
  const own = user.userType === "customer" ? order.customerId === user.id : user.restaurantId === order.restaurantId;
  if (!own) throw forbidden("This order is not yours");
  // A cash or UPI on delivery order has its invoice once collected at the door.
  if (
    order.paymentStatus === "awaiting_payment" ||
    order.paymentStatus === "failed" ||
    order.paymentStatus === "cod_due"
  ) {
    throw new AppError(409, "No invoice yet: the order is not paid");
  }
  if (kind === "credit_note" && order.paymentStatus !== "refunded") {
    throw new AppError(409, "No credit note: the order has not been refunded");
  }
  const find = () =>
    db().invoice.findUnique({
      where: { orderId_kind: { orderId, kind } },
      select: { id: true, number: true, pdf: true },
    });
  let document = await find();
  if (!document) {
    await issueLate(orderId, kind);
    document = await find();
  }
  if (!document) throw new Error(`Order ${orderId}'s ${kind} was not issued`);
  if (!document.pdf) {
    await storeInvoicePdf(document.id);
    document = await find();
  }
  if (!document?.pdf) throw new Error(`Order ${orderId}'s ${kind} has no PDF`);
  return { number: document.number, pdf: document.pdf };
}
