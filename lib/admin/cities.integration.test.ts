// Cities and their serviceable areas (issue 33): POST /api/admin/cities (bad input refused, nothing written; audited
// "city.save") and their effect at checkout: an address in a city not served, switched off or outside the city's PIN
// codes is refused with 422 before anything is written. The rows here take effect in the year 2100 and the checkouts
// are made "then", so the other files' checkouts today never meet a list of served cities.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as citiesGet, POST as citiesPost } from "@/app/api/(admin)/admin/cities/route";
import type { CitiesAnswer } from "@/lib/admin/cities-schemas";
import { saveCity } from "@/lib/admin/cities-service";
import { startCheckout } from "@/lib/checkout/service";
import { db } from "@/lib/db";
import { adminSession } from "@/tests/support/admin";
import { checkoutBody, customerSession, openRestaurantWithDishes } from "@/tests/support/order-calls";
import { jsonPost, sessionUserOf } from "@/tests/support/session";

let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  admin = await adminSession();
});

const T = (day: number) => new Date(Date.parse("2100-03-01T00:00:00+05:30") + day * 86_400_000);

async function post(body: Record<string, unknown>) {
  const response = await citiesPost(jsonPost("/api/admin/cities", body, admin.headers));
  return { status: response.status, body: await response.json() };
}

describe("POST /api/admin/cities", () => {
  it.each([
    [{ name: "", state: "Goa" }, "name must be at least 2 characters"],
    [{ name: "Panaji", state: "Goa", pincodes: ["40300"] }, "PIN code must be 6 digits and not start with 0"],
    [{ name: "Panaji", state: "Goa", pincodes: "403001, 003001" }, "PIN code must be 6 digits and not start with 0"],
    [{ name: "Panaji", state: "Goa", active: "yes" }, "active must be true or false"],
    [
      { name: "Panaji", state: "Goa", effectiveFrom: "2020-01-01T00:00:00Z" },
      "effectiveFrom cannot be in the past: a change applies from now or later",
    ],
  ])("refuses %j with 422 and writes nothing", async (body, problem) => {
    const before = await db().serviceCity.count();
    const answer = await post(body);
    expect(answer.status).toBe(422);
    expect([answer.body.message, ...Object.values(answer.body.errors ?? {}).flat()]).toContain(problem);
    expect(await db().serviceCity.count()).toBe(before);
  });

  it("adds a city (PIN codes as text), changes it by name in any case, audits each save and lists it", async () => {
    const added = await post({ name: "Panaji", state: "Goa", pincodes: "403001 403002,403001", effectiveFrom: T(400) });
    expect(added.status).toBe(200);
    expect(added.body.city).toMatchObject({
      name: "Panaji",
      pincodes: ["403001", "403002"],
      active: true,
      servedNow: false,
    });
    const changed = await post({ name: "panaji", state: "Goa", pincodes: [], active: false, effectiveFrom: T(401) });
    expect(changed.body.city).toMatchObject({ _id: added.body.city._id, name: "panaji", active: false });
    const audits = await db().auditEntry.findMany({ where: { entityId: added.body.city._id }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.action)).toEqual(["city.save", "city.save"]);
    expect(audits[1]!.before).toMatchObject({ name: "Panaji", active: true, pincodes: ["403001", "403002"] });
    expect(audits[1]!.after).toMatchObject({ active: false, pincodes: [] });

    const response = await citiesGet(new Request("http://localhost/api/admin/cities", { headers: admin.headers }));
    const list = (await response.json()) as CitiesAnswer;
    expect(list.cities.some((c) => c._id === added.body.city._id)).toBe(true);
    expect(list.listInForce).toBe(false);
  });
});

describe("checkout against the served cities", () => {
  it("refuses a city not served, a PIN outside the list and a city switched off, before writing anything", async () => {
    const { customer } = await customerSession();
    const shopper = sessionUserOf(customer);
    const { restaurant, dishes } = await openRestaurantWithDishes([20_000]);
    const body = (pincode?: string) =>
      checkoutBody(restaurant.id, [{ id: dishes[0]!.id }], {
        deliveryLocation: {
          address: "12 Road No. 3, Banjara Hills",
          city: "Hyderabad",
          state: "Telangana",
          ...(pincode && { pincode }),
        },
      });
    const ordersOf = () => db().order.count({ where: { customerId: customer.id } });

    // Today nothing is in effect: served as always.
    await expect(startCheckout(shopper, body(), new Date())).resolves.toMatchObject({ orderId: expect.any(String) });
    const placed = await ordersOf();

    await saveCity(admin.session, {
      name: "Warangal",
      state: "Telangana",
      pincodes: [],
      active: true,
      effectiveFrom: T(10),
    });
    await expect(startCheckout(shopper, body(), T(11))).rejects.toMatchObject({
      status: 422,
      message: "We do not deliver to Hyderabad yet",
    });
    await saveCity(admin.session, {
      name: "Hyderabad",
      state: "Telangana",
      pincodes: ["500034"],
      active: true,
      effectiveFrom: T(12),
    });
    await expect(startCheckout(shopper, body("500001"), T(13))).rejects.toMatchObject({
      status: 422,
      message: "We do not deliver to 500001, Hyderabad yet",
    });
    expect(await ordersOf()).toBe(placed);
    await expect(startCheckout(shopper, body("500034"), T(13))).resolves.toMatchObject({ orderId: expect.any(String) });

    await saveCity(admin.session, {
      name: "Hyderabad",
      state: "Telangana",
      pincodes: ["500034"],
      active: false,
      effectiveFrom: T(15),
    });
    await expect(startCheckout(shopper, body("500034"), T(16))).rejects.toMatchObject({
      status: 422,
      message: "We do not deliver to Hyderabad yet",
    });
    expect(await ordersOf()).toBe(placed + 1);
  });
});
