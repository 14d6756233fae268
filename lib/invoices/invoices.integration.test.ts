// Tax invoices end to end: numbered in the paying transaction (gap-free under 50 parallel payments, none taken by
// a payment that rolls back), the PDF stored once, GET /api/invoice for who may read it, and the credit note of a
// refund, once.
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { GET as invoiceRoute } from "@/app/api/(orders)/invoice/route";
import { db } from "@/lib/db";
import { issueInvoice, runInvoiceJob } from "@/lib/invoices/service";
import { financialYearOf, formatInvoiceNumber } from "@/lib/invoices/numbering";
import { refundCancelledOrder } from "@/lib/orders/refunds";
import { cancelOrderAsCustomer } from "@/lib/orders/service";
import { payAndVerify } from "@/tests/support/checkout-steps";
import { createPaidOrder, createUser, uniqueSuffix } from "@/tests/support/factories";
import {
  checkoutBody,
  customerSession,
  openRestaurantWithDishes,
  post,
  postCallbackForm,
} from "@/tests/support/order-calls";
import { bearerHeaders, cookieHeaders, sessionUserOf } from "@/tests/support/session";

const GSTIN = "36AABCU9603R1ZM";

/** A restaurant with a name of its own (its series prefix is TIK), a GSTIN and an FSSAI number, and its dishes. */
async function invoicingRestaurant() {
  const { restaurant, dishes } = await openRestaurantWithDishes([25000, 12000]);
  const named = await db().restaurant.update({
    where: { id: restaurant.id },
    data: { name: `Tandoori Invoice Kitchen ${uniqueSuffix()}`, gstin: GSTIN, fssaiNumber: "13619000000123" },
  });
  const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
  return { restaurant: named, dishes, owner, ownerHeaders: await bearerHeaders(owner, restaurant.id) };
}

/** A customer's paid order of one dish at `restaurantId`, through checkout and the test gateway. */
async function paidThroughCheckout(restaurantId: string, dishId: string, state = "Telangana") {
  const session = await customerSession();
  const body = checkoutBody(restaurantId, [{ id: dishId }], {
    deliveryLocation: { address: "12 Road No. 3, Banjara Hills", city: "Hyderabad", state },
  });
  const created = await post("createPaymentOrder", body, session.headers);
  expect(created.status).toBe(200);
  const { verified } = await payAndVerify(created.body.order.id, session.headers);
  expect(verified.status).toBe(200);
  return { ...session, orderId: created.body.orderId as string };
}

function getInvoice(query: Record<string, string>, headers: Record<string, string>) {
  return invoiceRoute(new Request(`http://localhost/api/invoice?${new URLSearchParams(query)}`, { headers }));
}

async function pdfText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return (await extractText(bytes, { mergePages: true })).text;
}

const invoicesOf = (restaurantId: string, kind: "invoice" | "credit_note" = "invoice") =>
  db().invoice.findMany({
    where: { kind, series: { issuerId: restaurantId } },
    select: { orderId: true, sequence: true, number: true, data: true },
    orderBy: { sequence: "asc" },
  });

describe("invoice numbers", () => {
  it("numbers 50 orders paid at once 1..50 exactly, while payments that roll back take none", async () => {
    const { restaurant, dishes } = await invoicingRestaurant();
    const customer = await createUser("customer");
    // Orders whose payment transactions fail after taking a number, interleaved with the real payments.
    const doomed = await Promise.all(Array.from({ length: 10 }, () => createPaidOrder(customer.id, restaurant.id)));
    const failing = doomed.map((order) =>
      db()
        .$transaction(async (tx) => {
          await issueInvoice(tx, order.id, new Date());
          throw new Error("the payment failed after the number was taken");
        })
        .then(
          () => "committed",
          () => "rolled back",
        ),
    );
    const paid = await Promise.all([
      ...Array.from({ length: 50 }, () => paidThroughCheckout(restaurant.id, dishes[0]!.id)),
    ]);
    expect(await Promise.all(failing)).toEqual(Array(10).fill("rolled back"));

    const invoices = await invoicesOf(restaurant.id);
    expect(invoices.map((i) => i.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.orderId))).toEqual(new Set(paid.map((p) => p.orderId)));
    const year = financialYearOf(new Date()).slice(2);
    expect(invoices.map((i) => i.number)).toEqual(
      invoices.map((i) => formatInvoiceNumber("TIK", `20${year}`, i.sequence)),
    );
    expect(invoices[41]!.number).toBe(`TIK/${year}/000042`);
    const series = await db().invoiceSeries.findMany({ where: { issuerId: restaurant.id } });
    expect(series.map((s) => [s.kind, s.nextNumber])).toEqual([["invoice", 51]]);
    // No rolled-back order kept an invoice.
    expect(await db().invoice.count({ where: { orderId: { in: doomed.map((o) => o.id) } } })).toBe(0);
  }, 180_000);

  it("gives a failed payment no number", async () => {
    const { restaurant, dishes } = await invoicingRestaurant();
    const session = await customerSession();
    const created = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]),
      session.headers,
    );
    const failed = await post("testFail", { order_id: created.body.order.id }, session.headers);
    expect(failed.status).toBe(200);
    expect(await db().invoice.count({ where: { orderId: created.body.orderId } })).toBe(0);
    expect(await db().invoiceSeries.count({ where: { issuerId: restaurant.id } })).toBe(0);
    const paid = await paidThroughCheckout(restaurant.id, dishes[1]!.id);
    expect((await invoicesOf(restaurant.id)).map((i) => [i.orderId, i.sequence])).toEqual([[paid.orderId, 1]]);
  });
});

