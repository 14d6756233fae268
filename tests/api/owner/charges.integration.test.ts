import { describe, expect, it } from "vitest";
import { GET as getMenuByRestaurantId } from "@/app/api/(catalog)/getMenuByRestaurantId/route";
import { db } from "@/lib/db";
import { get, itemBody, ownerSession, post, uploadedImage } from "@/tests/support/owner-calls";
import {
  answer,
  getSettings,
  publicRestaurant,
  saveRecorded,
  settingsBody,
  settingsTestSetup,
} from "@/tests/support/settings-calls";

// Issue 31, the owner's side: the bill's settings on the settings call, and a dish's packaging charge.

settingsTestSetup();

const chargesOf = (restaurantId: string) =>
  db().restaurant.findUniqueOrThrow({
    where: { id: restaurantId },
    select: {
      taxMode: true,
      foodGstBps: true,
      deliveryFeePaise: true,
      freeDeliveryFromPaise: true,
      gstin: true,
      fssaiNumber: true,
      acceptsCod: true,
      codLimitPaise: true,
    },
  });

const publicMenuItems = async (id: string) =>
  (
    await answer(await getMenuByRestaurantId(new Request(`http://localhost/api/getMenuByRestaurantId?_id=${id}`)))
  ).body.menuitems.flatMap((group: { items: unknown[] }) => group.items);

const CHARGES = {
  taxMode: "exclusive",
  foodGstRate: 18,
  deliveryFeePaise: 3000,
  freeDeliveryFromPaise: 39_900,
  gstin: "27aapfu0939f1zv",
  fssaiNumber: "10019022000123",
};

describe("POST /api/updateRestaurantSettings, the bill's charges", () => {
  it("saves each charge, answers it, reads it back, and shows the FSSAI number (only) publicly", async () => {
    const { restaurant, headers } = await ownerSession();
    const saved = await saveRecorded(settingsBody(CHARGES), headers);
    expect(saved.status).toBe(200);
    const expected = { ...CHARGES, gstin: "27AAPFU0939F1ZV" };
    expect(saved.body.settings).toMatchObject(expected);
    expect((await getSettings(headers)).body.settings).toMatchObject(expected);
    expect(await chargesOf(restaurant.id)).toEqual({
      taxMode: "exclusive",
      foodGstBps: 1800,
      deliveryFeePaise: 3000,
      freeDeliveryFromPaise: 39_900,
      gstin: "27AAPFU0939F1ZV",
      fssaiNumber: "10019022000123",
      acceptsCod: true,
      codLimitPaise: 100_000,
    });
    const shown = await publicRestaurant(restaurant.id);
    expect(shown.fssaiNumber).toBe("10019022000123");
    expect(shown).not.toHaveProperty("gstin");
    // tax-exclusive at 18%: the menu says its prices are before GST
    expect(shown.gstAddedPercent).toBe(18);
  });

  it.each([
    ["taxMode", { taxMode: "inclusive" }, { taxMode: "inclusive" }],
    ["foodGstRate", { foodGstRate: 5 }, { foodGstBps: 500 }],
    ["deliveryFeePaise", { deliveryFeePaise: 0 }, { deliveryFeePaise: 0 }],
    ["deliveryFeePaise null (standard)", { deliveryFeePaise: null }, { deliveryFeePaise: null }],
    ["freeDeliveryFromPaise null", { freeDeliveryFromPaise: null }, { freeDeliveryFromPaise: null }],
    ['gstin ""', { gstin: "" }, { gstin: null }],
    ["fssaiNumber null", { fssaiNumber: null }, { fssaiNumber: null }],
    ["acceptsCod", { acceptsCod: false }, { acceptsCod: false }],
    ["codLimitPaise", { codLimitPaise: 50_000 }, { codLimitPaise: 50_000 }],
  ])("changes %s alone, keeping the other charges", async (_name, change, columns) => {
    const { restaurant, headers } = await ownerSession();
    expect((await saveRecorded(settingsBody(CHARGES), headers)).status).toBe(200);
    const before = await chargesOf(restaurant.id);
    expect((await saveRecorded(settingsBody(change), headers)).status).toBe(200);
    expect(await chargesOf(restaurant.id)).toEqual({ ...before, ...columns });
  });

  it("keeps every charge when a save leaves them out, as the spec's clients do", async () => {
    const { restaurant, headers } = await ownerSession();
    expect((await saveRecorded(settingsBody(CHARGES), headers)).status).toBe(200);
    const before = await chargesOf(restaurant.id);
    const saved = await saveRecorded(settingsBody({ name: "Saffron Court Two" }), headers);
    expect(saved.status).toBe(200);
    expect(await chargesOf(restaurant.id)).toEqual(before);
    // The settings answered, sent back whole (as Pause and Resume do), keep them too.
    expect(
      (await saveRecorded({ ...saved.body.settings, paused: true, pauseReason: "Out of ingredients" }, headers)).status,
    ).toBe(200);
    expect(await chargesOf(restaurant.id)).toEqual(before);
  });

  it.each([
    ["a GSTIN with a wrong check character", { gstin: "27AAPFU0939F1ZW" }, "gstin", /GSTIN.*check|check.*GSTIN/i],
    ["a GSTIN of 14 characters", { gstin: "27AAPFU0939F1Z" }, "gstin", /15 characters/],
    ["an FSSAI number of 13 digits", { fssaiNumber: "1001902200012" }, "fssaiNumber", /14 digits/],
    ["a GST rate of 12%", { foodGstRate: 12 }, "foodGstRate", /5 or 18/],
    ["a delivery fee over ₹500", { deliveryFeePaise: 50_001 }, "deliveryFeePaise", /at most 50000 paise/],
    ["a fractional paisa", { freeDeliveryFromPaise: 100.5 }, "freeDeliveryFromPaise", /whole number/],
    ["a negative cash on delivery limit", { codLimitPaise: -1 }, "codLimitPaise", /cannot be negative/],
    ["a cash on delivery limit over ₹5,00,000", { codLimitPaise: 50_000_001 }, "codLimitPaise", /at most/],
    ["acceptsCod as text", { acceptsCod: "yes" }, "acceptsCod", /true or false/],
  ])("refuses %s (422 naming the field), changing nothing", async (_name, change, field, message) => {
    const { restaurant, headers } = await ownerSession();
    expect((await saveRecorded(settingsBody(CHARGES), headers)).status).toBe(200);
    const before = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });
    const refused = await saveRecorded(settingsBody({ ...change, name: "Renamed Court" }), headers);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual([field]);
    expect(refused.body.errors[field][0]).toMatch(message);
    expect(refused.writes).toEqual([]);
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toEqual(before);
  });
});

