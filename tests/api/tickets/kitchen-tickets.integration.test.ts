import { describe, expect, it } from "vitest";
import { POST as recordTicketPrintRoute } from "@/app/api/(orders)/recordTicketPrint/route";
import { GET as ticketEscPosRoute } from "@/app/api/(orders)/ticketEscPos/route";
import { db } from "@/lib/db";
import { readKitchenTicket } from "@/lib/tickets/service";
import { createMenuItem, createPaidOrder, createUser } from "@/tests/support/factories";
import { ownerSession, strangers } from "@/tests/support/owner-calls";
import { jsonPost } from "@/tests/support/session";

type Headers = Record<string, string>;

async function recordPrint(orderId: unknown, headers: Headers) {
  const response = await recordTicketPrintRoute(jsonPost("/api/recordTicketPrint", { _id: orderId }, headers));
  return { status: response.status, body: await response.json() };
}

async function escPos(query: Record<string, string>, headers: Headers) {
  return ticketEscPosRoute(new Request(`http://localhost/api/ticketEscPos?${new URLSearchParams(query)}`, { headers }));
}

async function paidOrder(restaurantId: string, options: Parameters<typeof createPaidOrder>[2] = {}) {
  const customer = await createUser("customer");
  return createPaidOrder(customer.id, restaurantId, options);
}

const printsOf = (orderId: string) =>
  db().kitchenTicketPrint.findMany({
    where: { orderId },
    orderBy: { copy: "asc" },
    select: { sequence: true, copy: true },
  });

describe("POST /api/recordTicketPrint", () => {
  it("gives an order's first print the restaurant's next KOT number, and later prints the same number as reprints", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const first = await paidOrder(restaurant.id);
    const second = await paidOrder(restaurant.id);

    const a1 = await recordPrint(first.id, headers);
    expect(a1).toMatchObject({ status: 200, body: { printId: 1, copy: 1, reprint: false, label: "KOT 0001" } });
    const b1 = await recordPrint(second.id, headers);
    expect(b1.body).toMatchObject({ printId: 2, copy: 1, reprint: false, label: "KOT 0002" });
    const a2 = await recordPrint(first.id, headers);
    expect(a2.body).toMatchObject({ printId: 1, copy: 2, reprint: true, label: "KOT 0001" });
    expect(new Date(a2.body.printedAt).getTime()).toBeGreaterThan(0);

    const rows = await db().kitchenTicketPrint.findMany({ where: { orderId: first.id }, orderBy: { copy: "asc" } });
    expect(rows.map((row) => [row.sequence, row.copy, row.printedBy, row.restaurantId])).toEqual([
      [1, 1, owner.id, restaurant.id],
      [1, 2, owner.id, restaurant.id],
    ]);
    // another restaurant counts its own tickets from 1
    const other = await ownerSession();
    expect((await recordPrint((await paidOrder(other.restaurant.id)).id, other.headers)).body.printId).toBe(1);
  });

  it("makes two first prints at the same instant copies 1 and 2, and two orders' first prints two numbers", async () => {
    const { restaurant, headers } = await ownerSession();
    const order = await paidOrder(restaurant.id);
    const answers = await Promise.all([recordPrint(order.id, headers), recordPrint(order.id, headers)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.copy).sort()).toEqual([1, 2]);
    expect(answers.map((a) => a.body.reprint).sort()).toEqual([false, true]);
    expect(await printsOf(order.id)).toEqual([
      { sequence: 1, copy: 1 },
      { sequence: 1, copy: 2 },
    ]);

    const others = await Promise.all([paidOrder(restaurant.id), paidOrder(restaurant.id), paidOrder(restaurant.id)]);
    const firsts = await Promise.all(others.map((o) => recordPrint(o.id, headers)));
    expect(firsts.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(firsts.map((a) => a.body.printId).sort()).toEqual([2, 3, 4]);
    expect(firsts.every((a) => a.body.copy === 1)).toBe(true);
  });

  it("answers 404 for another restaurant's order, an unpaid one or an unknown id, 403 to customers, 401 to visitors, and records nothing", async () => {
    const { restaurant, headers } = await ownerSession();
    const order = await paidOrder(restaurant.id);
    // a checkout never paid is no order of the kitchen's
    const unpaid = await db().order.update({
      where: { id: (await paidOrder(restaurant.id)).id },
      data: { paymentStatus: "awaiting_payment", paidAt: null },
    });
    const { customer, otherOwner, visitor } = await strangers();

    expect((await recordPrint(order.id, otherOwner)).status).toBe(404);
    expect((await recordPrint(order.id, customer)).status).toBe(403);
    expect((await recordPrint(order.id, visitor)).status).toBe(401);
    expect(await recordPrint(unpaid.id, headers)).toMatchObject({ status: 404, body: { message: "Order not found" } });
    expect((await recordPrint("c000000000000000000000000", headers)).status).toBe(404);
    const bad = await recordPrint("", headers);
    expect(bad.status).toBe(422);
    expect(bad.body.errors._id).toBeDefined();
    expect(await printsOf(order.id)).toEqual([]);
    expect(await printsOf(unpaid.id)).toEqual([]);
  });

  it("refuses a cancelled order with 409: nothing to cook, nothing recorded", async () => {
    const { restaurant, headers } = await ownerSession();
    const order = await paidOrder(restaurant.id, { status: "cancelled", paymentStatus: "refunded" });
    expect(await recordPrint(order.id, headers)).toMatchObject({
      status: 409,
      body: { message: "This order was cancelled: there is nothing to cook" },
    });
    expect(await printsOf(order.id)).toEqual([]);
  });
});