describe("the spec's checkout", () => {
  it("invoices the order placeOrder creates paid, in the same transaction", async () => {
    const { restaurant, dishes } = await invoicingRestaurant();
    const session = await customerSession();
    const created = await post("createPaymentOrder", { amount: 270, currency: "INR" }, session.headers);
    const paid = await post("testPay", { order_id: created.body.order.id }, session.headers);
    await postCallbackForm("paymentVerification", paid.body);
    const local = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }], { totalPrice: 270 });
    const placed = await post(
      "placeOrder",
      { ...local, payment_reference_id: paid.body.razorpay_payment_id },
      session.headers,
    );
    expect(placed.status).toBe(200);
    const invoices = await invoicesOf(restaurant.id);
    expect(invoices.map((i) => [i.orderId, i.sequence])).toEqual([[placed.body.order._id, 1]]);
  });
});

describe("the invoice's PDF", () => {
  it("is not rendered at checkout: no job is queued, and the first download renders and stores it", async () => {
    const { restaurant, dishes } = await invoicingRestaurant();
    const paid = await paidThroughCheckout(restaurant.id, dishes[0]!.id);
    const issued = await db().invoice.findUniqueOrThrow({
      where: { orderId_kind: { orderId: paid.orderId, kind: "invoice" } },
    });
    expect(issued.pdf).toBeNull();
    const jobs = await db().$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'invoices' AND data->>'invoiceId' = ${issued.id}`;
    expect(jobs[0]!.n).toBe(0);

    const download = await getInvoice({ _id: paid.orderId }, paid.headers);
    expect(download.status).toBe(200);
    const stored = await db().invoice.findUniqueOrThrow({ where: { id: issued.id } });
    expect(Buffer.from(stored.pdf!).equals(Buffer.from(await download.arrayBuffer()))).toBe(true);
  });

  it("is stored once by a job an earlier release queued: a second run leaves it as it is", async () => {
    const { restaurant, dishes } = await invoicingRestaurant();
    const { orderId } = await paidThroughCheckout(restaurant.id, dishes[0]!.id);
    const invoice = await db().invoice.findUniqueOrThrow({ where: { orderId_kind: { orderId, kind: "invoice" } } });
    const job = { invoiceId: invoice.id, key: `invoice-pdf:${invoice.id}` };
    // Another file's drain of the shared queue may have stored it first.
    expect(["stored", "kept"]).toContain((await runInvoiceJob(job)).outcome);
    const stored = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(Buffer.from(stored.pdf!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await runInvoiceJob(job)).toEqual({ outcome: "kept" });
    const again = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(again.pdfAt).toEqual(stored.pdfAt);
    expect(Buffer.from(again.pdf!).equals(Buffer.from(stored.pdf!))).toBe(true);
  });
});

describe("GET /api/invoice", () => {
  it("answers the order's customer (cookie session too) and owner with the PDF, named by its number", async () => {
    const { restaurant, dishes, owner, ownerHeaders } = await invoicingRestaurant();
    const paid = await paidThroughCheckout(restaurant.id, dishes[0]!.id, "Karnataka");
    const invoice = await db().invoice.findUniqueOrThrow({
      where: { orderId_kind: { orderId: paid.orderId, kind: "invoice" } },
    });

    const asCustomer = await getInvoice({ _id: paid.orderId }, paid.headers);
    expect(asCustomer.status).toBe(200);
    expect(asCustomer.headers.get("content-type")).toBe("application/pdf");
    expect(asCustomer.headers.get("content-disposition")).toBe(
      `inline; filename="${invoice.number.replaceAll("/", "-")}.pdf"`,
    );
    const text = await pdfText(asCustomer);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(invoice.number);
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain("FSSAI Lic. No.: 13619000000123");
    expect(text).toContain(restaurant.name);
    // ₹250 + ₹20 delivery, delivered from Telangana to Karnataka: IGST.
    expect(text).toContain("Place of supply: Karnataka");
    expect(text).toContain("IGST");
    expect(text).toContain("Amount in words: Rupees Two Hundred Seventy Only");

    const browser = await cookieHeaders(paid.customer);
    expect((await getInvoice({ _id: paid.orderId }, browser)).status).toBe(200);
    const asOwner = await getInvoice({ _id: paid.orderId }, ownerHeaders);
    expect(asOwner.status).toBe(200);
    expect(await pdfText(asOwner)).toContain(invoice.number);
    expect(owner.id).toBe(restaurant.ownerId);
  });

  it("refuses other customers and owners (403), unknown orders (404), unpaid ones (409) and visitors (401)", async () => {
    const { restaurant, dishes } = await invoicingRestaurant();
    const paid = await paidThroughCheckout(restaurant.id, dishes[0]!.id);
    const stranger = await customerSession();
    const other = await invoicingRestaurant();
    expect((await getInvoice({ _id: paid.orderId }, stranger.headers)).status).toBe(403);
    expect((await getInvoice({ _id: paid.orderId }, other.ownerHeaders)).status).toBe(403);
    expect((await getInvoice({ _id: paid.orderId }, {})).status).toBe(401);
    expect((await getInvoice({ _id: "cunknownorder000000000000" }, paid.headers)).status).toBe(404);

    const session = await customerSession();
    const created = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dishes[1]!.id }]),
      session.headers,
    );
    const unpaid = await getInvoice({ _id: created.body.orderId }, session.headers);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toEqual({ message: "No invoice yet: the order is not paid" });
    const noCredit = await getInvoice({ _id: paid.orderId, kind: "credit_note" }, paid.headers);
    expect(noCredit.status).toBe(409);
    expect((await getInvoice({ _id: paid.orderId, kind: "receipt" }, paid.headers)).status).toBe(422);
  });

  it("issues an order paid before invoices existed its invoice at its first download, once", async () => {
    const { restaurant } = await invoicingRestaurant();
    const customer = await createUser("customer");
    const order = await createPaidOrder(customer.id, restaurant.id);
    const headers = await bearerHeaders(customer);
    const answers = await Promise.all([getInvoice({ _id: order.id }, headers), getInvoice({ _id: order.id }, headers)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const invoices = await invoicesOf(restaurant.id);
    expect(invoices.map((i) => [i.orderId, i.sequence])).toEqual([[order.id, 1]]);
    expect(await pdfText(answers[0]!)).toContain(invoices[0]!.number);
  });
});

describe("credit notes", () => {
  it("credits a refunded order's invoice once, in its own series, readable as kind=credit_note", async () => {
    const { restaurant, dishes, ownerHeaders } = await invoicingRestaurant();
    const paid = await paidThroughCheckout(restaurant.id, dishes[0]!.id);
    const cancelled = await cancelOrderAsCustomer(sessionUserOf(paid.customer), paid.orderId);
    expect(cancelled.refund).toBe("refunded");
    expect(await refundCancelledOrder(paid.orderId)).toBe("refunded");

    const [invoice] = await invoicesOf(restaurant.id);
    const notes = await db().invoice.findMany({ where: { orderId: paid.orderId, kind: "credit_note" } });
    expect(notes).toHaveLength(1);
    const year = financialYearOf(new Date()).slice(2);
    expect(notes[0]).toMatchObject({ sequence: 1, number: `CNTIK/${year}/0001` });

    const answer = await getInvoice({ _id: paid.orderId, kind: "credit_note" }, ownerHeaders);
    expect(answer.status).toBe(200);
    const text = await pdfText(answer);
    expect(text).toContain("Credit Note");
    expect(text).toContain(notes[0]!.number);
    expect(text).toContain(`Against invoice ${invoice!.number}`);
    expect(text).toContain("Total refunded (₹) 270.00");
    expect(text).toContain("Amount in words: Rupees Two Hundred Seventy Only");
  });
});
