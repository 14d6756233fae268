import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeBill, DEFAULT_BILL_SETTINGS } from "./bill";
import {
  bestAutomaticOffer,
  normaliseCode,
  offerBadge,
  offerDiscount,
  offerRefusal,
  rupeesOf,
  type OfferCart,
  type OfferRule,
} from "./offers";

const NOW = new Date("2026-11-27T07:00:00Z");

const offer = (over: Partial<OfferRule> = {}): OfferRule => ({
  restaurantId: null,
  restaurantName: null,
  code: "THALI20",
  title: "20% off",
  percentBps: 2000,
  flatPaise: null,
  minOrderPaise: 24_900,
  maxDiscountPaise: 6000,
  validFrom: null,
  validUntil: null,
  startMinute: null,
  endMinute: null,
  firstOrderOnly: false,
  usesPerCustomer: null,
  totalUses: null,
  usedCount: 0,
  active: true,
  ...over,
});

const cart = (over: Partial<OfferCart> = {}): OfferCart => ({
  restaurantId: "r1",
  itemTotalPaise: 30_000,
  now: NOW,
  minuteOfDay: 12 * 60,
  paidOrders: 0,
  usesByCustomer: 0,
  ...over,
});

describe("offerRefusal", () => {
  it("applies when every rule holds", () => {
    expect(offerRefusal(offer(), cart())).toBeNull();
  });

  it("says how much more the cart needs below the minimum", () => {
    expect(offerRefusal(offer(), cart({ itemTotalPaise: 18_900 }))).toBe(
      "Add ₹60 more to use THALI20 (minimum order ₹249)",
    );
  });

  it("refuses an expired, a used-up, another restaurant's and a first-order coupon", () => {
    const welcome = offer({ code: "WELCOME50", validUntil: new Date("2026-11-01T00:00:00Z") });
    expect(offerRefusal(welcome, cart())).toBe("WELCOME50 has expired");
    expect(offerRefusal(offer({ totalUses: 5, usedCount: 5 }), cart())).toBe("THALI20 has been used up");
    expect(offerRefusal(offer({ restaurantId: "r2", restaurantName: "Sagar Ratna" }), cart())).toBe(
      "THALI20 is for Sagar Ratna only",
    );
    expect(offerRefusal(offer({ code: "WELCOME50", firstOrderOnly: true }), cart({ paidOrders: 1 }))).toBe(
      "WELCOME50 is for your first order",
    );
  });

  it("counts a customer's uses and keeps to its hours, across midnight too", () => {
    expect(offerRefusal(offer({ usesPerCustomer: 1 }), cart({ usesByCustomer: 1 }))).toBe(
      "You have already used THALI20",
    );
    expect(offerRefusal(offer({ usesPerCustomer: 2 }), cart({ usesByCustomer: 1 }))).toBeNull();
    const lunch = offer({ startMinute: 11 * 60, endMinute: 15 * 60 });
    expect(offerRefusal(lunch, cart({ minuteOfDay: 12 * 60 }))).toBeNull();
    expect(offerRefusal(lunch, cart({ minuteOfDay: 16 * 60 }))).toBe("THALI20 is valid from 11:00 to 15:00");
    const late = offer({ startMinute: 22 * 60, endMinute: 2 * 60 });
    expect(offerRefusal(late, cart({ minuteOfDay: 23 * 60 }))).toBeNull();
    expect(offerRefusal(late, cart({ minuteOfDay: 60 }))).toBeNull();
    expect(offerRefusal(late, cart({ minuteOfDay: 12 * 60 }))).not.toBeNull();
  });

  it("names an automatic offer by its title, and a visitor is not refused for a customer's limits", () => {
    const auto = offer({ code: null, title: "Lunch deal", restaurantId: "r1", firstOrderOnly: true });
    expect(offerRefusal(auto, cart({ itemTotalPaise: 100 }))).toMatch(/^Add ₹248 more to use Lunch deal/);
    expect(offerRefusal(auto, cart({ paidOrders: null, usesByCustomer: null }))).toBeNull();
  });
});

