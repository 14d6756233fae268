// TEST MODE lets a tester choose how to pay (UPI, card, netbanking, wallet): the test gateway records the choice as
// Razorpay reports a payment's method, verification keeps it on our payment, and the order says it.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { checkoutBody, customerSession, listOrders, openRestaurantWithDishes, post } from "@/tests/support/order-calls";

async function startedCheckout() {
  const { customer, headers } = await customerSession();
  const { restaurant, dishes } = await openRestaurantWithDishes();
  const started = await post("createPaymentOrder", checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]), headers);
  expect(started.status).toBe(200);
  return { customer, headers, providerOrderId: started.body.order.id as string, orderId: started.body.orderId };
}

describe("TEST MODE payment methods", () => {
  it.each(["upi", "card", "netbanking", "wallet"])(
    "records a payment by %s and shows it on the order",
    async (method) => {
      const { customer, headers, providerOrderId, orderId } = await startedCheckout();
      const paid = await post("testPay", { order_id: providerOrderId, method }, headers);
      expect(paid.status).toBe(200);
      expect((await post("verifyPayment", paid.body, headers)).status).toBe(200);

      const payment = await db().payment.findUniqueOrThrow({ where: { providerOrderId } });
      expect(payment).toMatchObject({ status: "paid", method });
      const list = await listOrders({ _id: customer.id }, headers);
      expect(list.body.orders).toEqual([
        expect.objectContaining({ _id: orderId, paymentMethod: "online", paidWith: method }),
      ]);
    },
  );

  it("pays by UPI when no method is named (as before), and refuses a method it does not know (422)", async () => {
    const { headers, providerOrderId } = await startedCheckout();
    const unknown = await post("testPay", { order_id: providerOrderId, method: "cheque" }, headers);
    expect(unknown.status).toBe(422);
    expect(await db().testGatewayPayment.count({ where: { providerOrderId } })).toBe(0);
    const paid = await post("testPay", { order_id: providerOrderId }, headers);
    expect(paid.status).toBe(200);
    expect(await db().testGatewayPayment.findFirstOrThrow({ where: { providerOrderId } })).toMatchObject({
      method: "upi",
    });
  });

  it("takes one payment per order: a second Pay is 409, two at once capture one, and an unknown order is 404", async () => {
    const { headers, providerOrderId } = await startedCheckout();
    const [first, second] = await Promise.all([
      post("testPay", { order_id: providerOrderId }, headers),
      post("testPay", { order_id: providerOrderId, method: "card" }, headers),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.message).toBe("This order is already paid");
    const again = await post("testPay", { order_id: providerOrderId }, headers);
    expect(again).toMatchObject({ status: 409, body: { message: "This order is already paid" } });
    const captured = await db().testGatewayPayment.findMany({ where: { providerOrderId } });
    expect(captured).toHaveLength(1);
    const won = first.status === 200 ? first : second;
    const order = await db().testGatewayOrder.findUniqueOrThrow({ where: { id: providerOrderId } });
    expect(order.status).toBe("paid");
    expect(captured[0]).toMatchObject({
      id: won.body.razorpay_payment_id,
      status: "captured",
      amountPaise: order.amountPaise,
    });

    const unknown = await post("testPay", { order_id: "order_test_0000000000000000" }, headers);
    expect(unknown.status).toBe(404);
  });
});