describe("the ticket and GET /api/ticketEscPos", () => {
  it("reads the order as the ticket shows it, with its latest print", async () => {
    const { restaurant, user, headers } = await ownerSession();
    const dish = await createMenuItem(restaurant.id);
    const order = await paidOrder(restaurant.id, {
      lines: [{ menuItemId: dish.id, quantity: 3, pricePaise: 15000, name: "Masala Dosa" }],
    });
    const before = await readKitchenTicket(user, order.id);
    expect(before).toMatchObject({
      restaurantName: restaurant.name,
      orderNumber: `#${order.id.slice(-6).toUpperCase()}`,
      timeZone: "Asia/Kolkata",
      customerName: "Test Customer",
      items: [{ name: "Masala Dosa", quantity: 3 }],
      totalPaise: 45000,
      print: null,
    });
    await recordPrint(order.id, headers);
    await recordPrint(order.id, headers);
    expect((await readKitchenTicket(user, order.id)).print).toEqual({ printId: 1, copy: 2 });
  });

  it("answers the ticket's ESC/POS bytes to its owner only, at 58 or 80 mm, saying REPRINT after a second print", async () => {
    const { restaurant, headers } = await ownerSession();
    const order = await paidOrder(restaurant.id);
    await recordPrint(order.id, headers);
    const first = await escPos({ _id: order.id, width: "58" }, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/octet-stream");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(bytes.toString("latin1")).toContain(`KOT 0001${" ".repeat(17)}#${order.id.slice(-6).toUpperCase()}`);
    expect(bytes.toString("latin1")).not.toContain("REPRINT");

    await recordPrint(order.id, headers);
    const again = Buffer.from(await (await escPos({ _id: order.id }, headers)).arrayBuffer()).toString("latin1");
    expect(again).toContain("*** REPRINT - COPY 2 ***");
    expect(again).toContain(`${"=".repeat(48)}\n`); // 80 mm when no width is said

    const { customer, otherOwner, visitor } = await strangers();
    expect((await escPos({ _id: order.id }, otherOwner)).status).toBe(404);
    expect((await escPos({ _id: order.id }, customer)).status).toBe(403);
    expect((await escPos({ _id: order.id }, visitor)).status).toBe(401);
    const wrongWidth = await escPos({ _id: order.id, width: "72" }, headers);
    expect(wrongWidth.status).toBe(422);
    expect((await wrongWidth.json()).errors.width).toEqual(["width must be 58 or 80"]);
    expect(await printsOf(order.id)).toHaveLength(2); // reading the bytes records no print
  });
});
