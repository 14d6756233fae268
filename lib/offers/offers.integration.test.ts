// Offers and coupons on the checkout path (issue 31 part 4): previewBill tells the offer or the refusal, checkout
// takes the discount off the bill it charges (or refuses the code with 422), uses are reserved in the checkout's
// transaction so the last use goes to exactly one of 20 parallel checkouts, and the ledger records who funds it.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as previewBillRoute } from "@/app/api/(checkout)/previewBill/route";
import { db } from "@/lib/db";
import { releaseStaleUses } from "@/lib/checkout/expiry";
import { payAndVerify } from "@/tests/support/checkout-steps";
import { createMenuItem, createOpenRestaurant } from "@/tests/support/factories";
import { checkoutBody, customerSession, post } from "@/tests/support/order-calls";
import { jsonPost } from "@/tests/support/session";

async function previewBill(body: unknown, headers: Record<string, string> = {}) {
  const response = await previewBillRoute(jsonPost("/api/previewBill", body, headers));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const freshCode = (stem: string) => `${stem}${randomBytes(4).toString("hex").toUpperCase()}`;

/** A platform coupon: 20% up to ₹60 from ₹249 (THALI20's terms), under a code of its own. */
async function platformCoupon(over: Record<string, unknown> = {}) {
  return db().offer.create({
    data: {
      code: freshCode("THALI"),
      title: "20% off",
      percentBps: 2000,
      maxDiscountPaise: 6000,
      minOrderPaise: 24_900,
      ...over,
    },
  });
}

/** A restaurant at the default settings with a ₹300 and a ₹100 dish. */
async function kitchen() {
  const restaurant = await createOpenRestaurant();
  const thali = await createMenuItem(restaurant.id, { pricePaise: 30_000 });
  const lassi = await createMenuItem(restaurant.id, { pricePaise: 10_000 });
  return { restaurant, thali, lassi };
}

describe("previewBill with offers", () => {
  it("applies a code typed in lower case with spaces, and refuses one below its minimum with the bill unchanged", async () => {
    const { restaurant, thali, lassi } = await kitchen();
    const coupon = await platformCoupon();
    const typed = ` ${coupon.code!.toLowerCase().slice(0, 3)} ${coupon.code!.toLowerCase().slice(3)} `;
    const applied = await previewBill({
      restaurantId: restaurant.id,
      items: [{ menuItemId: thali.id, quantity: 1 }],
      couponCode: typed,
    });
    expect(applied.status).toBe(200);
    // ₹300 food, 20% is ₹60 (the maximum); ₹20 delivery below 3 dishes.
    expect(applied.body.offer).toEqual({ code: coupon.code, title: "20% off", discountPaise: 6000 });
    expect(applied.body.couponRefusal).toBeNull();
    expect(applied.body.bill).toMatchObject({ discountPaise: 6000, totalPaise: 30_000 - 6000 + 2000 });

    const below = await previewBill({
      restaurantId: restaurant.id,
      items: [{ menuItemId: lassi.id, quantity: 1 }],
      couponCode: coupon.code,
    });
    expect(below.body.couponRefusal).toBe(`Add ₹149 more to use ${coupon.code} (minimum order ₹249)`);
    expect(below.body.offer).toBeNull();
    expect(below.body.bill).toMatchObject({ discountPaise: 0, totalPaise: 12_000 });

    const unknown = await previewBill({
      restaurantId: restaurant.id,
      items: [{ menuItemId: thali.id, quantity: 1 }],
      couponCode: "xyz",
    });
    expect(unknown.body.couponRefusal).toBe("No coupon called XYZ");
  });

  it("applies the restaurant's best automatic offer without a code, and names another restaurant's coupon", async () => {
    const { restaurant, thali } = await kitchen();
    const other = await kitchen();
    await db().offer.createMany({
      data: [
        { restaurantId: restaurant.id, title: "10% off", percentBps: 1000 },
        { restaurantId: restaurant.id, title: "₹50 off", flatPaise: 5000, minOrderPaise: 20_000 },
      ],
    });
    const theirs = await db().offer.create({
      data: { restaurantId: other.restaurant.id, code: freshCode("OWN"), title: "Theirs", flatPaise: 1000 },
    });
    const auto = await previewBill({ restaurantId: restaurant.id, items: [{ menuItemId: thali.id, quantity: 1 }] });
    expect(auto.body.offer).toEqual({ code: null, title: "₹50 off", discountPaise: 5000 });
    const elsewhere = await previewBill({
      restaurantId: restaurant.id,
      items: [{ menuItemId: thali.id, quantity: 1 }],
      couponCode: theirs.code,
    });
    expect(elsewhere.body.couponRefusal).toBe(`${theirs.code} is for ${other.restaurant.name} only`);
    expect(elsewhere.body.offer).toMatchObject({ title: "₹50 off" });
  });

  it("bills a restaurant without offers exactly as before", async () => {
    const { restaurant, thali } = await kitchen();
    const plain = await previewBill({ restaurantId: restaurant.id, items: [{ menuItemId: thali.id, quantity: 1 }] });
    expect(plain.body).toMatchObject({ offer: null, couponRefusal: null, bill: { totalPaise: 32_000 } });
  });
});

describe("checkout with offers", () => {
  it("charges the discounted bill, refuses a code that does not apply with 422, and funds a platform coupon", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, thali, lassi } = await kitchen();
    const coupon = await platformCoupon();

    const refused = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: lassi.id }], { couponCode: coupon.code }),
      headers,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`Add ₹149 more to use ${coupon.code} (minimum order ₹249)`);
    expect(await db().order.count({ where: { customerId: customer.id } })).toBe(0);

    const started = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: thali.id }], { couponCode: coupon.code, amount: 260 }),
      headers,
    );
    expect(started.status).toBe(200);
    expect(started.body.order.amount).toBe(26_000);
    expect(started.body.bill.discountPaise).toBe(6000);
    const orderId = started.body.orderId as string;
    expect(await db().offerUse.count({ where: { offerId: coupon.id, orderId } })).toBe(1);
    expect((await db().offer.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1);

    await payAndVerify(started.body.order.id, headers);
    const order = await db().order.findUniqueOrThrow({
      where: { id: orderId },
      select: { discountPaise: true, offerId: true, ledger: { select: { account: true, amountPaise: true } } },
    });
    expect(order).toMatchObject({ discountPaise: 6000, offerId: coupon.id });
    expect(order.ledger.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(0);
    const of = (account: string) => order.ledger.find((e) => e.account === account)?.amountPaise ?? 0;
    expect(of("customer")).toBe(-26_000);
    // The platform funds its coupon: ₹60 with 5% GST in it is ₹57.14 of taxable value (food 285.71 -> 228.57).
    expect(of("platform_offers")).toBe(-(28_571 - 22_857));
    expect(of("restaurant_payable") + of("platform_commission")).toBe(28_571);
  });

  it("a restaurant's own offer lowers its food in the ledger, with nothing from the platform", async () => {
    const { headers } = await customerSession();
    const { restaurant, thali } = await kitchen();
    await db().offer.create({ data: { restaurantId: restaurant.id, title: "₹50 off", flatPaise: 5000 } });
    const started = await post("createPaymentOrder", checkoutBody(restaurant.id, [{ id: thali.id }]), headers);
    expect(started.body.order.amount).toBe(30_000 - 5000 + 2000);
    await payAndVerify(started.body.order.id, headers);
    const ledger = await db().ledgerEntry.findMany({ where: { orderId: started.body.orderId } });
    expect(ledger.some((e) => e.account === "platform_offers")).toBe(false);
    expect(ledger.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(0);
  });

  it("gives the last use to exactly one of 20 parallel checkouts by 20 customers", async () => {
    const { restaurant, thali } = await kitchen();
    const coupon = await platformCoupon({ totalUses: 5, usedCount: 4 });
    const sessions = await Promise.all(Array.from({ length: 20 }, () => customerSession()));
    const answers = await Promise.all(
      sessions.map(({ headers }) =>
        post(
          "createPaymentOrder",
          checkoutBody(restaurant.id, [{ id: thali.id }], { couponCode: coupon.code }),
          headers,
        ),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status === 422);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const answer of lost) expect(answer.body.message).toBe(`${coupon.code} has been used up`);
    expect(won[0]!.body.bill.discountPaise).toBe(6000);
    const after = await db().offer.findUniqueOrThrow({ where: { id: coupon.id } });
    expect(after.usedCount).toBe(5);
    expect(await db().offerUse.count({ where: { offerId: coupon.id } })).toBe(1);
    expect(await db().order.count({ where: { offerId: coupon.id } })).toBe(1);
  });

  it("keeps to uses per customer and first order only, and gives back the use of a checkout never paid", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, thali, lassi } = await kitchen();
    const once = await platformCoupon({ usesPerCustomer: 1, minOrderPaise: 0 });
    const welcome = await platformCoupon({ code: freshCode("WELCOME"), firstOrderOnly: true, minOrderPaise: 0 });

    const first = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: thali.id }], { couponCode: once.code }),
      headers,
    );
    expect(first.status).toBe(200);
    // Another cart with the same coupon: this customer's one use is held by the first checkout.
    const second = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: lassi.id }], { couponCode: once.code }),
      headers,
    );
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(`You have already used ${once.code}`);

    // The first checkout is never paid: 25 minutes on, its use is given back and the coupon applies again.
    await db().order.update({
      where: { id: first.body.orderId },
      data: { createdAt: new Date(Date.now() - 25 * 60_000) },
    });
    expect(await db().$transaction((tx) => releaseStaleUses(tx, new Date(), once.id))).toBe(1);
    expect((await db().offer.findUniqueOrThrow({ where: { id: once.id } })).usedCount).toBe(0);
    const again = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: lassi.id }], { couponCode: once.code }),
      headers,
    );
    expect(again.status).toBe(200);
    await payAndVerify(again.body.order.id, headers);

    // Now a customer with a paid order: the first-order coupon is refused, in the preview and at checkout.
    const preview = await previewBill(
      { restaurantId: restaurant.id, items: [{ menuItemId: thali.id, quantity: 2 }], couponCode: welcome.code },
      headers,
    );
    expect(preview.body.couponRefusal).toBe(`${welcome.code} is for your first order`);
    const refused = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: thali.id, quantity: 2 }], { couponCode: welcome.code }),
      headers,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`${welcome.code} is for your first order`);
    expect(await db().offerUse.count({ where: { customerId: customer.id } })).toBe(1);
  });
});
