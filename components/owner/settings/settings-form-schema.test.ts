import { describe, expect, it } from "vitest";
import {
  COD_LIMIT_REQUIRED,
  OWN_FEE_REQUIRED,
  RADIUS_MESSAGE,
  SettingsFormSchema,
} from "@/components/owner/settings/settings-form-schema";
import { settingsBody, type SettingsFormValues } from "@/components/owner/settings/settings-form-values";

const valid: SettingsFormValues = {
  name: "Saffron Court",
  image: { imageUrl: "/uploads/RestaurantImages/a.png", public_id: "local/RestaurantImages/a.png" },
  location: { address: "12 MG Road", city: "Pune", state: "Maharashtra" },
  cuisines: ["Pizza"],
  opentime: { hour: "9", minute: "0" },
  closetime: { hour: "22", minute: "30" },
  deliveryCities: ["Pune"],
  deliveryPincodes: [],
  taxMode: "inclusive",
  foodGstRate: "5",
  deliveryFeeMode: "standard",
  deliveryFee: "",
  freeDeliveryFrom: "",
  gstin: "",
  fssaiNumber: "",
  acceptsCod: true,
  codLimit: "1000",
  pin: null,
  radiusKm: "7",
  deliveryMode: "self",
};

const parse = (change: Partial<SettingsFormValues>) => SettingsFormSchema.safeParse({ ...valid, ...change });
const messages = (change: Partial<SettingsFormValues>) =>
  Object.fromEntries((parse(change).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
const pause = { paused: false, pauseReason: null };

describe("SettingsFormSchema, Bill and taxes", () => {
  it("reads the rupee boxes into exact paise and sends them as the wire's paise", () => {
    const out = parse({ taxMode: "exclusive", deliveryFeeMode: "own", deliveryFee: "12.5", freeDeliveryFrom: "399" });
    expect(out.data).toMatchObject({ deliveryFee: 1250, freeDeliveryFrom: 39_900 });
    expect(settingsBody(out.data!, pause)).toMatchObject({
      taxMode: "exclusive",
      foodGstRate: 5,
      deliveryFeePaise: 1250,
      freeDeliveryFromPaise: 39_900,
      gstin: null,
      fssaiNumber: null,
    });
    expect(parse({ deliveryFeeMode: "own", deliveryFee: "0.29" }).data?.deliveryFee).toBe(29);
  });

  it("saves the standard fee (null) when it is chosen, whatever the own fee box holds", () => {
    const out = parse({ deliveryFeeMode: "standard", deliveryFee: "30", foodGstRate: "18" }).data!;
    expect(settingsBody(out, pause)).toMatchObject({
      deliveryFeePaise: null,
      freeDeliveryFromPaise: null,
      foodGstRate: 18,
    });
  });

  it("refuses more than 2 decimals, text that is not an amount, amounts over the limits and a missing own fee", () => {
    expect(messages({ deliveryFeeMode: "own", deliveryFee: "12.345" })).toEqual({
      deliveryFee: "Delivery fee can have at most 2 decimals",
    });
    expect(messages({ freeDeliveryFrom: "-5" })).toEqual({
      freeDeliveryFrom: "Free delivery amount must be an amount in rupees, such as 30 or 12.50",
    });
    expect(messages({ deliveryFeeMode: "own", deliveryFee: "500.01" })).toEqual({
      deliveryFee: "Delivery fee must be at most ₹500",
    });
    expect(messages({ freeDeliveryFrom: "100001" })).toEqual({
      freeDeliveryFrom: "Free delivery amount must be at most ₹1,00,000",
    });
    expect(messages({ deliveryFeeMode: "own", deliveryFee: " " })).toEqual({ deliveryFee: OWN_FEE_REQUIRED });
  });

  it("checks the GSTIN and FSSAI number with the server's rules, in capitals", () => {
    expect(messages({ gstin: "27AAPFU0939F1ZW" }).gstin).toMatch(/GSTIN.*check|check.*GSTIN/i);
    expect(messages({ fssaiNumber: "12345" })).toEqual({ fssaiNumber: "An FSSAI licence number is exactly 14 digits" });
    expect(parse({ gstin: "27aapfu0939f1zv", fssaiNumber: "12345678901234" }).data).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      fssaiNumber: "12345678901234",
    });
  });
});

describe("SettingsFormSchema, cash on delivery", () => {
  it("sends whether cash on delivery is taken and its limit in paise", () => {
    const out = parse({ acceptsCod: false, codLimit: "750.50" }).data!;
    expect(settingsBody(out, pause)).toMatchObject({ acceptsCod: false, codLimitPaise: 75_050 });
  });

  it("requires a limit and refuses one above ₹5,00,000", () => {
    expect(messages({ codLimit: "" })).toEqual({ codLimit: COD_LIMIT_REQUIRED });
    expect(messages({ codLimit: "500001" })).toEqual({ codLimit: "Cash on delivery limit must be at most ₹5,00,000" });
  });
});

describe("SettingsFormSchema, location and delivery (issue 32)", () => {
  it("sends the pin, the radius in metres and who delivers", () => {
    const out = parse({ pin: { lat: 18.5204, lng: 73.8567 }, radiusKm: " 2.5 ", deliveryMode: "platform" }).data!;
    expect(settingsBody(out, pause)).toMatchObject({
      lat: 18.5204,
      lng: 73.8567,
      deliveryRadiusMeters: 2500,
      deliveryMode: "platform",
    });
  });

  it("sends both halves null without a pin", () => {
    expect(settingsBody(parse({}).data!, pause)).toMatchObject({ lat: null, lng: null, deliveryRadiusMeters: 7000 });
  });

  it.each(["0.4", "30.1", "31", "", "abc", "2.55", "-1"])("refuses the radius %j", (radiusKm) => {
    expect(messages({ radiusKm })).toEqual({ radiusKm: RADIUS_MESSAGE });
  });

  it("takes 0.5 and 30 km, the ends", () => {
    expect(parse({ radiusKm: "0.5" }).data?.radiusKm).toBe(500);
    expect(parse({ radiusKm: "30" }).data?.radiusKm).toBe(30_000);
  });
});
