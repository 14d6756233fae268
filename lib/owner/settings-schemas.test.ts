import { describe, expect, it } from "vitest";
import { RestaurantSettingsSchema } from "@/lib/owner/settings-schemas";

const valid = {
  name: "Saffron Court",
  image: { imageUrl: "/uploads/RestaurantImages/a.png", public_id: "local/RestaurantImages/a.png" },
  location: { address: "12 MG Road", city: "Pune", state: "Maharashtra" },
  cuisines: ["Pizza"],
  opentime: "09:00",
  closetime: { closehour: 22, closeminute: 30 },
  deliveryCities: ["Pune"],
  deliveryPincodes: [],
  paused: false,
};

const parse = (change: object) => RestaurantSettingsSchema.safeParse({ ...valid, ...change });
const messages = (change: object) =>
  Object.fromEntries((parse(change).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("RestaurantSettingsSchema", () => {
  it("keeps the first spelling of cities that differ only in case or spacing, and each PIN code once", () => {
    const out = parse({
      deliveryCities: [" Pune", "PUNE ", "Pimpri-Chinchwad", "pimpri-chinchwad"],
      deliveryPincodes: ["411001", "411001", "411004"],
    });
    expect(out.data).toMatchObject({
      deliveryCities: ["Pune", "Pimpri-Chinchwad"],
      deliveryPincodes: ["411001", "411004"],
    });
  });

  it("needs a reason to pause, and drops the reason of a restaurant that is not paused", () => {
    expect(messages({ paused: true })).toEqual({ pauseReason: "Say why you are pausing orders" });
    expect(messages({ paused: true, pauseReason: "   " })).toEqual({ pauseReason: "Say why you are pausing orders" });
    expect(parse({ paused: true, pauseReason: " Out of ingredients " }).data?.pauseReason).toBe("Out of ingredients");
    expect(parse({ paused: false, pauseReason: "Out of ingredients" }).data?.pauseReason).toBeNull();
  });

  it("takes an empty photo (remove it) but not a missing one", () => {
    expect(parse({ image: { imageUrl: "" } }).data?.image).toEqual({ imageUrl: "", public_id: "" });
    expect(messages({ image: undefined })).toHaveProperty("image");
  });

  it("refuses an empty city list, a blank city and a PIN code starting with 0", () => {
    expect(messages({ deliveryCities: [] })).toEqual({ deliveryCities: "List at least one city you deliver to" });
    expect(messages({ deliveryCities: ["Pune", ""] })).toEqual({ "deliveryCities.1": "City is required" });
    expect(messages({ deliveryPincodes: ["041100"] })).toEqual({
      "deliveryPincodes.0": "PIN code must be 6 digits and not start with 0",
    });
  });

  it("refuses a restaurant name or address with a word over 40 characters (issue 27), with the form's words", () => {
    const word = "x".repeat(41);
    expect(messages({ name: `Saffron ${word}` })).toEqual({
      name: "Restaurant name has a word longer than 40 characters: add spaces to it",
    });
    expect(messages({ location: { ...valid.location, address: `12 ${word} Road` } })).toEqual({
      "location.address": "Address has a word longer than 40 characters: add spaces to it",
    });
    expect(messages({ name: "x".repeat(101) })).toEqual({ name: "Restaurant name must be at most 100 characters" });
    expect(parse({ name: `Saffron ${"x".repeat(40)}` }).success).toBe(true);
  });
});

describe("RestaurantSettingsSchema, the charges (issue 31)", () => {
  it("leaves every charge out when the request has none, so a spec client's save keeps what is saved", () => {
    const data = parse({}).data;
    for (const field of [
      "taxMode",
      "foodGstRate",
      "deliveryFeePaise",
      "freeDeliveryFromPaise",
      "gstin",
      "fssaiNumber",
    ]) {
      expect(data).not.toHaveProperty(field);
    }
  });

  it("takes each charge, null to clear, and normalises the tax registrations", () => {
    expect(
      parse({
        taxMode: "exclusive",
        foodGstRate: 18,
        deliveryFeePaise: 3000,
        freeDeliveryFromPaise: 39_900,
        gstin: " 27aapfu0939f1zv ",
        fssaiNumber: " 12345678901234 ",
      }).data,
    ).toMatchObject({
      taxMode: "exclusive",
      foodGstRate: 18,
      deliveryFeePaise: 3000,
      freeDeliveryFromPaise: 39_900,
      gstin: "27AAPFU0939F1ZV",
      fssaiNumber: "12345678901234",
    });
    expect(
      parse({ deliveryFeePaise: null, freeDeliveryFromPaise: null, gstin: "", fssaiNumber: null }).data,
    ).toMatchObject({ deliveryFeePaise: null, freeDeliveryFromPaise: null, gstin: null, fssaiNumber: null });
  });

  it("refuses each bad value under its own field's name", () => {
    expect(messages({ taxMode: "both" })).toEqual({
      taxMode: 'taxMode must be "inclusive" (prices include GST) or "exclusive"',
    });
    expect(messages({ foodGstRate: 12 })).toEqual({ foodGstRate: "foodGstRate must be 5 or 18 (percent)" });
    expect(messages({ foodGstRate: "5" })).toEqual({ foodGstRate: "foodGstRate must be 5 or 18 (percent)" });
    expect(messages({ deliveryFeePaise: 12.5 })).toEqual({
      deliveryFeePaise: "deliveryFeePaise must be a whole number of paise",
    });
    expect(messages({ deliveryFeePaise: -1 })).toEqual({ deliveryFeePaise: "deliveryFeePaise cannot be negative" });
    expect(messages({ deliveryFeePaise: 50_001 })).toEqual({
      deliveryFeePaise: "deliveryFeePaise must be at most 50000 paise (₹500)",
    });
    expect(messages({ freeDeliveryFromPaise: 10_000_001 })).toEqual({
      freeDeliveryFromPaise: "freeDeliveryFromPaise must be at most 10000000 paise (₹1,00,000)",
    });
    expect(messages({ gstin: "27AAPFU0939F1ZW" }).gstin).toMatch(/GSTIN.*check|check.*GSTIN/i);
    expect(messages({ gstin: "27AAPFU0939F1Z" })).toEqual({ gstin: "A GSTIN has 15 characters (this one has 14)" });
    expect(messages({ fssaiNumber: "1234567890123" })).toEqual({
      fssaiNumber: "An FSSAI licence number is exactly 14 digits",
    });
  });
});
