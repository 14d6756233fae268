import { describe, expect, it } from "vitest";
import { POST as setMenuItemStock } from "@/app/api/(owner)/setMenuItemStock/route";
import { db } from "@/lib/db";
import { getCachedMenu } from "@/lib/menu/service";
import { nextLocalMidnight } from "@/lib/menu/stock";
import { setMenuItemStock as setStock } from "@/lib/owner/menu-service";
import { createMenuItem } from "@/tests/support/factories";
import { ownerSession, strangers, type Answer } from "@/tests/support/owner-calls";
import { checkoutBody, customerSession, post as orderPost } from "@/tests/support/order-calls";
import { jsonPost } from "@/tests/support/session";

// POST /api/setMenuItemStock (issue 30, part 5): an owner marks a dish sold out for today or until a
// time, or back in stock; the public menu shows it at once and checkout refuses it (409 naming it).

type Headers = Record<string, string>;

const mark = async (body: unknown, headers: Headers): Promise<Answer> => {
  const response = await setMenuItemStock(jsonPost("/api/setMenuItemStock", body, headers));
  return { status: response.status, body: await response.json() };
};

const stockOf = (id: string) =>
  db().menuItem.findUniqueOrThrow({ where: { id }, select: { outOfStockAt: true, outOfStockUntil: true } });

async function publicDish(restaurantId: string, id: string) {
  const menu = await getCachedMenu(restaurantId);
  return menu?.flatMap((group) => group.items).find((item) => item._id === id);
}

describe("POST /api/setMenuItemStock", () => {
  it("sold out for today: until the restaurant's next midnight (IST), shown on the public menu at once", async () => {
    const { restaurant, headers } = await ownerSession();
    const dish = await createMenuItem(restaurant.id, { name: "Paneer Tikka" });
    // On sale: no stock fields, the spec's item exactly.
    expect(await publicDish(restaurant.id, dish.id)).not.toHaveProperty("inStock");

    const before = new Date();
    const answer = await mark({ _id: dish.id, inStock: false }, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Marked sold out");
    const expectedUntil = nextLocalMidnight(before, "Asia/Kolkata").toISOString();
    expect(answer.body.menuItem).toMatchObject({ _id: dish.id, inStock: false, outOfStockUntil: expectedUntil });
    const row = await stockOf(dish.id);
    expect(row.outOfStockAt).toBeInstanceOf(Date);
    expect(row.outOfStockUntil?.toISOString()).toBe(expectedUntil);
    // The menu cache was cleared: the public menu shows it sold out without waiting for its TTL.
    expect(await publicDish(restaurant.id, dish.id)).toMatchObject({ inStock: false, outOfStockUntil: expectedUntil });

    const back = await mark({ _id: dish.id, inStock: true, until: "2000-01-01T00:00:00Z" }, headers);
    expect(back.status).toBe(200);
    expect(back.body.message).toBe("Back in stock");
    expect(back.body.menuItem).not.toHaveProperty("inStock");
    expect(back.body.menuItem).not.toHaveProperty("outOfStockUntil");
    expect(await stockOf(dish.id)).toEqual({ outOfStockAt: null, outOfStockUntil: null });
    expect(await publicDish(restaurant.id, dish.id)).not.toHaveProperty("inStock");
  });

  it("sold out until a given time; back in stock by itself once it has passed", async () => {
    const { restaurant, user } = await ownerSession();
    const dish = await createMenuItem(restaurant.id);
    const now = new Date("2026-11-27T06:30:00Z");
    const until = new Date("2026-11-29T03:30:00Z");
    const item = await setStock(user, { _id: dish.id, inStock: false, until }, now);
    expect(item).toMatchObject({ inStock: false, outOfStockUntil: until.toISOString() });
    expect((await stockOf(dish.id)).outOfStockUntil).toEqual(until);
  });

  it.each([
    ["an until in the past", { until: "2020-01-01T00:00:00Z" }, "until", "Sold out until must be in the future"],
    [
      "an until beyond 30 days",
      { until: new Date(Date.now() + 31 * 86_400_000).toISOString() },
      "until",
      "A dish can be marked sold out for at most 30 days",
    ],
    ["an until that is not a time", { until: "tomorrow" }, "until", expect.stringMatching(/^until must be an ISO/)],
    ["inStock as text", { inStock: "no" }, "inStock", "inStock must be true or false"],
  ])("refuses %s (422) and changes nothing", async (_case, change, field, message) => {
    const { restaurant, headers } = await ownerSession();
    const dish = await createMenuItem(restaurant.id);
    const answer = await mark({ _id: dish.id, inStock: false, ...change }, headers);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[field] ?? [answer.body.message]).toContainEqual(message);
    expect(await stockOf(dish.id)).toEqual({ outOfStockAt: null, outOfStockUntil: null });
  });

  it("unknown dish 404, another owner's dish 403, a customer 403, a visitor 401; nothing changes", async () => {
    const { restaurant } = await ownerSession();
    const dish = await createMenuItem(restaurant.id);
    const { customer, otherOwner, visitor } = await strangers();
    expect((await mark({ _id: "ckunknowndish0000000000000", inStock: false }, otherOwner)).status).toBe(404);
    expect(await mark({ _id: dish.id, inStock: false }, otherOwner)).toEqual({
      status: 403,
      body: { message: "This menu item is not on your restaurant's menu" },
    });
    expect((await mark({ _id: dish.id, inStock: false }, customer)).status).toBe(403);
    expect((await mark({ _id: dish.id, inStock: false }, visitor)).status).toBe(401);
    expect(await stockOf(dish.id)).toEqual({ outOfStockAt: null, outOfStockUntil: null });
  });
});

describe("checkout of a sold-out dish", () => {
  it("is refused with a 409 naming the dish, and nothing is created; back in stock, it goes through", async () => {
    const { restaurant, headers: ownerHeaders } = await ownerSession();
    const paneer = await createMenuItem(restaurant.id, { name: "Paneer Tikka", pricePaise: 24900 });
    const dal = await createMenuItem(restaurant.id, { name: "Dal Makhani", pricePaise: 19900 });
    expect((await mark({ _id: paneer.id, inStock: false }, ownerHeaders)).status).toBe(200);

    const { customer, headers } = await customerSession();
    const body = checkoutBody(restaurant.id, [{ id: dal.id }, { id: paneer.id }]);
    const refused = await orderPost("createPaymentOrder", body, headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Paneer Tikka is sold out/);
    expect(await db().order.count({ where: { customerId: customer.id } })).toBe(0);
    expect(await db().payment.count({ where: { customerId: customer.id } })).toBe(0);

    expect((await mark({ _id: paneer.id, inStock: true }, ownerHeaders)).status).toBe(200);
    const started = await orderPost("createPaymentOrder", body, headers);
    expect(started.status).toBe(200);
    expect(await db().order.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it("a sold-out time that has passed no longer refuses", async () => {
    const { restaurant } = await ownerSession();
    const dish = await createMenuItem(restaurant.id, { name: "Kulfi" });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db().menuItem.update({
      where: { id: dish.id },
      data: { outOfStockAt: new Date(Date.now() - 7_200_000), outOfStockUntil: hourAgo },
    });
    const { headers } = await customerSession();
    const started = await orderPost("createPaymentOrder", checkoutBody(restaurant.id, [{ id: dish.id }]), headers);
    expect(started.status).toBe(200);
  });
});