describe("a dish's packaging charge", () => {
  it("round-trips in rupees: add, the owner's list, the public menu, update keeps or changes it", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const image = await uploadedImage(owner.id);
    const added = await post("addMenuItem", itemBody(restaurant.id, image, { packagingCharge: "12.5" }), headers);
    expect(added.status).toBe(200);
    expect(added.body.menuItem.packagingCharge).toBe(12.5);
    const id: string = added.body.menuItem._id;
    const column = async () =>
      (await db().menuItem.findUniqueOrThrow({ where: { id }, select: { packagingPaise: true } })).packagingPaise;
    expect(await column()).toBe(1250);

    const listed = await get("getItemsByRestaurantId", { restaurant_id: restaurant.id }, headers);
    expect(listed.body.items[0]).toMatchObject({ _id: id, packagingCharge: 12.5 });
    expect(await publicMenuItems(restaurant.id)).toMatchObject([{ _id: id, packagingCharge: 12.5 }]);

    // The spec's form sends no packagingCharge: the dish keeps its own.
    const kept = await post("updateMenuItem", { ...itemBody(restaurant.id, image), _id: id, price: 260 }, headers);
    expect(kept.body.menuItem).toMatchObject({ price: 260, packagingCharge: 12.5 });
    expect(await column()).toBe(1250);

    const changed = await post(
      "updateMenuItem",
      { ...itemBody(restaurant.id, image), _id: id, packagingCharge: 0 },
      headers,
    );
    expect(changed.body.menuItem).not.toHaveProperty("packagingCharge");
    expect(await column()).toBe(0);
  });

  it("is absent (none) when a dish is added without one, and refuses more than ₹100 or 3 decimals, changing nothing", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const image = await uploadedImage(owner.id);
    const added = await post("addMenuItem", itemBody(restaurant.id, image), headers);
    expect(added.body.menuItem).not.toHaveProperty("packagingCharge");
    const id: string = added.body.menuItem._id;
    for (const [packagingCharge, message] of [
      [100.01, "Packaging charge must be at most ₹100"],
      [1.005, "Packaging charge can have at most 2 decimals"],
      [-1, "Packaging charge cannot be negative"],
    ] as const) {
      const refused = await post(
        "updateMenuItem",
        { ...itemBody(restaurant.id, image), _id: id, packagingCharge },
        headers,
      );
      expect(refused).toMatchObject({ status: 422, body: { errors: { packagingCharge: [message] } } });
    }
    expect(await db().menuItem.findUniqueOrThrow({ where: { id }, select: { packagingPaise: true } })).toEqual({
      packagingPaise: 0,
    });
  });
});