describe("offerDiscount", () => {
  it("takes the percent rounded down, capped by the maximum", () => {
    expect(offerDiscount(offer(), 20_000)).toBe(4000);
    expect(offerDiscount(offer(), 99_999)).toBe(6000);
    expect(offerDiscount(offer({ maxDiscountPaise: null }), 12_345)).toBe(2469);
  });

  it("a flat amount is never more than the food", () => {
    expect(offerDiscount(offer({ percentBps: null, flatPaise: 5000 }), 3000)).toBe(3000);
  });

  it("property: never negative, never above the food nor the maximum, and the bill still adds up", () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 100, max: 10_000 }), { nil: null }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (percentBps, flatPaise, maxDiscountPaise, itemTotalPaise) => {
          const rule = { percentBps, flatPaise: percentBps === null ? flatPaise : null, maxDiscountPaise };
          const discount = offerDiscount(rule, itemTotalPaise);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(itemTotalPaise);
          if (maxDiscountPaise !== null) expect(discount).toBeLessThanOrEqual(maxDiscountPaise);
          if (percentBps !== null) expect(discount).toBeLessThanOrEqual((itemTotalPaise * percentBps) / 10_000);
          const bill = computeBill(
            { lines: [{ unitPricePaise: itemTotalPaise, packagingPaise: 0, quantity: 1 }], discountPaise: discount },
            DEFAULT_BILL_SETTINGS,
          );
          expect(bill.discountPaise).toBe(discount);
          expect(bill.lines.reduce((sum, l) => sum + l.amountPaise, 0)).toBe(bill.totalPaise);
        },
      ),
    );
  });
});

describe("bestAutomaticOffer", () => {
  it("picks the automatic offer that takes the most off, skipping coupons and refused offers", () => {
    const a = offer({ code: null, title: "A", restaurantId: "r1", percentBps: 1000, maxDiscountPaise: null });
    const b = offer({ code: null, title: "B", restaurantId: "r1", percentBps: null, flatPaise: 5000 });
    const coupon = offer({ restaurantId: "r1", percentBps: 5000, maxDiscountPaise: null, minOrderPaise: 0 });
    const closed = offer({ code: null, title: "C", restaurantId: "r1", validUntil: new Date(0) });
    expect(bestAutomaticOffer([a, b, coupon, closed], cart())?.offer.title).toBe("B");
    expect(bestAutomaticOffer([a, b], cart({ itemTotalPaise: 60_000 }))).toEqual({ offer: a, discountPaise: 6000 });
    expect(bestAutomaticOffer([a, b], cart({ itemTotalPaise: 100 }))).toBeNull();
  });

  it("property: the best is at least every applicable automatic offer's discount", () => {
    const arbOffer = fc.record({
      percentBps: fc.option(fc.integer({ min: 100, max: 10_000 }), { nil: null }),
      flat: fc.integer({ min: 1, max: 50_000 }),
      max: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
      min: fc.integer({ min: 0, max: 50_000 }),
    });
    fc.assert(
      fc.property(fc.array(arbOffer, { maxLength: 6 }), fc.integer({ min: 0, max: 100_000 }), (specs, total) => {
        const offers = specs.map((s, i) =>
          offer({
            code: null,
            title: `O${i}`,
            restaurantId: "r1",
            percentBps: s.percentBps,
            flatPaise: s.percentBps === null ? s.flat : null,
            maxDiscountPaise: s.max,
            minOrderPaise: s.min,
          }),
        );
        const theCart = cart({ itemTotalPaise: total });
        const best = bestAutomaticOffer(offers, theCart);
        for (const o of offers) {
          if (offerRefusal(o, theCart) === null) {
            expect(best?.discountPaise ?? 0).toBeGreaterThanOrEqual(offerDiscount(o, total));
          }
        }
      }),
    );
  });
});

describe("codes and words", () => {
  it("normalises a code typed with spaces and in lower case", () => {
    expect(normaliseCode("  thali 20 ")).toBe("THALI20");
    expect(normaliseCode("Welcome50")).toBe("WELCOME50");
  });

  it("says rupees the Indian way and badges offers", () => {
    expect(rupeesOf(6000)).toBe("₹60");
    expect(rupeesOf(124_950)).toBe("₹1,249.50");
    expect(offerBadge({ percentBps: 2000, flatPaise: null, maxDiscountPaise: 8000, minOrderPaise: 0 })).toBe(
      "20% OFF up to ₹80",
    );
    expect(offerBadge({ percentBps: null, flatPaise: 5000, maxDiscountPaise: null, minOrderPaise: 19_900 })).toBe(
      "₹50 OFF above ₹199",
    );
  });
});
